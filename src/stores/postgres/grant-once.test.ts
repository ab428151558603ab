import { expect, it } from 'vitest';
import { createWebhookHandler } from '../../webhooks/handler.js';
import { MemoryIdempotencyStore } from '../../webhooks/idempotency/memory-store.js';
import { examples, FAKE_SECRET, referenceDelivery } from '../../../test/support/webhooks/fixtures.js';
import { createTestSchema } from '../../../test/support/stores/postgres-schema.js';
import { DATABASE_URL, describeWithService, probeService } from '../../../test/support/stores/services.js';
import { grantOnce } from './grant-once.js';

const postgres = await probeService('postgres', DATABASE_URL);

describeWithService(postgres, 'grantOnce: the delivery key recorded in the grant transaction', () => {
  it('a crash after the grant committed but before complete never grants twice; a rolled-back grant is redone', async () => {
    const test = await createTestSchema();
    const items = `"${test.schema}".granted_items`;
    try {
      await test.pool.query(`CREATE TABLE ${items} (event_id text NOT NULL, sku text NOT NULL)`);
      let calls = 0;
      const handler = createWebhookHandler({
        secret: FAKE_SECRET,
        store: new MemoryIdempotencyStore(),
        onError: () => {},
        on: {
          'item.add': async (event, { deliveryKey }) => {
            calls += 1;
            await grantOnce(
              test.pool,
              deliveryKey,
              async (client) => {
                await client.query(`INSERT INTO ${items} VALUES ($1, $2)`, [
                  event.event_id,
                  event.event_data.items[0]!.sku,
                ]);
                // Call 1: the grant itself fails, so its transaction (record included) rolls back.
                if (calls === 1) throw new Error('inventory service timed out');
              },
              { schema: test.schema },
            );
            // Call 2: the grant committed, then the process "dies" before the store records it.
            if (calls === 2) throw new Error('crashed after commit');
          },
        },
      });
      const deliver = async () => {
        const delivery = referenceDelivery(examples['item.add']);
        return (await handler.handle({ method: 'POST', headers: delivery.headers, rawBody: delivery.body })).status;
      };
      expect(await deliver()).toBe(500);
      expect((await test.pool.query(`SELECT count(*)::int AS n FROM ${items}`)).rows[0].n).toBe(0);
      expect(await deliver()).toBe(500);
      expect(await deliver()).toBe(200);
      expect(await deliver()).toBe(200);
      expect(calls).toBe(3);
      expect((await test.pool.query(`SELECT count(*)::int AS n FROM ${items}`)).rows[0].n).toBe(1);
    } finally {
      await test.drop();
    }
  });
});
