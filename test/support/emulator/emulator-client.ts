/**
 * For the emulator's own tests: an emulator without a socket and the SDK's client wired to it
 * through `emu.fetch`, with no retries and no client-side rate limit, so each call is one request.
 */
import { createClient } from '../../../src/client/create-client.js';
import type { Emulator } from '../../../src/emulator/emulator-handle.js';
import type { EmulatorOptions } from '../../../src/emulator/options.js';
import { startEmulator } from '../../../src/emulator/start-emulator.js';

/** Obviously fake keys of the length the client requires. */
export const TEST_KEY = 'sk_test_emulator_fake_key_1';
export const OTHER_KEY = 'sk_test_emulator_fake_key_2';

export function clientOf(emu: Emulator, apiKey = TEST_KEY, auth: 'bearer' | 'basic' = 'bearer') {
  return createClient({ apiKey, baseUrl: emu.url, fetch: emu.fetch, auth, maxRetries: 0, rateLimit: false });
}

export async function emulatorWithClient(options: EmulatorOptions = {}) {
  const emu = await startEmulator({ listen: false, ...options });
  return { emu, client: clientOf(emu) };
}

/** A raw request through `emu.fetch`, answered as status, headers and parsed body. */
export async function send(
  emu: Emulator,
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; key?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.key !== null) headers.authorization = `Bearer ${options.key ?? TEST_KEY}`;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await emu.fetch(`${emu.url}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text === '' ? undefined : JSON.parse(text) };
}
