/**
 * `npm run fixtures:record`: record wire fixtures by sending the client's own traffic through a
 * recording fetch, and sign the document's webhook examples with an obviously fake test secret.
 *
 * Target: the embedded Prism mock by default (works out of the box, no key needed). Against a real
 * environment set S2S_BASE_URL and S2S_API_KEY (a sandbox key); only read operations are recorded
 * there unless S2S_LIVE_WRITES=1, since writes change real data. The key never reaches a file:
 * Authorization is written as `[REDACTED]`, and a fixture that still contains the key is refused.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '../src/client/create-client.js';
import { webhookExamples } from '../generated/webhook-examples.js';
import { signWebhook } from '../src/webhooks/index.js';
import { listOperations, listWebhooks, loadDocument, type OperationEntry } from './support/document.js';
import { REDACTED, type Fixture, type OperationFixture, type WebhookFixture } from './support/fixtures.js';
import { callNamed, exampleArguments, namedOperations } from './support/operation-plan.js';
import { FIXTURES_DIR, RUN_DIR } from './support/paths.js';
import { startPrism } from './support/prism.js';
import { MOCK_API_KEY } from './support/target.js';
import { createRecordingFetch, type RecordedExchange } from './support/recording-fetch.js';

/** Obviously fake: webhook fixtures must verify offline, with the secret they record. */
export const FIXTURE_WEBHOOK_SECRET = 'whsec_test_fixture_fake_secret';

/** Response headers worth keeping; the rest (date, connection, ...) only make fixtures churn. */
const KEPT_RESPONSE_HEADERS = /^(content-type|retry-after|sl-violations|x-.*)$/;
const KEPT_REQUEST_HEADERS = /^(content-type|accept)$/;

const document = loadDocument();
const version = document.info.version as string;

function toFixture(operationId: string, target: string, exchange: RecordedExchange): OperationFixture {
  const { request, response } = exchange;
  const scheme = request.headers.authorization?.split(' ')[0] ?? 'Bearer';
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => KEPT_REQUEST_HEADERS.test(name)));
  return {
    kind: 'operation',
    documentVersion: version,
    operationId,
    target,
    request: {
      method: request.method,
      path: decodeURIComponent(request.url.pathname),
      query: Object.fromEntries(request.url.searchParams),
      headers: { ...headers, authorization: `${scheme} ${REDACTED}` },
      ...(request.body === undefined ? {} : { body: request.body }),
    },
    response: {
      status: response.status,
      headers: Object.fromEntries([...response.headers].filter(([name]) => KEPT_RESPONSE_HEADERS.test(name))),
      ...(response.body === undefined ? {} : { body: response.body }),
    },
  };
}

function write(file: string, fixture: Fixture, secrets: string[]): void {
  const text = `${JSON.stringify(fixture, null, 2)}\n`;
  for (const secret of secrets) {
    const forms = [secret, Buffer.from(`${secret}:`).toString('base64')];
    if (forms.some((form) => text.includes(form))) throw new Error(`refusing to write ${file}: it contains the API key`);
  }
  mkdirSync(join(FIXTURES_DIR, file, '..'), { recursive: true });
  writeFileSync(join(FIXTURES_DIR, file), text);
}

async function recordOperations(baseUrl: string, apiKey: string, target: string, writes: boolean): Promise<number> {
  const recorder = createRecordingFetch();
  const client = createClient({ apiKey, baseUrl, fetch: recorder.fetch, maxRetries: 0 });
  let count = 0;
  const attempt = async (entry: OperationEntry, args: unknown[], file: string, mustReject?: string) => {
    const named = namedOperations.get(entry.operationId)!;
    await callNamed(client, named, args).catch(() => undefined); // error answers are recorded too
    const fixture = toFixture(entry.operationId, target, recorder.last());
    write(file, mustReject ? { ...fixture, mustReject } : fixture, [apiKey]);
    count++;
  };
  for (const entry of listOperations(document)) {
    if (entry.method !== 'get' && !writes) continue;
    const named = namedOperations.get(entry.operationId);
    if (!named) throw new Error(`${entry.operationId} has no named method`);
    await attempt(entry, exampleArguments(entry, named), `operations/${entry.operationId}.json`);
  }
  if (target === 'mock') {
    const find = (id: string) => listOperations(document).find((o) => o.operationId === id)!;
    await attempt(find('createOrder'), [{ items: [{ sku: 'gem_pack_500' }] }], 'negative/createOrder-without-player-id.json',
      'the request body lacks the required player_id');
    await attempt(find('listPayments'), [{ field: 'created_at' }], 'negative/listPayments-with-former-field-parameter.json',
      'GET /v1/payments renamed `field` to order_by (spec §9); `field` is not a declared parameter');
  }
  return count;
}

function recordWebhooks(): number {
  let count = 0;
  for (const { path: eventType } of listWebhooks(document)) {
    const example = structuredClone(webhookExamples[eventType as keyof typeof webhookExamples]) as Record<string, unknown>;
    const delivery = (payload: object, mustReject?: string, tamper?: (body: string) => string): WebhookFixture => {
      const signed = signWebhook({ payload, secret: FIXTURE_WEBHOOK_SECRET, timestamp: String(example.event_time) });
      const rawBody = String(signed.body);
      return {
        kind: 'webhook',
        documentVersion: version,
        eventType,
        testSecret: FIXTURE_WEBHOOK_SECRET,
        headers: signed.headers,
        rawBody: tamper ? tamper(rawBody) : rawBody,
        ...(mustReject ? { mustReject } : {}),
      };
    };
    write(`webhooks/${eventType}.json`, delivery(example), []);
    count++;
    if (eventType === 'item.add') {
      write('negative/item.add-body-changed-after-signing.json',
        delivery(example, 'the body was changed after it was signed', (body) => body.replace('gem_pack_500', 'gem_pack_5000')), []);
      const withoutSku = structuredClone(example) as { event_data: { items: object[] } };
      withoutSku.event_data.items = [{ quantity: 1 }];
      write('negative/item.add-item-without-sku.json', delivery(withoutSku, 'an item lacks the required sku'), []);
      count += 2;
    }
  }
  return count;
}

async function main(): Promise<void> {
  const baseUrl = process.env.S2S_BASE_URL;
  const apiKey = process.env.S2S_API_KEY;
  if (baseUrl && !apiKey) throw new Error('S2S_BASE_URL is set but S2S_API_KEY is not');
  const writes = process.env.S2S_LIVE_WRITES === '1';
  let operations: number;
  if (baseUrl && apiKey) {
    console.log(`recording against ${new URL(baseUrl).origin}${writes ? ' (writes included)' : ' (read operations only; S2S_LIVE_WRITES=1 adds writes)'}`);
    operations = await recordOperations(baseUrl, apiKey, new URL(baseUrl).origin, writes);
  } else {
    rmSync(join(FIXTURES_DIR, 'operations'), { recursive: true, force: true });
    rmSync(join(FIXTURES_DIR, 'negative'), { recursive: true, force: true });
    const prism = await startPrism({ logFile: join(RUN_DIR, 'prism-record.log') });
    try {
      operations = await recordOperations(prism.url, MOCK_API_KEY, 'mock', true);
    } finally {
      await prism.close();
    }
  }
  const webhooks = recordWebhooks();
  console.log(`wrote ${operations} operation and ${webhooks} webhook fixtures under contract-tests/fixtures/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
