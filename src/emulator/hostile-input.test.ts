/**
 * What a client sends never breaks the emulator: names that are also the names of a JavaScript
 * object's own machinery (`constructor`, `__proto__`, `toString`) are plain names wherever a
 * request carries them (query, body keys, headers, path), and every answer is one the document
 * declares, never the 503 of an emulator failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOperations } from './core/context.js';
import type { Emulator } from './emulator-handle.js';
import { achievement } from '../../test/support/emulator/sample-bodies.js';
import { startEmulator } from './start-emulator.js';
import { SeedError } from './state/seed-error.js';
import { send, TEST_KEY } from '../../test/support/emulator/emulator-client.js';

/** Names every plain object inherits, and the one that sets an object's prototype. */
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

let emu: Emulator;
const failures: string[] = [];
beforeAll(async () => {
  emu = await startEmulator({ listen: false, log: (line) => failures.push(line) });
});
afterAll(() => emu.close());

const listRoutes = documentOperations()
  .filter((operation) => operation.method === 'GET')
  .map((operation) => operation.path.replace(/\{[^}]+\}/g, 'sample_1'));

describe('inherited object names are plain names', () => {
  it.each(listRoutes)('GET %s answers ?constructor=, ?__proto__=, ... as it answers without them', async (path) => {
    failures.length = 0;
    const plain = await send(emu, 'GET', path);
    for (const name of INHERITED) {
      const answer = await send(emu, 'GET', `${path}?${name}=x&limit=2`);
      const limited = await send(emu, 'GET', `${path}?limit=2`);
      expect({ name, status: answer.status, body: answer.body }).toEqual({
        name,
        status: limited.status,
        body: limited.body,
      });
      expect(answer.status).toBe(plain.status);
    }
    expect(failures.filter((line) => / failed: /.test(line))).toEqual([]);
  });

  it('a declared parameter that names an inherited one is still read as its own type', async () => {
    const answer = await send(emu, 'GET', '/v1/achievements?limit=toString');
    expect(answer.status).toBe(422);
    expect(answer.body.detail[0].loc).toEqual(['query', 'limit']);
  });

  it('body keys named __proto__ or constructor are stored and answered as fields', async () => {
    const valid = JSON.stringify(achievement('proto')).slice(1, -1);
    const raw = `{${valid},"__proto__":{"polluted":true},"constructor":"x","toString":"y"}`;
    const created = await send(emu, 'POST', '/v1/achievements', { raw });
    expect(created.status).toBe(201);
    const read = await send(emu, 'GET', `/v1/achievements/${created.body.id}`);
    expect(JSON.parse(read.text)).toEqual(JSON.parse(`{"id":"${created.body.id}",${raw.slice(1)}`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('seed keys named __proto__ or constructor are keys: served, snapshotted and restored', async () => {
    const seed = JSON.parse('{"userCoupons":{"__proto__":[{"code":"A"}],"constructor":[{"code":"B"}]}}');
    const seeded = await startEmulator({ listen: false, seed });
    try {
      expect((await send(seeded, 'GET', '/v1/coupons/user/__proto__')).body).toEqual([{ code: 'A' }]);
      expect((await send(seeded, 'GET', '/v1/coupons/user/constructor')).body).toEqual([{ code: 'B' }]);
      expect((await send(seeded, 'GET', '/v1/coupons/user/toString')).body).toEqual([]);
      const again = await startEmulator({ listen: false, seed: JSON.parse(JSON.stringify(seeded.snapshot())) });
      expect((await send(again, 'GET', '/v1/coupons/user/__proto__')).body).toEqual([{ code: 'A' }]);
      await again.close();
    } finally {
      await seeded.close();
    }
  });

  it('headers named after inherited names change nothing', async () => {
    const response = await emu.fetch(`${emu.url}/v1/achievements`, {
      headers: [
        ['authorization', `Bearer ${TEST_KEY}`],
        ['constructor', 'x'],
        ['__proto__', 'x'],
        ['tostring', 'x'],
      ],
    });
    expect(response.status).toBe(200);
  });
});

/**
 * `{...valid fields, "x":[[...]]}`: a body the document accepts (its fields are `body`'s) plus an
 * extra key holding arrays nested until the whole is `levels` deep.
 */
const nested = (levels: number, body: object = achievement('deep')) =>
  `{${JSON.stringify(body).slice(1, -1)},"x":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('JSON nested too deep', () => {
  it('is accepted up to 64 levels and refused with 400 beyond, naming the limit', async () => {
    expect((await send(emu, 'POST', '/v1/achievements', { raw: nested(64) })).status).toBe(201);
    for (const levels of [65, 5_000, 100_000]) {
      const answer = await send(emu, 'POST', '/v1/achievements', { raw: nested(levels) });
      expect({ levels, status: answer.status, body: answer.body }).toEqual({
        levels,
        status: 400,
        body: { detail: "The JSON body is nested deeper than 64 levels of objects and arrays, the emulator's limit." },
      });
    }
  });

  it('a deep value inside an order is refused, so the snapshot and --export keep working for every tenant', async () => {
    const deep = await startEmulator({ listen: false });
    try {
      const body = `{"player_id":"p1","items":[{"sku":"gem","extra":${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`;
      expect((await send(deep, 'POST', '/v1/orders', { raw: body })).status).toBe(400);
      expect(
        (await send(deep, 'POST', '/v1/orders', { body: { player_id: 'p1', items: [{ sku: 'gem' }] } })).status,
      ).toBe(201);
      const snapshot = JSON.parse(JSON.stringify(deep.snapshot()));
      const orders = Object.values(snapshot.tenants as Record<string, { parts: { orders: unknown[] } }>)[0]!.parts
        .orders;
      expect(orders).toHaveLength(1);
    } finally {
      await deep.close();
    }
  });

  it('a seed nested too deep fails the start with a SeedError naming the section; a snapshot of deep bodies loads', async () => {
    const seed = JSON.parse(`{"achievements":[${nested(100)}]}`);
    const error = await startEmulator({ listen: false, seed }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedError);
    expect((error as SeedError).message).toBe(
      'seed.achievements: is nested deeper than 80 levels of objects and arrays',
    );

    const deepest = await startEmulator({ listen: false });
    try {
      const unlock = await send(deepest, 'POST', '/v1/achievements/first_blood/unlock', {
        raw: nested(64, { player_id: 'p1' }),
      });
      expect(unlock.status).toBe(204);
      const again = await startEmulator({ listen: false, seed: JSON.parse(JSON.stringify(deepest.snapshot())) });
      await again.close();
    } finally {
      await deepest.close();
    }
  });
});
