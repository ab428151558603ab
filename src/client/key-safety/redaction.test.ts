/**
 * The API key is a server secret (spec §5.4). Every error path is driven with a canary key, in
 * both auth schemes, with a server that echoes the key back wherever it can; then the error, its
 * message, `toString`, JSON form, inspection (with hidden fields and causes) and all console
 * output are searched for the key in every form it could take. Every call also runs with pino at
 * debug level (bodies included) and a real OpenTelemetry SDK, and every log line, span name,
 * attribute, status message and event is searched too.
 */
import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../create-client.js';
import type { ClientOptions } from '../options.js';
import { closedPort, startFaultServer, type FaultServer } from '../../../test/support/client/fault-server.js';
import { createFakeFetch } from '../../../test/support/client/fake-fetch.js';
import { memoryLogger } from '../../../test/support/client/memory-logger.js';
import { keyForms } from '../../../test/support/client/key-forms.js';
import { startOtelRecorder, type OtelRecorder } from '../../../test/support/internal/otel-recorder.js';

// 39 characters: `KEY:` is 40 bytes, so its base64 (the Basic header) ends in `==`.
const KEY = 'sk_test_CANARY_8f3b2c1d9e7a6b5c4d3e2f1a';
const FORMS = [...keyForms(KEY), KEY.slice(4)];

let server: FaultServer;
let otel: OtelRecorder;
const printed: string[] = [];
const log = memoryLogger('debug');

beforeAll(async () => {
  server = await startFaultServer();
  otel = startOtelRecorder();
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) => void printed.push(inspect(args, { depth: 10 })),
    );
  }
});
afterEach(() => {
  server.fallback = { status: 200, body: {} };
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server.close();
  await otel.close();
});

function everythingAbout(error: unknown): string {
  const e = error as Error;
  return [
    String(error),
    e?.message,
    e?.stack,
    JSON.stringify(error),
    inspect(error, { depth: 20, showHidden: true }),
    inspect((error as { cause?: unknown })?.cause, { depth: 20, showHidden: true }),
  ].join('\n');
}

function expectNoKey(text: string): void {
  for (const form of FORMS) expect(text).not.toContain(form);
}

const echo = (status: number) => ({
  status,
  headers: { 'www-authenticate': `Bearer ${KEY}`, 'x-echo': Buffer.from(`${KEY}:`).toString('base64') },
  body: {
    detail: status === 422 ? [{ loc: ['header', KEY], msg: `bad key ${KEY}`, type: 'x' }] : `key ${KEY} rejected`,
  },
});

describe.each(['bearer', 'basic'] as const)('no error carries the key (%s auth)', (auth) => {
  const make = (options: Partial<ClientOptions> = {}) =>
    createClient({
      apiKey: KEY,
      baseUrl: server.url,
      auth,
      rateLimit: false,
      maxRetries: 0,
      logger: log.logger,
      logLevel: 'debug',
      ...options,
    });

  it.each([400, 401, 403, 404, 409, 422, 429, 500, 503])(
    'status %i, with the key echoed in body and headers',
    async (status) => {
      server.fallback = echo(status);
      const error = await make()
        .orders.create({ player_id: KEY, items: [{ sku: KEY }] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expectNoKey(everythingAbout(error));
    },
  );

  it('connection refused, reset, timeout, bad JSON, and an injected fetch that quotes the header', async () => {
    const errors: unknown[] = [];
    const port = await closedPort();
    errors.push(
      await make({ baseUrl: `http://127.0.0.1:${port}` })
        .achievements.list()
        .catch((e: unknown) => e),
    );
    server.fallback = { reset: true };
    errors.push(
      await make()
        .achievements.list()
        .catch((e: unknown) => e),
    );
    server.fallback = { hang: true };
    errors.push(
      await make({ timeoutMs: 50 })
        .achievements.list()
        .catch((e: unknown) => e),
    );
    server.fallback = { status: 200, body: `not json ${KEY}` };
    errors.push(
      await make()
        .achievements.list()
        .catch((e: unknown) => e),
    );
    const leaky = async (_url: string, init: RequestInit): Promise<Response> => {
      throw new TypeError(`bad header ${new Headers(init.headers).get('authorization')}`, { cause: new Error(KEY) });
    };
    errors.push(
      await make({ fetch: leaky })
        .achievements.list()
        .catch((e: unknown) => e),
    );
    const fake = createFakeFetch({ status: 200, body: [] });
    errors.push(
      await make({ fetch: fake })
        .GET('/v1/achievements', { signal: AbortSignal.abort(new Error('gone')) })
        .catch((e: unknown) => e),
    );
    expect(errors.map((e) => e instanceof Error)).toEqual(errors.map(() => true));
    for (const error of errors) expectNoKey(everythingAbout(error));
  });

  it('configuration errors and a bad path parameter', async () => {
    const errors: unknown[] = [];
    const attempt = (options: Partial<ClientOptions>) => {
      try {
        createClient({ apiKey: KEY, baseUrl: server.url, auth, ...options });
      } catch (error) {
        errors.push(error);
      }
    };
    attempt({ baseUrl: `http://api.example.com/${KEY}` });
    attempt({ baseUrl: `https://${KEY}:x@api.example.com` });
    attempt({ apiKey: `${KEY}\n` });
    attempt({ timeoutMs: -1 });
    errors.push(
      await make()
        // @ts-expect-error the id is required
        .achievements.get()
        .catch((e: unknown) => e),
    );
    expect(errors).toHaveLength(5);
    for (const error of errors) expectNoKey(everythingAbout(error));
  });

  it('retries, hooks, logs and spans of a retried call carry no key either', async () => {
    server.script(echo(503), echo(429));
    server.fallback = { status: 200, body: { echoed: KEY } };
    const seen: unknown[] = [];
    const record = (info: unknown) => void seen.push(info);
    const hooks = { beforeRequest: record, afterResponse: record, beforeRetry: record, onFailure: record };
    const { data } = await make({ maxRetries: 2, hooks }).achievements.list().withResponse();
    expect(data).toEqual({ echoed: KEY }); // the caller's own data is not altered
    expect(seen).toHaveLength(8); // 3 × before + 3 × after + 2 × retry
    expectNoKey(inspect(seen, { depth: 20, showHidden: true }));
  });

  it('no log line, span name, attribute, status or event carries the key', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20)); // response bodies are logged from a copy, later
    expect(log.lines.length).toBeGreaterThan(20);
    expect(otel.spans().length).toBeGreaterThan(10);
    expectNoKey(log.lines.map((line) => line.raw).join('\n'));
    const spans = otel
      .spans()
      .map((span) => ({ name: span.name, attributes: span.attributes, status: span.status, events: span.events }));
    expectNoKey(JSON.stringify(spans));
  });

  it('a redirect whose Location echoes the Authorization header, in any encoding, carries no key', async () => {
    const echoes = keyForms(KEY);
    const basic = Buffer.from(`${KEY}:`).toString('base64');
    expect(basic.endsWith('==')).toBe(true);
    expect(echoes).toContain(encodeURIComponent(basic));
    for (const echo of [`Basic%20${encodeURIComponent(basic)}`, ...echoes]) {
      server.script({ status: 302, headers: { location: `https://elsewhere.example/login?auth=${echo}&next=%2Fv1` } });
      const error = (await make()
        .achievements.list()
        .catch((e: unknown) => e)) as { location?: string };
      expect(error.location).toMatch(/^https:\/\/elsewhere\.example\/login\?auth=(Basic%20)?\[REDACTED\]&next=%2Fv1$/);
      expectNoKey(everythingAbout(error));
    }
  });

  it('nothing printed carries the key, and the client object itself does not show it', async () => {
    // Its own calls, logged to the console at debug level (what GAME_COMMERCE_LOG=debug does), so
    // this check never runs on nothing, whichever tests ran before it.
    const before = printed.length;
    server.fallback = echo(401);
    await make({ logger: console })
      .achievements.list()
      .catch(() => undefined);
    server.fallback = { status: 200, body: { echoed: KEY } };
    await make({ logger: console }).achievements.list();
    expect(printed.length - before).toBeGreaterThanOrEqual(4); // request and response lines of both calls
    expectNoKey(printed.join('\n'));
    expectNoKey(inspect(make(), { depth: 20, showHidden: true }));
    expectNoKey(JSON.stringify(make()));
  });
});

describe('redaction never corrupts data', () => {
  const body = {
    [KEY]: 'a JSON key equal to the key stays',
    detail: [{ loc: ['body', 'player_id'], msg: `player ${KEY} is unknown`, type: 'value_error' }],
    path: '/v1/orders',
  };
  const expected = {
    [KEY]: 'a JSON key equal to the key stays',
    detail: [{ loc: ['body', 'player_id'], msg: 'player [REDACTED] is unknown', type: 'value_error' }],
    path: '/v1/orders',
  };
  const make = () => createClient({ apiKey: KEY, baseUrl: server.url, rateLimit: false, maxRetries: 0 });

  it('refuses a key too short to be told apart from text, such as `e`', () => {
    expect(() => createClient({ apiKey: 'e', baseUrl: server.url })).toThrow(/apiKey is too short .*at least 16/);
  });

  it('redacts a key echoed in a 4xx body in the thrown error, keeping keys, issues and other strings', async () => {
    server.fallback = { status: 422, body };
    const error = (await make()
      .orders.create({ player_id: 'p1', items: [{ sku: 'gem' }] })
      .catch((e: unknown) => e)) as {
      body: unknown;
      issues: unknown;
      detail: string;
      message: string;
      path: string;
    };
    expect(error.body).toEqual(expected);
    expect(error.issues).toEqual([
      { loc: ['body', 'player_id'], msg: 'player [REDACTED] is unknown', type: 'value_error' },
    ]);
    expect(error.detail).toBe('body.player_id: player [REDACTED] is unknown');
    expect(error.path).toBe('/v1/orders');
    expect(error.message).toBe('422 from POST /v1/orders: body.player_id: player [REDACTED] is unknown');
  });

  it("redacts the same body in the path API's error", async () => {
    server.fallback = { status: 400, body };
    const { error, data } = await make().POST('/v1/orders', { body: { player_id: 'p1', items: [{ sku: 'gem' }] } });
    expect(data).toBeUndefined();
    expect(error).toEqual(expected);
  });

  it('leaves a 2xx body exactly as sent, even where it holds the key', async () => {
    server.fallback = { status: 200, body: [{ id: KEY }] };
    expect((await make().GET('/v1/achievements')).data).toEqual([{ id: KEY }]);
  });
});
