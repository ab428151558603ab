/**
 * The emulator's memory is bounded: the records it stores (every tenant's, seeds included) may take
 * `maxStoredBytes` of JSON, and it keeps at most `maxTenants` keys' state. Past either, requests get
 * an error the operation declares, saying which cap and how to raise it, and nothing is stored.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ConflictError, ServiceUnavailableError } from '../../errors/index.js';
import type { Emulator } from '../emulator-handle.js';
import { EmulatorCapacityError } from '../errors/capacity-error.js';
import type { EmulatorOptions } from '../options.js';
import { resolveOptions } from '../options.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, OTHER_KEY, send, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { achievement } from '../../../test/support/emulator/sample-bodies.js';

const running: Emulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});
async function start(options: EmulatorOptions) {
  const emu = await startEmulator({ listen: false, ...options });
  running.push(emu);
  return emu;
}

/** A record of about `bytes` bytes of JSON. */
const record = (bytes: number) => {
  const valid = achievement('big');
  return { ...valid, pad: 'x'.repeat(bytes - JSON.stringify(valid).length - 10) };
};
const FULL =
  /^The emulator's memory cap was reached: its records take \d+ bytes of the 100000 maxStoredBytes allows \(--max-stored-bytes\)/;

describe('maxStoredBytes', () => {
  it('refuses a write past the cap with 409 saying how to raise it, stores nothing, and frees what is deleted', async () => {
    const emu = await start({ maxStoredBytes: 100_000 });
    const client = clientOf(emu);
    const created: string[] = [];
    let refused: unknown;
    for (let i = 0; i < 20 && refused === undefined; i++) {
      await client.achievements.create(record(10_000)).then(
        (a) => created.push(a.id as string),
        (error: unknown) => {
          refused = error;
        },
      );
    }
    expect(created.length).toBeGreaterThanOrEqual(9);
    expect(created.length).toBeLessThan(10);
    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).detail).toMatch(FULL);
    expect((refused as ConflictError).detail).toMatch(/delete records, call emu\.reset\(\), or raise the cap/);
    expect(await client.achievements.list({ limit: 100 })).toHaveLength(created.length);

    // Other keys share the cap: it bounds the emulator, not one tenant.
    const other = await send(emu, 'POST', '/v1/achievements', { body: record(10_000), key: OTHER_KEY });
    expect(other.status).toBe(409);
    // A write that grows nothing is still served; a replacement that grows is not.
    expect((await send(emu, 'PUT', `/v1/achievements/${created[0]}`, { body: achievement('small') })).status).toBe(200);
    expect((await send(emu, 'PUT', `/v1/achievements/${created[1]}`, { body: record(40_000) })).status).toBe(409);
    expect((await client.achievements.get(created[1]!)).name).toBe('big');

    await client.achievements.delete(created[2]!);
    await client.achievements.delete(created[3]!);
    expect((await client.achievements.create(record(10_000))).name).toBe('big');
    emu.reset();
    for (let i = 0; i < 8; i++) await client.achievements.create(record(10_000));
  });

  it('counts what every part stores: orders too, with their undo on a refused request', async () => {
    const emu = await start({ maxStoredBytes: 100_000 });
    const client = clientOf(emu);
    const order = { player_id: 'p1', items: [{ sku: 'gem', note: 'x'.repeat(30_000) }] };
    await client.orders.create(order);
    await client.orders.create(order);
    await client.orders.create(order);
    const refused = await send(emu, 'POST', '/v1/orders', { body: order });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(FULL);
    const orders = Object.values(emu.snapshot().tenants)[0]!.parts.orders as unknown[];
    expect(orders).toHaveLength(3);
  });

  it('never refuses a read, even one that seeds a new tenant past the cap (GET declares no 409)', async () => {
    const emu = await start({ maxStoredBytes: 100_000, seed: { achievements: [record(60_000)] } });
    expect((await send(emu, 'GET', '/v1/achievements', { key: TEST_KEY })).status).toBe(200);
    expect((await send(emu, 'GET', '/v1/achievements', { key: OTHER_KEY })).status).toBe(200);
    expect((await send(emu, 'POST', '/v1/achievements', { body: achievement('small') })).status).toBe(409);
  });

  it('refuses a new hub-login nonce once full (POST /_emulator/v1/hub-login stores one)', async () => {
    const emu = await start({ maxStoredBytes: 100_000 });
    const login = () => send(emu, 'POST', '/_emulator/v1/hub-login', { body: { deepLink: 'mygame://login' } });
    expect((await login()).status).toBe(200);
    expect((await send(emu, 'POST', '/v1/achievements', { body: record(99_500) })).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 5 && statuses.at(-1) !== 409; i++) statuses.push((await login()).status);
    // Issued while under the cap (one nonce may take it over), refused once it is reached.
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(409);
    expect((await login()).body.detail).toMatch(/^The emulator's memory cap was reached/);
  });

  it('defaults to 128 MiB', () => {
    expect(resolveOptions({}).maxStoredBytes).toBe(128 * 1024 * 1024);
    expect(() => resolveOptions({ maxStoredBytes: 0 })).toThrow(/^maxStoredBytes: must be a positive number/);
  });
});

describe('maxTenants', () => {
  it('refuses a new key past the cap with 503 saying how to raise it; known keys go on; reset frees', async () => {
    const emu = await start({ maxTenants: 2 });
    expect((await send(emu, 'GET', '/v1/achievements', { key: TEST_KEY })).status).toBe(200);
    expect((await send(emu, 'GET', '/v1/achievements', { key: OTHER_KEY })).status).toBe(200);
    const third = clientOf(emu, 'sk_test_emulator_fake_key_3');
    const refused = await third.achievements.list().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceUnavailableError);
    expect((refused as ServiceUnavailableError).detail).toBe(
      "The emulator's tenant cap was reached: it keeps the state of 2 API keys, the maxTenants limit (--max-tenants). Call emu.reset() (or restart the emulator) or raise the cap.",
    );
    expect(() => emu.tenant('sk_test_emulator_fake_key_3')).toThrow(EmulatorCapacityError);
    expect((await send(emu, 'GET', '/v1/achievements', { key: TEST_KEY })).status).toBe(200);
    emu.reset();
    expect(await third.achievements.list()).toEqual([]);
  });

  it('defaults to 1,000', () => {
    expect(resolveOptions({}).maxTenants).toBe(1000);
    expect(() => resolveOptions({ maxTenants: 1.5 })).toThrow(/^maxTenants: must be a whole number of at least 1/);
  });
});
