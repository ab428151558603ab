/**
 * The API key is a server secret (spec §5.4: "never in client code, mobile apps or public-facing
 * applications"), so the client refuses to start where code usually runs on a player's device.
 */
import { ConfigurationError } from '../../errors/configuration-error.js';

type GlobalLike = Record<string, unknown> & { navigator?: { product?: unknown } };

/** A window with a document, a web worker, or React Native. Node, Deno and Bun are none of these. */
export function isBrowserLike(globals: GlobalLike = globalThis as unknown as GlobalLike): boolean {
  if (typeof globals['window'] !== 'undefined' && typeof globals['document'] !== 'undefined') return true;
  if (typeof globals['importScripts'] === 'function') return true;
  return globals.navigator?.product === 'ReactNative';
}

export function assertServerEnvironment(dangerouslyAllowBrowser: boolean | undefined, globals?: GlobalLike): void {
  if (dangerouslyAllowBrowser === true || !isBrowserLike(globals)) return;
  throw new ConfigurationError(
    'createClient refused to run in a browser-like environment: the API key is a server secret ' +
      'that must never ship to players. Call the API from your game server instead. If this really ' +
      'is a trusted environment, pass dangerouslyAllowBrowser: true.',
  );
}
