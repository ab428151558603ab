/**
 * Named methods send their requests without openapi-fetch's per-call machinery
 * (named-request.ts), so they must send exactly what the path API sends for the same call, and
 * read answers the same way. Checked for every operation of the generated table.
 */
import { describe, expect, it } from 'vitest';
import { operationTable } from '../../generated/operations.js';
import { createClient } from './create-client.js';
import type { OperationEntryShape } from './named-types.js';
import { createFakeFetch, type FakeAnswer, type FakeCall } from '../internal/testing/fake-fetch.js';

type Loose = (...args: unknown[]) => Promise<unknown>;
type LoosePath = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown }>;

function sent(call: FakeCall | undefined) {
  return { url: call?.url, method: call?.method, headers: [...(call?.headers ?? [])], body: call?.body };
}

function clientWith(answer: FakeAnswer) {
  const fake = createFakeFetch(answer);
  const client = createClient({
    apiKey: 'sk_test_FAKE_parity_key',
    baseUrl: 'https://api.example.test/s2s',
    fetch: fake,
    rateLimit: false,
    maxRetries: 0,
  });
  return { fake, client: client as unknown as Record<string, Record<string, Loose>> & { request: LoosePath } };
}

/** The same call in both styles: path parameters with characters that need encoding, a query or a body. */
function callBoth(entry: OperationEntryShape, named: Loose, request: LoosePath) {
  const ids = entry.pathParams.map((name, index) => `${name} ${index}/ü`);
  const path = Object.fromEntries(entry.pathParams.map((name, index) => [name, ids[index]]));
  const query = entry.query ? { limit: 5, offset: 10, order_by: 'created_at' } : undefined;
  const body = entry.arg === 'body' ? { name: 'Dragon', items: [{ sku: 'sku_1' }] } : undefined;
  const headers = { 'X-Trace': 'parity' };
  const args =
    entry.arg === 'none' ? [...ids, { headers }] : [...ids, entry.arg === 'body' ? body : query, { headers }];
  return {
    named: () => named(...args),
    path: () => request(entry.method, entry.path, { params: { path, query }, body, headers }),
  };
}

const entries = Object.entries(operationTable).flatMap(([group, methods]) =>
  Object.entries<OperationEntryShape>(methods).map(([name, entry]) => ({ group, name, entry })),
);

describe('named methods send what the path API sends', () => {
  it.each(entries)('$group.$name', async ({ group, name, entry }) => {
    const { fake, client } = clientWith({ status: 200, body: { ok: true } });
    const both = callBoth(entry, client[group]?.[name] as Loose, client.request);
    const data = await both.named();
    const { data: pathData } = await both.path();
    expect(fake.calls).toHaveLength(2);
    expect(sent(fake.calls[0])).toEqual(sent(fake.calls[1]));
    expect(data).toEqual(pathData);
  });
});

describe('named methods read answers as openapi-fetch does', () => {
  const list = operationTable.achievements.list as OperationEntryShape;
  const answers: [string, FakeAnswer][] = [
    ['204', { status: 204 }],
    ['200 with Content-Length 0', { status: 200, headers: { 'content-length': '0' } }],
    ['200 with an empty body and no length', { status: 200 }],
    ['200 with JSON', { status: 200, body: [{ id: 'a' }] }],
  ];
  it.each(answers)('%s', async (_, answer) => {
    const { client } = clientWith(answer);
    const both = callBoth(list, client['achievements']?.['list'] as Loose, client.request);
    expect(await both.named()).toEqual((await both.path()).data);
  });

  it('a non-JSON error body is kept as text, as the path API keeps it', async () => {
    const { client } = clientWith({ status: 418, headers: { 'content-type': 'text/plain' }, raw: 'teapot' });
    const both = callBoth(list, client['achievements']?.['list'] as Loose, client.request);
    const error = (await both.named().catch((e: unknown) => e)) as { body: unknown };
    expect(error.body).toEqual((await both.path()).error);
  });
});
