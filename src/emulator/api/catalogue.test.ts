import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, send } from '../testing/emulator-client.js';

let emu: Emulator;
beforeEach(async () => {
  emu = await startEmulator({ listen: false });
});
afterEach(() => emu.close());

/** The five catalogue resources of spec §4 and how each is reached. */
const RESOURCES = [
  { path: '/v1/achievements', prefix: 'ach_', bulk: true },
  { path: '/v1/coupons', prefix: 'cpn_', bulk: true },
  { path: '/v1/creators', prefix: 'crt_', bulk: false, wrapped: true },
  { path: '/v1/daily_rewards', prefix: 'dlrwd_', bulk: false },
  { path: '/v1/item_categories', prefix: 'icat_', bulk: true },
] as const;

const list = async (path: string, query = '') => {
  const { status, body } = await send(emu, 'GET', `${path}${query}`);
  expect(status).toBe(200);
  return (Array.isArray(body) ? body : body.items) as { id: string }[];
};

describe.each(RESOURCES)('$path: every operation agrees with the others', ({ path, prefix, bulk, ...rest }) => {
  it('create, get, list, page, update, bulk update, delete, 404', async () => {
    const created = [];
    for (const name of ['a', 'b', 'c']) {
      const { status, body } = await send(emu, 'POST', path, { body: { name, id: 'sent_by_the_game' } });
      expect(status).toBe(201);
      // What the game sent plus the emulator's id (a sent id is replaced): no invented field.
      expect(body).toEqual({ id: expect.stringMatching(new RegExp(`^${prefix}[0-9A-Z]{20}$`)), name });
      created.push(body);
    }
    const [a, b, c] = created;
    expect((await send(emu, 'GET', `${path}/${a.id}`)).body).toEqual(a);
    expect(await list(path)).toEqual([a, b, c]);
    expect(await list(path, '?limit=2')).toEqual([a, b]);
    expect(await list(path, '?limit=1&offset=1')).toEqual([b]);
    expect(await list(path, '?offset=3')).toEqual([]);

    const updated = await send(emu, 'PUT', `${path}/${b.id}`, { body: { title: 'B' } });
    expect(updated).toMatchObject({ status: 200, body: { id: b.id, title: 'B' } });
    expect(updated.body).not.toHaveProperty('name'); // PUT replaces the fields
    if (bulk) {
      const patched = await send(emu, 'PATCH', path, { body: [{ id: c.id, level: 2 }] });
      expect(patched).toMatchObject({ status: 200, body: [{ id: c.id, name: 'c', level: 2 }] });
      // An entry without an id names no record: nothing to change, not an error (the document requires none).
      expect(await send(emu, 'PATCH', path, { body: [{ level: 3 }] })).toMatchObject({ status: 200, body: [] });
      const unknown = await send(emu, 'PATCH', path, { body: [{ id: c.id, level: 4 }, { id: `${prefix}nope` }] });
      expect(unknown).toMatchObject({ status: 409, body: { detail: expect.stringContaining(`${prefix}nope`) } });
      expect((await send(emu, 'GET', `${path}/${c.id}`)).body).toMatchObject({ level: 2 });
    }

    expect((await send(emu, 'DELETE', `${path}/${a.id}`)).status).toBe(204);
    for (const [method, body] of [['GET'], ['PUT', {}], ['DELETE']] as const) {
      const gone = await send(emu, method, `${path}/${a.id}`, { body });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ detail: expect.stringMatching(/ not found$/) });
    }
    expect((await list(path)).map((r) => r.id)).toEqual([b.id, c.id]);
    if ('wrapped' in rest) {
      const page = await send(emu, 'GET', `${path}?limit=1`);
      expect(page.body).toEqual({ items: [updated.body], total: 2, limit: 1, offset: 0 });
    }
  });

  it('pages 10 records by default (spec §4)', async () => {
    for (let i = 0; i < 12; i++) await send(emu, 'POST', path, { body: { n: i } });
    expect(await list(path)).toHaveLength(10);
    expect(await list(path, '?offset=10')).toHaveLength(2);
    expect(await list(path, '?limit=0')).toEqual([]);
  });
});

describe('list filters (a parameter matches the record field of its name; q any text field)', () => {
  it('coupons by type and q; creators by country and terms_accepted', async () => {
    const client = clientOf(emu);
    await client.coupons.create({ code: 'SUMMER', type: 'percent' });
    const winter = await client.coupons.create({ code: 'WINTER', type: 'fixed' });
    expect(await client.coupons.list({ type: 'fixed' })).toEqual([winter]);
    expect(await client.coupons.list({ q: 'wint' })).toEqual([winter]);
    const de = await client.creators.create({ name: 'Ana', country: 'DE', terms_accepted: true });
    await client.creators.create({ name: 'Bo', country: 'FR', terms_accepted: false });
    expect((await client.creators.list({ country: 'DE' })) as unknown).toMatchObject({ items: [de] });
    expect((await client.creators.list({ terms_accepted: true })) as unknown).toMatchObject({ items: [de] });
  });

  it("the client's listAll walks the creators wrapper and every list", async () => {
    const client = clientOf(emu);
    for (let i = 0; i < 5; i++) await client.creators.create({ n: i });
    const seen = [];
    for await (const creator of client.creators.listAll<{ n: number }>({ pageSize: 2 })) seen.push(creator.n);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
  });
});
