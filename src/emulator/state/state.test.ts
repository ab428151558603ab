import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ordersPart } from '../api/orders.js';
import { createClock } from '../time/clock.js';
import type { Emulator } from '../emulator-handle.js';
import { createIds } from './ids.js';
import { ConflictError } from '../../errors/index.js';
import type { EmulatorContext } from '../core/context.js';
import { FEATURES } from '../features.js';
import { startEmulator, startEmulatorWith } from '../start-emulator.js';
import { clientOf, OTHER_KEY, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { achievement, coupon } from '../../../test/support/emulator/sample-bodies.js';
import { Collection } from './collection.js';
import { Journal } from './journal.js';
import { SeedError } from './seed-error.js';

const SEED = {
  achievements: [
    { id: 'ach_first', ...achievement('First purchase') },
    { id: 'ach_second', ...achievement('Regular', { type: 'regular_visit', position: 2 }) },
  ],
  webhooks: [{ id: 'wh_seeded', url: 'https://game.example.com/webhooks', events: ['item.add'], enabled: true }],
};

const running: Emulator[] = [];
async function start(seed: unknown = SEED) {
  const emu = await startEmulator({ listen: false, seed: seed as object });
  running.push(emu);
  return emu;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});

describe('tenants', () => {
  it('each key has its own state, every one starting from the seed', async () => {
    const emu = await start();
    const a = clientOf(emu, TEST_KEY);
    const b = clientOf(emu, OTHER_KEY);
    await a.achievements.create(achievement('only for a'));
    expect((await a.achievements.list()).map((x) => x.id)).toEqual(['ach_first', 'ach_second', expect.any(String)]);
    expect((await b.achievements.list()).map((x) => x.id)).toEqual(['ach_first', 'ach_second']);
    await a.orders.create({ player_id: 'p1', items: [{ sku: 'gem' }] });
    expect([...emu.tenant(TEST_KEY).part(ordersPart).values()]).toHaveLength(1);
    expect([...emu.tenant(OTHER_KEY).part(ordersPart).values()]).toHaveLength(0);
  });

  it('reset puts every tenant back to the seed', async () => {
    const emu = await start();
    const client = clientOf(emu);
    await client.achievements.delete('ach_first');
    await client.achievements.create(achievement('new'));
    emu.reset();
    expect(await client.achievements.list()).toEqual(SEED.achievements);
  });
});

describe('seed files', () => {
  it('are read from a path, and a record without an id gets one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'emulator-seed-'));
    try {
      const file = join(dir, 'seed.json');
      await writeFile(file, JSON.stringify({ coupons: [coupon('WELCOME')] }));
      const emu = await start(file);
      const [seeded] = await clientOf(emu).coupons.list();
      expect(seeded).toEqual({ id: expect.stringMatching(/^cpn_/), ...coupon('WELCOME') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ orders: [] }, /^seed\.orders: is not something a seed can hold \(it can hold: .*achievements.*webhooks/],
    [{ achievements: {} }, /^seed\.achievements: must be an array of records$/],
    [{ achievements: [{ id: 'a' }, 'x'] }, /^seed\.achievements\[1\]: must be an object$/],
    [{ achievements: [{ id: 'a' }, { id: 'a' }] }, /^seed\.achievements\[1\]\.id: a appears twice$/],
    [{ achievements: [{ id: 7 }] }, /^seed\.achievements\[0\]\.id: must be a non-empty string$/],
    [{ userCoupons: { user_1: [1] } }, /^seed\.userCoupons\.user_1: must be an array of objects$/],
    [{ format: 'something else' }, /^seed\.format: expected game-commerce-s2s\/emulator-state version 1$/],
    [[], /^seed: must be a JSON object$/],
  ])('a bad one fails the start with the place of the fault: %j', async (seed, message) => {
    const error = await startEmulator({ listen: false, seed: seed as object }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SeedError);
    expect((error as SeedError).message).toMatch(message);
  });

  it('a missing file or one that is not JSON is named', async () => {
    await expect(startEmulator({ listen: false, seed: '/nonexistent/seed.json' })).rejects.toThrow(
      /^\/nonexistent\/seed\.json: cannot read the seed file \(ENOENT\)/,
    );
    const dir = await mkdtemp(join(tmpdir(), 'emulator-seed-'));
    try {
      await writeFile(join(dir, 'bad.json'), '{ nope');
      await expect(startEmulator({ listen: false, seed: join(dir, 'bad.json') })).rejects.toThrow(
        /bad\.json: is not valid JSON/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('snapshots', () => {
  it('hold every part of every tenant, name tenants by fingerprint and never hold a key', async () => {
    const emu = await start();
    await clientOf(emu).orders.create({ player_id: 'p1', items: [{ sku: 'gem' }] });
    const snapshot = emu.snapshot();
    const text = JSON.stringify(snapshot);
    expect(text).not.toContain(TEST_KEY);
    const [id, tenant] = Object.entries(snapshot.tenants)[0]!;
    expect(id).toMatch(/^tenant_[0-9a-f]{16}$/);
    expect(tenant.environment).toBe('sandbox');
    expect(Object.keys(tenant.parts)).toEqual(
      expect.arrayContaining(['achievements', 'orders', 'webhooks', 'payments']),
    );
    expect(tenant.parts.orders).toHaveLength(1);
    expect(snapshot.template).toEqual(SEED);
  });

  it('load back as a seed: the same key finds its state, another key starts from the template', async () => {
    const first = await start();
    const client = clientOf(first);
    await client.achievements.delete('ach_first');
    const created = await client.achievements.create(achievement('kept'));
    const second = await start(JSON.parse(JSON.stringify(first.snapshot())));
    expect(await clientOf(second).achievements.list()).toEqual([SEED.achievements[1], created]);
    expect(await clientOf(second, OTHER_KEY).achievements.list()).toEqual(SEED.achievements);
    await clientOf(second).achievements.create(achievement('later'));
    second.reset();
    expect(await clientOf(second).achievements.list()).toEqual([SEED.achievements[1], created]);
  });
});

describe('the journal', () => {
  it('undoes every change of a step that throws, keeping the order records were made in', () => {
    const journal = new Journal();
    const collection = new Collection({ journal, ids: createIds(createClock(0).now) }, { idKind: 'achievement' });
    for (const id of ['a', 'b', 'c']) collection.insert({ id });
    expect(() =>
      journal.run(
        () => {
          collection.delete('b');
          collection.replace('a', { id: 'a', changed: true });
          collection.insert({ id: 'd' });
          throw new Error('half way');
        },
        () => false,
      ),
    ).toThrow('half way');
    expect(collection.snapshot()).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });

  it('keeps nothing of a request that failed: a bulk update naming one unknown id changes no record (409)', async () => {
    const emu = await start();
    const client = clientOf(emu);
    const error = await client.achievements
      .bulkUpdate([
        { id: 'ach_first', name: 'changed' },
        { id: 'ach_missing', name: 'x' },
      ])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect(await client.achievements.get('ach_first')).toEqual(SEED.achievements[0]);
  });

  it('keeps nothing of a handler that fails half way, and announces nothing', async () => {
    const announced: string[] = [];
    const probe = {
      name: 'half-way',
      install(context: EmulatorContext) {
        context.handlers.wrap('createAchievement', (next) => (call) => {
          next(call);
          call.after(() => announced.push('after() of a failed request ran'));
          throw new Error('failed after the change');
        });
        return undefined;
      },
    };
    const emu = await startEmulatorWith({ listen: false, seed: SEED }, [...FEATURES, probe]);
    running.push(emu);
    const client = clientOf(emu);
    await expect(client.achievements.create(achievement('half'))).rejects.toMatchObject({ status: 503 });
    expect(await client.achievements.list()).toEqual(SEED.achievements);
    expect(announced).toEqual([]);
  });
});
