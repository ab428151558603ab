import { afterEach, describe, expect, it } from 'vitest';
import { AuthenticationError, PermissionDeniedError } from '../../errors/index.js';
import { ordersPart } from '../api/orders.js';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, send } from '../../../test/support/emulator/emulator-client.js';
import { EmulatorOptionError } from '../errors/option-error.js';
import type { ApiKeyConfig } from './api-keys.js';
import { parseApiKey } from './api-keys.js';

const SANDBOX = 'sk_test_emulator_sandbox_key';
const LIVE = 'sk_live_emulator_fake_live_key';
const RESTRICTED = 'sk_test_emulator_restricted_key';

const running: Emulator[] = [];
async function start(apiKeys?: string[], log?: (line: string) => void) {
  const emu = await startEmulator({ listen: false, ...(apiKeys ? { apiKeys } : {}), ...(log ? { log } : {}) });
  running.push(emu);
  return emu;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});

describe('parseApiKey', () => {
  it.each([
    ['K', { key: 'K', environment: 'sandbox', restricted: false }],
    ['K:live', { key: 'K', environment: 'live', restricted: false }],
    ['K:sandbox', { key: 'K', environment: 'sandbox', restricted: false }],
    ['K:restricted', { key: 'K', environment: 'sandbox', restricted: true }],
    ['K:live:restricted', { key: 'K', environment: 'live', restricted: true }],
    ['K:restricted:live', { key: 'K', environment: 'live', restricted: true }],
  ])('%s', (text, config) => expect(parseApiKey(text)).toEqual(config));

  it('refuses an empty key or live and sandbox at once, without echoing the key', () => {
    expect(() => parseApiKey(':live')).toThrow(/empty/);
    expect(() => parseApiKey('secret_key:live:sandbox')).toThrow(/both live and sandbox/);
    expect(() => parseApiKey('secret_key:live:sandbox')).not.toThrow(/secret_key/);
  });
});

describe('startEmulator({ apiKeys }) refuses an entry it cannot read, naming the entry', () => {
  const ALLOWED = /a key may end in :live, :sandbox, :restricted or :live:restricted/;

  it.each([
    [['sk_test_good_key_1', 'sk_test_typo_key_2:prod'], 'apiKeys[1]', /unknown suffix ":prod"/],
    [['sk_test_typo_key_1:Live'], 'apiKeys[0]', /unknown suffix ":Live"/],
    [['sk_test_typo_key_1:live:prd'], 'apiKeys[0]', /unknown suffix ":prd"/],
    // A suffix that may be part of the key itself is not shown.
    [['sk_test_abc:0f3a9c41'], 'apiKeys[0]', /unknown suffix \(not shown/],
  ])('%j', async (apiKeys, entry, problem) => {
    const error = await startEmulator({ listen: false, apiKeys }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmulatorOptionError);
    expect(error).toBeInstanceOf(RangeError);
    expect((error as EmulatorOptionError).option).toBe(entry);
    expect((error as Error).message).toMatch(new RegExp(`^${entry.replace(/[[\]]/g, '\\$&')}: `));
    expect((error as Error).message).toMatch(problem);
    expect((error as Error).message).toMatch(ALLOWED);
    expect((error as Error).message).not.toMatch(/sk_test|0f3a9c41/);
  });

  it('refuses an object entry with an unknown environment or a restricted flag that is not a boolean', async () => {
    const environment = { key: 'sk_test_object_key_1', environment: 'prod' } as unknown as ApiKeyConfig;
    await expect(startEmulator({ listen: false, apiKeys: [environment] })).rejects.toThrow(
      /^apiKeys\[0\]\.environment: must be 'sandbox' or 'live'/,
    );
    const restricted = { key: 'sk_test_object_key_1', restricted: 'yes' } as unknown as ApiKeyConfig;
    await expect(startEmulator({ listen: false, apiKeys: [restricted] })).rejects.toThrow(
      /^apiKeys\[0\]\.restricted: must be true or false/,
    );
  });
});

describe('authentication (spec §5)', () => {
  it('accepts a configured key as Bearer and as Basic (key as user name, empty password)', async () => {
    const emu = await start([SANDBOX]);
    expect(await clientOf(emu, SANDBOX, 'bearer').achievements.list()).toEqual([]);
    expect(await clientOf(emu, SANDBOX, 'basic').achievements.list()).toEqual([]);
  });

  it('answers 401 with the generic body for a missing, unknown or malformed credential', async () => {
    const emu = await start([SANDBOX]);
    const basicWithPassword = `Basic ${Buffer.from(`${SANDBOX}:password`).toString('base64')}`;
    for (const authorization of [
      undefined,
      'Bearer sk_test_emulator_unknown_key',
      basicWithPassword,
      'Token x',
      'Bearer ',
    ]) {
      const answer = await send(emu, 'GET', '/v1/achievements', {
        key: null,
        headers: authorization ? { authorization } : {},
      });
      expect(answer.status, authorization).toBe(401);
      expect(answer.body).toEqual({ detail: 'Not authenticated' });
      expect(answer.headers.get('www-authenticate')).toBe('Bearer, Basic');
    }
    await expect(clientOf(emu, 'sk_test_emulator_unknown_key').achievements.list()).rejects.toBeInstanceOf(
      AuthenticationError,
    );
  });

  it('answers 403 to every operation for a restricted key', async () => {
    const emu = await start([SANDBOX, `${RESTRICTED}:restricted`]);
    await expect(
      clientOf(emu, RESTRICTED).orders.create({ player_id: 'p', items: [{ sku: 's' }] }),
    ).rejects.toBeInstanceOf(PermissionDeniedError);
    expect((await send(emu, 'GET', '/v1/payments', { key: RESTRICTED })).body).toEqual({ detail: 'Not authorized' });
  });

  it('the key picks the environment and the state (spec §1, §5.3)', async () => {
    const emu = await start([SANDBOX, `${LIVE}:live`]);
    await clientOf(emu, LIVE).orders.create({ player_id: 'p', items: [{ sku: 's' }] });
    expect(emu.tenant(LIVE).environment).toBe('live');
    expect(emu.tenant(SANDBOX).environment).toBe('sandbox');
    expect([...emu.tenant(LIVE).part(ordersPart).values()][0]).toMatchObject({ environment: 'live' });
    expect([...emu.tenant(SANDBOX).part(ordersPart).values()]).toEqual([]);
  });

  it('with no key configured, accepts any key as a sandbox tenant of its own', async () => {
    const emu = await start();
    expect(await clientOf(emu, 'sk_test_anything_at_all_1').achievements.list()).toEqual([]);
    expect(emu.tenant('sk_test_anything_at_all_1').environment).toBe('sandbox');
    expect((await send(emu, 'GET', '/v1/achievements', { key: null })).status).toBe(401);
  });

  it('never puts a key in a log line', async () => {
    const lines: string[] = [];
    const emu = await start([SANDBOX], (line) => lines.push(line));
    await send(emu, 'GET', '/v1/achievements', { key: SANDBOX });
    await send(emu, 'GET', '/v1/achievements', { key: 'sk_test_emulator_unknown_key' });
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/sk_test_emulator/);
  });
});
