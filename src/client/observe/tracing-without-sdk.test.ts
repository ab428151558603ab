/**
 * `@opentelemetry/api` installed but no SDK registered (a common state: many libraries depend on
 * the API). Spans would be no-ops, so the client skips its span bookkeeping (otel-api.ts,
 * `tracerRegistered`), but it must still send on what the caller's context holds, and must pick up
 * an SDK registered after the client was made.
 */
import { context, propagation, ROOT_CONTEXT, TraceFlags, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTelemetryReady, tracerRegistered } from '../../internal/otel-api.js';
import { createClient } from '../create-client.js';
import { createFakeFetch, type FakeFetch } from '../../../test/support/client/fake-fetch.js';
import { startOtelRecorder } from '../../../test/support/internal/otel-recorder.js';

let fake: FakeFetch;
const client = () =>
  createClient({
    apiKey: 'sk_test_FAKE_NO_SDK_KEY',
    baseUrl: 'https://api.example.test',
    fetch: fake,
    rateLimit: false,
  });

function propagationOnly(): void {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
}

beforeEach(() => {
  trace.disable();
  propagation.disable();
  context.disable();
  fake = createFakeFetch({ status: 200, body: [] });
});
afterEach(() => {
  trace.disable();
  propagation.disable();
  context.disable();
});

describe('no SDK registered', () => {
  it('is seen as such, and a registered provider is seen at once', async () => {
    const otel = await openTelemetryReady();
    expect(otel).not.toBeNull();
    expect(tracerRegistered(otel!)).toBe(false);
    const recorder = startOtelRecorder();
    try {
      expect(tracerRegistered(otel!)).toBe(true);
    } finally {
      await recorder.close();
    }
    expect(tracerRegistered(otel!)).toBe(false);
  });

  it('calls go out untraced, and the first call after an SDK registers is traced', async () => {
    const sdk = client();
    await sdk.achievements.list({ limit: 1 });
    expect(fake.calls[0]!.headers.get('traceparent')).toBeNull();
    const recorder = startOtelRecorder();
    try {
      await sdk.achievements.list({ limit: 1 });
      const [span] = recorder.spans();
      expect(span?.name).toBe('GET /v1/achievements');
      expect(fake.calls[1]!.headers.get('traceparent')).toContain(span!.spanContext().spanId);
    } finally {
      await recorder.close();
    }
  });

  it("the caller's span context is still sent on, when only propagation is set up", async () => {
    propagationOnly();
    const parent = {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.SAMPLED,
    };
    await context.with(trace.setSpanContext(ROOT_CONTEXT, parent), () => client().achievements.list());
    expect(fake.calls[0]!.headers.get('traceparent')).toBe(`00-${parent.traceId}-${parent.spanId}-01`);
  });

  it("the caller's baggage is still sent on, when only propagation is set up", async () => {
    propagationOnly();
    const baggage = propagation.createBaggage({ 'game.region': { value: 'eu-west' } });
    await context.with(propagation.setBaggage(ROOT_CONTEXT, baggage), () => client().achievements.list());
    expect(fake.calls[0]!.headers.get('baggage')).toBe('game.region=eu-west');
  });
});
