/**
 * OpenTelemetry through the public client, with a real SDK (in-memory exporter) and the W3C
 * propagator: one CLIENT span per attempt with the HTTP semantic-convention attributes, the
 * trace context sent on the request, retries as resends, and failures as `error.type`.
 */
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError, TimeoutError } from '../../errors/index.js';
import { createClient } from '../create-client.js';
import type { ClientOptions } from '../options.js';
import { createFakeFetch, type FakeFetch } from '../../../test/support/client/fake-fetch.js';
import { startOtelRecorder, traceparentOf, type OtelRecorder } from '../../../test/support/internal/otel-recorder.js';

const BASE = 'https://api.example.test:8443/s2s';
let otel: OtelRecorder;
let fake: FakeFetch;

beforeAll(() => {
  otel = startOtelRecorder();
});
afterAll(() => otel.close());
beforeEach(() => {
  otel.reset();
  fake = createFakeFetch({ status: 200, body: [] });
});

const client = (options: Partial<ClientOptions> = {}) =>
  createClient({ apiKey: 'sk_test_FAKE_TRACING', baseUrl: BASE, fetch: fake, rateLimit: false, ...options });

describe('a CLIENT span per attempt (HTTP semantic conventions)', () => {
  it('named method: attributes, no query values, and the span context sent as traceparent', async () => {
    await client().achievements.list({ limit: 20 });
    const [span, ...rest] = otel.spans();
    expect(rest).toEqual([]);
    expect(span!.name).toBe('GET /v1/achievements');
    expect(span!.kind).toBe(SpanKind.CLIENT);
    expect(span!.attributes).toEqual({
      'http.request.method': 'GET',
      'server.address': 'api.example.test',
      'server.port': 8443,
      'url.full': 'https://api.example.test:8443/s2s/v1/achievements',
      'url.path': '/s2s/v1/achievements',
      'url.scheme': 'https',
      'url.template': '/v1/achievements',
      'http.response.status_code': 200,
    });
    expect(span!.status.code).toBe(SpanStatusCode.UNSET);
    expect(fake.calls[0]!.url).toContain('limit=20');
    expect(fake.calls[0]!.headers.get('traceparent')).toBe(traceparentOf(span!));
  });

  it('path API: the template names the span, the real path is url.path', async () => {
    await client().GET('/v1/achievements/{achievement_id}', { params: { path: { achievement_id: 'ach_1' } } });
    const [span] = otel.spans();
    expect(span!.name).toBe('GET /v1/achievements/{achievement_id}');
    expect(span!.attributes['url.path']).toBe('/s2s/v1/achievements/ach_1');
    expect(span!.attributes['url.template']).toBe('/v1/achievements/{achievement_id}');
    expect(fake.calls[0]!.headers.get('traceparent')).toBe(traceparentOf(span!));
  });

  it('retries: one span per attempt, resends counted, each attempt sends its own context', async () => {
    const busy = { status: 503, headers: { 'retry-after': '0' }, body: { detail: 'busy' } };
    fake.script(busy, busy, { status: 200, body: [] });
    await client().achievements.list();
    const spans = otel.spans();
    expect(spans.map((s) => s.attributes['http.response.status_code'])).toEqual([503, 503, 200]);
    expect(spans.map((s) => s.attributes['http.request.resend_count'])).toEqual([undefined, 1, 2]);
    expect(spans.map((s) => s.attributes['error.type'])).toEqual(['503', '503', undefined]);
    expect(spans.map((s) => s.status.code)).toEqual([SpanStatusCode.ERROR, SpanStatusCode.ERROR, SpanStatusCode.UNSET]);
    expect(fake.calls.map((c) => c.headers.get('traceparent'))).toEqual(spans.map(traceparentOf));
  });

  it('an error status: error.type is the status; the error says how many attempts and how long', async () => {
    fake.script({ status: 404, body: { detail: 'no such achievement' } });
    const error = await client()
      .achievements.get('ach_x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).attempts).toBe(1);
    const [span] = otel.spans();
    expect(span!.attributes).toMatchObject({ 'http.response.status_code': 404, 'error.type': '404' });
  });

  it('no answer: connection failure and timeout become error.type, with no status code', async () => {
    fake.script({ fail: 'ECONNREFUSED' }, { hang: true });
    await expect(client({ maxRetries: 0 }).orders.create({ player_id: 'p', items: [] })).rejects.toThrow();
    await expect(client({ maxRetries: 0, timeoutMs: 20 }).achievements.list()).rejects.toBeInstanceOf(TimeoutError);
    const spans = otel.spans();
    expect(spans.map((s) => s.attributes['error.type'])).toEqual(['ConnectionError', 'TimeoutError']);
    expect(spans.map((s) => s.attributes['http.response.status_code'])).toEqual([undefined, undefined]);
    expect(spans.every((s) => s.status.code === SpanStatusCode.ERROR)).toBe(true);
  });

  it("nests under the caller's span, and fetch runs inside the attempt's span", async () => {
    const seenByFetch: (string | undefined)[] = [];
    const fetch: typeof fake = Object.assign(
      (url: string, init: RequestInit) => {
        seenByFetch.push(trace.getActiveSpan()?.spanContext().spanId);
        return fake(url, init);
      },
      { calls: fake.calls, script: fake.script },
    );
    const parent = trace.getTracer('test').startSpan('game server request');
    await context.with(trace.setSpan(context.active(), parent), () => client({ fetch }).achievements.list());
    parent.end();
    const [attempt] = otel.spans();
    expect(attempt!.parentSpanContext?.spanId).toBe(parent.spanContext().spanId);
    expect(attempt!.spanContext().traceId).toBe(parent.spanContext().traceId);
    expect(seenByFetch).toEqual([attempt!.spanContext().spanId]);
  });

  it('tracing: false makes no span and sends no trace context', async () => {
    await client({ tracing: false }).achievements.list();
    expect(otel.spans()).toEqual([]);
    expect(fake.calls[0]!.headers.get('traceparent')).toBeNull();
  });
});
