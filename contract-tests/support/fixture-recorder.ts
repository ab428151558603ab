/**
 * Records the wire fixtures (fixtures.ts) of a document: each operation through the client's own
 * named method, a negative fixture per operation whose body or query the mock must refuse (taken
 * from broken-requests.ts, so no operation is named here), and each webhook example signed with an
 * obviously fake secret, with negatives (a body changed after signing, a body that breaks the
 * schema). Everything goes into a temporary folder that replaces the fixtures only when every
 * recording succeeded; otherwise the old fixtures stay as they were and the error names what failed.
 */
import { join, dirname } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { checkedFileName } from './file-name.js';
import { createClient } from '../../src/client/create-client.js';
import { signWebhook } from '../../src/webhooks/sign.js';
import { createDocumentAjv, type DocumentAjv } from './ajv.js';
import { brokenRequests } from './broken-requests.js';
import { listOperations, listWebhooks, resolveRef, type JsonObject, type OperationEntry } from './document.js';
import { REDACTED, type Fixture, type OperationFixture, type WebhookFixture } from './fixtures.js';
import { mutationsFor } from './mutations.js';
import { callNamed, namedOperations, sampleArguments } from './operation-plan.js';
import { createRecordingFetch } from './recording-fetch.js';
import { replaceFolder } from './replace-folder.js';
import { firstExample, SAMPLE_API_KEY, sampleRequest, sendRequest } from './sample-request.js';

/** Obviously fake: webhook fixtures must verify offline, with the secret they record. */
export const FIXTURE_WEBHOOK_SECRET = 'whsec_test_fixture_fake_secret';

/** Response headers worth keeping; the rest (date, connection, ...) only make fixtures churn. */
const KEPT_RESPONSE_HEADERS = /^(content-type|retry-after|sl-violations|x-.*)$/;
const KEPT_REQUEST_HEADERS = /^(content-type|accept)$/;

export interface RecordTarget {
  baseUrl: string;
  apiKey: string;
  /** `mock`, or the origin of a real environment; written into each fixture. */
  name: string;
  /** Whether operations other than GET are recorded. */
  writes: boolean;
}

export interface RecordOptions {
  document: JsonObject;
  fixturesDir: string;
  target: RecordTarget;
}

/** What every recording needs: the options and one ajv for the document. */
interface Recording extends RecordOptions {
  ajv: DocumentAjv;
}

interface Exchange {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: unknown;
  status: number;
  responseHeaders: Headers;
  responseBody?: unknown;
}

const NEGATIVE_PREFERENCE = [/dropped/, /enum/, /pattern/, /wrong type at \/./, /./];

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function toFixture(version: string, operationId: string, target: string, exchange: Exchange): OperationFixture {
  const scheme = exchange.headers.authorization?.split(' ')[0] ?? 'Bearer';
  const kept = Object.entries(exchange.headers).filter(([name]) => KEPT_REQUEST_HEADERS.test(name));
  const headers = Object.fromEntries(kept);
  return {
    kind: 'operation',
    documentVersion: version,
    operationId,
    target,
    request: {
      method: exchange.method,
      path: decodeURIComponent(exchange.url.pathname),
      query: Object.fromEntries(exchange.url.searchParams),
      headers: { ...headers, authorization: `${scheme} ${REDACTED}` },
      ...(exchange.body === undefined ? {} : { body: exchange.body }),
    },
    response: {
      status: exchange.status,
      headers: Object.fromEntries([...exchange.responseHeaders].filter(([name]) => KEPT_RESPONSE_HEADERS.test(name))),
      ...(exchange.responseBody === undefined ? {} : { body: exchange.responseBody }),
    },
  };
}

function writeFixture(dir: string, file: string, fixture: Fixture, secrets: string[]): void {
  const text = `${JSON.stringify(fixture, null, 2)}\n`;
  for (const secret of secrets) {
    const forms = [secret, Buffer.from(`${secret}:`).toString('base64')];
    if (forms.some((form) => text.includes(form))) {
      throw new Error(`refusing to write ${file}: it contains the API key`);
    }
  }
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

/** Runs one recording; any failure is rethrown naming what was being recorded. */
async function recording<T>(what: string, record: () => Promise<T> | T): Promise<T> {
  try {
    return await record();
  } catch (error) {
    throw new Error(`recording ${what} failed: ${(error as Error).message}`, { cause: error });
  }
}

async function recordOperation(options: Recording, dir: string, entry: OperationEntry): Promise<void> {
  const { document, target, ajv } = options;
  const named = namedOperations.get(entry.operationId);
  if (!named) throw new Error('the client has no named method for it (run npm run generate)');
  const recorder = createRecordingFetch();
  const { apiKey, baseUrl } = target;
  const client = createClient({ apiKey, baseUrl, fetch: recorder.fetch, maxRetries: 0, rateLimit: false });
  const sample = sampleRequest(document, ajv, entry);
  // A recording of a request the document does not accept would teach every later check the wrong thing.
  if (sample.unsatisfied) throw new Error(`no valid request could be built: ${sample.unsatisfied.join('; ')}`);
  const recognisable = (name: string, value: string) => {
    const parameter = entry.parameters.find((p) => p.in === 'path' && p.name === name);
    return !parameter?.schema || ajv.compileLocal(parameter.schema)(value);
  };
  const args = sampleArguments(named, sample, { template: entry.path, recognisable });
  const { request, response } = await recorder.answerTo(callNamed(client, named, args)); // error answers are recorded too
  if (target.name === 'mock' && response.status >= 300) {
    throw new Error(`the mock answered ${response.status}: ${response.text.slice(0, 200)}`);
  }
  const { status, headers: responseHeaders, body: responseBody } = response;
  const exchange = { ...request, status, responseHeaders, responseBody };
  const fixture = toFixture(document.info.version, entry.operationId, target.name, exchange);
  writeFixture(dir, `operations/${entry.operationId}.json`, fixture, [apiKey]);
}

/** The most telling body or query break of the operation, sent to the mock, which must refuse it. */
async function recordNegative(options: Recording, dir: string, entry: OperationEntry): Promise<boolean> {
  const { document, target, ajv } = options;
  const candidates = brokenRequests(document, ajv, entry, sampleRequest(document, ajv, entry)).filter((b) =>
    /^(body:|query |required query )/.test(b.name),
  ); // what fixture checks can see
  // A field dropped first, then a value the schema forbids, a wrong type last.
  const rank = (name: string) => NEGATIVE_PREFERENCE.findIndex((pattern) => pattern.test(name));
  const broken = candidates.sort((a, b) => rank(a.name) - rank(b.name))[0];
  if (!broken) return false;
  const answer = await sendRequest(target.baseUrl, broken.request);
  if (answer.status < 400 || answer.status >= 500) {
    throw new Error(`the mock accepted a request that breaks it (${broken.name}): ${answer.status}`);
  }
  const url = new URL(`${target.baseUrl}${broken.request.path}?${new URLSearchParams(broken.request.query)}`);
  const exchange = {
    ...broken.request,
    url,
    status: answer.status,
    responseHeaders: answer.headers,
    responseBody: answer.body,
  };
  const fixture = {
    ...toFixture(document.info.version, entry.operationId, target.name, exchange),
    mustReject: broken.name,
  };
  const file = `negative/${entry.operationId}-${slug(broken.name)}.json`;
  writeFixture(dir, file, fixture, [target.apiKey, SAMPLE_API_KEY]);
  return true;
}

/** The webhook's example delivery, signed, and its negatives; returns how many fixtures it wrote. */
function recordWebhook(document: JsonObject, dir: string, entry: OperationEntry): number {
  const eventType = entry.path;
  const requestBody = resolveRef(document, entry.operation.requestBody ?? {});
  const media = requestBody.content?.['application/json'] as JsonObject | undefined;
  const example = firstExample(document, media);
  if (!media || !example.found) throw new Error('the document gives no example delivery');
  const payload = example.value as Record<string, unknown>;
  const timestamp = String(payload.event_time ?? 0);
  const delivery = (body: unknown, mustReject?: string, tamper?: (raw: string) => string): WebhookFixture => {
    const signed = signWebhook({ payload: body as object, secret: FIXTURE_WEBHOOK_SECRET, timestamp });
    const rawBody = String(signed.body);
    return {
      kind: 'webhook',
      documentVersion: document.info.version,
      eventType,
      testSecret: FIXTURE_WEBHOOK_SECRET,
      headers: signed.headers,
      rawBody: tamper ? tamper(rawBody) : rawBody,
      ...(mustReject ? { mustReject } : {}),
    };
  };
  writeFixture(dir, `webhooks/${eventType}.json`, delivery(payload), []);
  // Same JSON, other bytes: the signature covers the raw body, so this must be refused.
  const changed = delivery(payload, 'the body was changed after it was signed', (raw) => raw.replace(/}$/, ' }'));
  writeFixture(dir, `negative/${eventType}-body-changed-after-signing.json`, changed, []);
  const mutation = mutationsFor(media.schema, payload, (node) => resolveRef(document, node)).find((m) =>
    m.name.startsWith('required'),
  );
  if (!mutation) return 2;
  const broken = delivery(mutation.apply(payload), `the body breaks the schema: ${mutation.name}`);
  writeFixture(dir, `negative/${eventType}-${slug(mutation.name)}.json`, broken, []);
  return 3;
}

/**
 * Each operationId and webhook name becomes a file name: all are checked before anything is recorded,
 * so a document naming one `../../x` writes nothing at all (the generator refuses such names too).
 */
function checkFileNames(document: JsonObject): void {
  for (const entry of listOperations(document)) {
    checkedFileName(entry.operationId, `the operationId of ${entry.method.toUpperCase()} ${entry.path}`);
  }
  for (const entry of listWebhooks(document)) checkedFileName(entry.path, 'the webhook name');
}

/** Records every fixture into a temporary folder and swaps it in for `fixturesDir` on full success. */
export async function recordFixtures(recordOptions: RecordOptions): Promise<{ operations: number; webhooks: number }> {
  checkFileNames(recordOptions.document);
  const options: Recording = { ...recordOptions, ajv: createDocumentAjv(recordOptions.document) };
  const { document, target } = options;
  // Against a real environment only reads may be recorded: keep the other fixtures as they are.
  return replaceFolder(
    options.fixturesDir,
    async (dir) => {
      let operations = 0;
      let webhooks = 0;
      for (const entry of listOperations(document)) {
        if (entry.method !== 'get' && !target.writes) continue;
        const name = `${entry.operationId} (${entry.method.toUpperCase()} ${entry.path})`;
        await recording(name, () => recordOperation(options, dir, entry));
        operations++;
        // Broken requests are for the mock only: a real environment is not the place to try them.
        if (target.name !== 'mock') continue;
        if (await recording(`the negative fixture of ${name}`, () => recordNegative(options, dir, entry))) operations++;
      }
      for (const entry of listWebhooks(document)) {
        webhooks += await recording(`webhook ${entry.path}`, () => recordWebhook(document, dir, entry));
      }
      return { operations, webhooks };
    },
    { keepExisting: target.name !== 'mock' },
  );
}
