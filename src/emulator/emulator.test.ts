/**
 * The emulator as a whole: every operation of the document has a handler whose success status the
 * document declares, and the public entry starts without a socket and with one.
 */
import { describe, expect, it } from 'vitest';
import { responseValidators } from '../../generated/response-validators.js';
import { createContext, documentOperations } from './core/context.js';
import { FEATURES } from './features.js';
import { resolveOptions } from './options.js';
import { startEmulator } from './index.js';
import { send } from '../../test/support/emulator/emulator-client.js';

describe('coverage of the document', () => {
  it('routes and handles every one of its 43 operations', () => {
    const options = resolveOptions({ listen: false });
    const context = createContext(options);
    for (const feature of FEATURES) feature.install(context, options);
    const operations = documentOperations().map((o) => o.operationId);
    expect(operations).toHaveLength(43);
    expect(operations.filter((id) => context.handlers.get(id) === undefined)).toEqual([]);
    expect(Object.keys(responseValidators).sort()).toEqual([...operations].sort());
  });
});

describe('startEmulator', () => {
  it('works with no socket: emu.url is a loopback origin only emu.fetch answers', async () => {
    const emu = await startEmulator({ listen: false });
    try {
      expect(emu.url).toBe('http://localhost');
      expect((await send(emu, 'GET', '/v1/creators/countries')).body).toEqual([]);
    } finally {
      await emu.close();
    }
  });

  it('refuses options it cannot use, naming them', async () => {
    await expect(startEmulator({ port: 70_000 })).rejects.toThrow(/port/);
    await expect(startEmulator({ requestsPerMinute: 0 })).rejects.toThrow(/requestsPerMinute/);
    await expect(startEmulator({ clockStart: 'someday' })).rejects.toThrow(/clockStart/);
    await expect(startEmulator({ apiKeys: [':live'] })).rejects.toThrow(/empty/);
  });
});
