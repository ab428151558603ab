/**
 * Which keys the emulator accepts, and what each one is (spec §5: the key picks sandbox or live;
 * an unknown key is 401; an authenticated key that is not permitted is 403).
 *
 * A key is given as text, `K`, `K:live`, `K:sandbox`, `K:restricted` or `K:live:restricted`
 * (`--api-key`, repeatable), or as an object. A plain `K` is a sandbox key.
 *
 * With no keys configured the emulator is open: any non-empty key is accepted as its own sandbox
 * tenant, as the Prism mock accepts any key. That is what parallel test workers want (each worker
 * its own key, its own state) and what `npx game-commerce-s2s emulator` does by default; configure
 * keys to test a 401, a 403 or a live key.
 */
import type { Environment } from '../state/part.js';

export interface ApiKeyConfig {
  key: string;
  /** @default 'sandbox' */
  environment?: Environment;
  /** Every request with this key is refused with 403 (spec §5 rule 5). @default false */
  restricted?: boolean;
}

/** A key as the emulator holds it. */
export interface KnownKey {
  environment: Environment;
  restricted: boolean;
}

const FLAGS = new Set(['live', 'sandbox', 'restricted']);

/** `K`, `K:live`, `K:restricted`, `K:live:restricted` → its config. Throws a `RangeError` naming the problem. */
export function parseApiKey(text: string): ApiKeyConfig {
  const parts = text.split(':');
  const flags: string[] = [];
  while (parts.length > 1 && FLAGS.has(parts.at(-1) as string)) flags.unshift(parts.pop() as string);
  const key = parts.join(':');
  if (key === '') throw new RangeError(`an API key is empty in ${JSON.stringify(text.replace(/[^:]/g, '*'))}`);
  if (flags.includes('live') && flags.includes('sandbox')) {
    throw new RangeError('an API key cannot be both live and sandbox');
  }
  return {
    key,
    environment: flags.includes('live') ? 'live' : 'sandbox',
    restricted: flags.includes('restricted'),
  };
}

export interface KeyTable {
  /** True when no key was configured and any key is accepted (as sandbox). */
  readonly open: boolean;
  /** What a key is; undefined for a key the emulator does not accept. */
  lookup(key: string): KnownKey | undefined;
  /** The configured keys (empty when open), for the CLI's start-up lines. */
  configured(): readonly (KnownKey & { key: string })[];
}

export function createKeyTable(keys: readonly (string | ApiKeyConfig)[] | undefined): KeyTable {
  const known = new Map<string, KnownKey>();
  for (const entry of keys ?? []) {
    const config = typeof entry === 'string' ? parseApiKey(entry) : entry;
    if (typeof config.key !== 'string' || config.key === '') throw new RangeError('an API key is empty');
    known.set(config.key, { environment: config.environment ?? 'sandbox', restricted: config.restricted ?? false });
  }
  const open = known.size === 0;
  const openKey: KnownKey = { environment: 'sandbox', restricted: false };
  return {
    open,
    lookup: (key) => (open ? (key === '' ? undefined : openKey) : known.get(key)),
    configured: () => [...known].map(([key, value]) => ({ key, ...value })),
  };
}

/** How a key may be shown: never in full (spec §5.4), only its last four characters. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '****' : `****${key.slice(-4)}`;
}
