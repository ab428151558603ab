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

export const drills: Drill[] = [
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
    generate: { exit: 1, prints: [/GetOrder/, /get_order/, /orders\.get/] },
    overlay: { file: '04-collision.overlay.yaml', generate: { exit: 0 } },
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
    generate: { exit: 1, prints: [/GetOrder/] },
    overlay: { file: '04-collision.overlay.yaml', generate: { exit: 0 } },
    diff: { exit: 0 },
    // Prism cannot compile the /gifts body schema and would accept anything: the run must say so.
    contract: { exit: 1, prints: [/NOT VALIDATED/, /sendGift|send_gift|\/gifts/] },
  },
];
