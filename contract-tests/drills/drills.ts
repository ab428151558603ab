/**
 * The bump-drill corpus (issue #10 §6): an ordered series of provider-style documents, each a spec
 * bump of an earlier one, and what the pipeline must make of each. drills.test.ts runs every step
 * for real (generate, type-check, spec diff, contract run) and checks it against this table.
 */

/** What a step must print (each pattern somewhere in its output) and must not print. */
export interface Expected {
  exit: number;
  prints?: RegExp[];
  never?: RegExp[];
}

export interface Drill {
  /** The document, relative to contract-tests/drills/ (a multi-file one names its root). */
  file: string;
  /** The drill this one bumps: `spec diff <previous> <file>`. */
  previous?: string;
  /** What `generate` says of the document as it comes. */
  generate: Expected;
  /** An Overlay 1.0 file the maintainer writes to resolve what generate refused, and the retry's outcome. */
  overlay?: { file: string; generate: Expected };
  /** A program using the generated client; it must type-check (`@ts-expect-error` lines must fail). */
  usage?: string;
  diff?: Expected;
  contract?: Expected;
}

const KEY = "apiKey: 'sk_test_drill_fake_key_0000', baseUrl: 'http://127.0.0.1:9'";

export const bumpDrills: Drill[] = [
  {
    file: '01-baseline.yaml',
    generate: { exit: 0 },
    usage: `
      const client = createClient({ ${KEY} });
      // snake_case, kebab-case and PascalCase operationIds all become camelCase methods.
      void client.orders.create({ player_id: 'p_1', items: [{ sku: 'sword' }] }); // quantity, channel: defaults
      void client.orders.get('ord_1');
      void client.events.submit({ event_type: 'level_up', anything: 'open object' });
      void client.catalogue.listCategories({ limit: 5 });
      void client.catalogue.createItem({ kind: 'digital', sku: 'skin_1' });
      // @ts-expect-error player_id is required
      void client.orders.create({ items: [{ sku: 'sword' }] });
      // @ts-expect-error the discriminator decides the shape: a physical item needs its weight
      void client.catalogue.createItem({ kind: 'physical', sku: 'mug' });
    `,
    contract: { exit: 0, never: [/NOT VALIDATED/] },
  },
  {
    file: '02-duplicate-operation-id.yaml',
    previous: '01-baseline.yaml',
    generate: {
      exit: 1,
      prints: [/duplicate operationId get_order/i, /\/orders\/\{order_id\}\/cancel/, /\/orders\/\{order_id\}[^/]/],
    },
    diff: { exit: 0, never: [/^Breaking changes/m] },
  },
  {
    file: '03-bump.yaml',
    previous: '01-baseline.yaml',
    generate: { exit: 0 },
    usage: `
      const client = createClient({ ${KEY} });
      void client.liveOps.triggerCampaign({ event_type: 'level_up' });
      // @ts-expect-error the method moved: events.submit is gone
      void client.events;
    `,
    diff: {
      exit: 1,
      prints: [/events\.submit -> liveOps\.triggerCampaign/, /basicAuth/],
      never: [/response removed/i, /source[^\n]*breaking/i],
    },
    contract: { exit: 0, never: [/NOT VALIDATED/] },
  },
  {
    file: '04-collision.yaml',
    previous: '03-bump.yaml',
    // The collision is told apart by the documented rule, with a warning; the overlay still chooses.
    generate: {
      exit: 0,
      prints: [
        /warning: .*receipt\.get: GetOrder and get_order .* both map to orders\.get; named it orders\.getReceipt/,
      ],
    },
    overlay: { file: '04-collision.overlay.yaml', generate: { exit: 0, never: [/warning: .*GetOrder/] } },
    usage: `
      const client = createClient({ ${KEY} });
      void client.orders.get('ord_1');
      void client.orders.getReceipt('ord_1');
    `,
    diff: { exit: 0 },
    contract: { exit: 0, never: [/NOT VALIDATED/] },
  },
  {
    file: '05-unvalidatable.yaml',
    previous: '04-collision.yaml',
    generate: { exit: 0, prints: [/GetOrder/] },
    overlay: { file: '04-collision.overlay.yaml', generate: { exit: 0 } },
    diff: { exit: 0 },
    // Prism cannot compile the /gifts body schema and would accept anything: the run must say so.
    contract: { exit: 1, prints: [/NOT VALIDATED/, /sendGift|send_gift|\/gifts/] },
  },
];

/** Issue 24: documents shaped like the published ones generate refused or the contract run misjudged. */
export const shapeDrills: Drill[] = [
  {
    file: '06-webhooks-only.yaml',
    generate: { exit: 0 },
    usage: `
      import { webhookRequestValidators } from './generated/webhook-validators.js';
      const client = createClient({ ${KEY} });
      // @ts-expect-error no operations, so no groups
      void client.players;
      void webhookRequestValidators['player.levelled']({ player_id: 'p_1', level: 2 });
    `,
    contract: {
      exit: 0,
      prints: [
        /webhook player\.levelled\s+yes\s+yes\s+yes\s+yes/,
        /webhook season\.ended\s+yes\s+yes\s+yes\s+yes/,
        /webhooks: 2 passed, 0 failed, 0 skipped/,
      ],
      never: [/not exercised/],
    },
  },
  {
    file: '07-untagged.yaml',
    generate: { exit: 0, never: [/warning/] },
    usage: `
      const client = createClient({ ${KEY} });
      void client.pets.list({ limit: 5 });
      void client.pets.add({ name: 'Rex' });
      void client.pets.findById(1);
      void client.pets.delete(1);
    `,
    contract: { exit: 0, prints: [/operations: 4 passed, 0 failed/] },
  },
  {
    file: '08-digit-tag.yaml',
    generate: {
      exit: 0,
      prints: [/warning: paths\.\/v2\/regions\.get: tag "\+\+\+" gives no group name; grouped by its path as regions/],
    },
    usage: `
      const client = createClient({ ${KEY} });
      void client.oneClickApplications.oneClicksList({ type: 'droplet' });
      void client.regions.list();
    `,
    contract: { exit: 0, prints: [/operations: 2 passed, 0 failed/] },
  },
  {
    file: '09-get-pairs.yaml',
    // Only the real defect stops generation; the overlay fixes it and nothing else.
    generate: { exit: 1, prints: [/duplicate operationId issue_loyalty_points/], never: [/collision|both map/] },
    overlay: {
      file: '09-get-pairs.overlay.yaml',
      generate: {
        exit: 0,
        prints: [/named it achievements\.bulkUpdate/, /named it itemCategories\.bulkDelete/],
        never: [/achievements\.get;|achievements\.list;/],
      },
    },
    usage: `
      const client = createClient({ ${KEY} });
      void client.achievements.list({ limit: 10 });
      void client.achievements.listAll();
      void client.achievements.get('ach_1');
      void client.achievements.create({ name: 'First blood' });
      void client.achievements.update('ach_1', { name: 'First blood' });
      void client.achievements.bulkUpdate([{ id: 'ach_1', name: 'First blood' }]);
      void client.achievements.delete('ach_1');
      void client.itemCategories.list();
      void client.itemCategories.get('cat_1');
      void client.itemCategories.delete('cat_1');
      void client.itemCategories.bulkDelete(['cat_1']);
      void client.creators.listCountries();
      void client.loyalty.issuePoints({ player_id: 'p_1', points: 5 });
      void client.loyalty.issuePointsInBulk([{ player_id: 'p_1', points: 5 }]);
    `,
    contract: { exit: 0, prints: [/operations: 13 passed, 0 failed/] },
  },
  {
    file: '10-array-string-examples.yaml',
    generate: { exit: 0 },
    usage: `
      const client = createClient({ ${KEY} });
      void client.collaborations.shareFiles({ file_ids: ['123'], role: 'viewer' });
      // @ts-expect-error file ids are strings
      void client.collaborations.shareFiles({ file_ids: [123], role: 'viewer' });
    `,
    contract: { exit: 0, prints: [/share_files\s+yes\s+yes\s+yes\s+yes/], never: [/client problems/] },
  },
  {
    file: '11-pattern-enum.yaml',
    generate: { exit: 0 },
    usage: `
      const client = createClient({ ${KEY} });
      void client.prices.list({ currency: 'EUR' });
      // @ts-expect-error the enum is the type: a pattern alone would allow any three capitals
      void client.prices.create({ currency: 'KZT', amount: 5 });
    `,
    contract: { exit: 0, prints: [/operations: 2 passed, 0 failed/], never: [/client problems/] },
  },
  {
    file: '12-exclusive-bounds.yaml',
    generate: { exit: 0 },
    usage: `
      const client = createClient({ ${KEY} });
      void client.discounts.list({ above: 6 });
      void client.discounts.create({ rate: 0.5, cap: 10 });
    `,
    contract: { exit: 0, prints: [/operations: 2 passed, 0 failed/], never: [/client problems/] },
  },
  {
    file: '13-read-only.yaml',
    generate: { exit: 0 },
    usage: `
      const client = createClient({ ${KEY} });
      void client.players.create({ id: 'p_1', name: 'Ann', audit: { created_at: '2026-01-01T00:00:00Z' } });
    `,
    contract: { exit: 0, prints: [/create_player\s+yes\s+yes\s+mock\s+yes/], never: [/NOT VALIDATED/] },
  },
  {
    file: '14-multi-file/openapi.yaml',
    generate: { exit: 0 },
    usage: `
      import type { components } from './generated/schema.js';
      const client = createClient({ ${KEY} });
      // External files' schemas keep their names once bundled.
      const price: components['schemas']['money'] = { amount: 5, currency: 'EUR' };
      void client.orders.create({ sku: 'sword', price });
      void client.orders.get('ord_1');
    `,
    contract: { exit: 0, prints: [/operations: 2 passed, 0 failed/] },
  },
  {
    file: '15-nothing.yaml',
    generate: { exit: 0 },
    usage: `
      const client = createClient({ ${KEY} });
      // @ts-expect-error no operations, so no groups
      void client.anything;
    `,
    contract: { exit: 1, prints: [/checked nothing: the document declares no operation and no webhook/] },
  },
];

export const drills: readonly Drill[] = [...bumpDrills, ...shapeDrills];
