/**
 * `onOutcome` and the delivery span, through the real receiver core and a real OpenTelemetry SDK:
 * every kind of delivery is reported once with its outcome, code and duration, and its SERVER span
 * carries the event type and outcome but never the secret, a signature or the body.
 */
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOtelRecorder, type OtelRecorder } from '../../test/support/internal/otel-recorder.js';
import { createWebhookHandler, type WebhookHandlerOptions } from './handler.js';
import type { WebhookOutcomeInfo } from './observe-delivery.js';
import {
  deliverSigned,
  examples,
  FAKE_SECRET,
  OTHER_FAKE_SECRET,
  referenceDelivery,
} from '../../test/support/webhooks/fixtures.js';

let otel: OtelRecorder;
beforeAll(() => {
  otel = startOtelRecorder();
});
afterAll(() => otel.close());
beforeEach(() => otel.reset());

function setup(options: Partial<WebhookHandlerOptions> = {}) {
  const outcomes: WebhookOutcomeInfo[] = [];
  const grant = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(undefined);
  const handler = createWebhookHandler({
    secret: FAKE_SECRET,
    on: { 'item.add': grant },
    onError: () => {},
    onOutcome: (info) => outcomes.push(info),
    ...options,
  });
  const deliver = (payload: unknown, extra: { secret?: string; method?: string } = {}) =>
    deliverSigned(handler, payload, extra);
  return { deliver, outcomes };
}

describe('onOutcome', () => {
  it('reports every delivery: failed, processed, duplicate, rejected with its code', async () => {
    const { deliver, outcomes } = setup();
    const event = examples['item.add'];
    await deliver(event); // the handler fails once
    await deliver(event);
    await deliver(event);
    await deliver(event, { secret: OTHER_FAKE_SECRET });
    await deliver(examples['item.remove']);
    await deliver(event, { method: 'GET' });
    expect(outcomes.map(({ durationMs, ...rest }) => rest)).toEqual([
      { outcome: 'failed', status: 500, code: 'handler_failed', eventType: 'item.add' },
      { outcome: 'processed', status: 200, code: undefined, eventType: 'item.add' },
      { outcome: 'duplicate', status: 200, code: undefined, eventType: 'item.add' },
      { outcome: 'rejected', status: 403, code: 'no_matching_signature', eventType: undefined },
      { outcome: 'rejected', status: 400, code: 'unhandled_event_type', eventType: 'item.remove' },
      { outcome: 'rejected', status: 405, code: 'method_not_allowed', eventType: undefined },
    ]);
    expect(outcomes.every((o) => typeof o.durationMs === 'number' && o.durationMs >= 0)).toBe(true);
  });

  it('a throwing onOutcome does not change the answer', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { deliver } = setup({
      onOutcome: () => {
        throw new Error('metrics down');
      },
    });
    await deliver(examples['item.add']);
    expect((await deliver(examples['item.add'])).status).toBe(200);
    expect(printed).toHaveBeenCalled();
    printed.mockRestore();
  });
});

describe('a SERVER span per delivery', () => {
  it('names the event type and carries outcome, status and code; 5xx only is an error', async () => {
    const { deliver } = setup();
    await deliver(examples['item.add']);
    await deliver(examples['item.add']);
    await deliver(examples['item.add'], { secret: OTHER_FAKE_SECRET });
    const spans = otel.spans();
    expect(spans.map((s) => [s.name, s.kind])).toEqual([
      ['webhook item.add', SpanKind.SERVER],
      ['webhook item.add', SpanKind.SERVER],
      ['webhook', SpanKind.SERVER],
    ]);
    expect(spans[0]!.attributes).toEqual({
      'http.request.method': 'POST',
      'http.response.status_code': 500,
      'game_commerce.webhook.outcome': 'failed',
      'game_commerce.webhook.event_type': 'item.add',
      'game_commerce.webhook.code': 'handler_failed',
      'error.type': 'handler_failed',
    });
    expect(spans.map((s) => s.status.code)).toEqual([SpanStatusCode.ERROR, SpanStatusCode.UNSET, SpanStatusCode.UNSET]);
    expect(spans[2]!.attributes['game_commerce.webhook.code']).toBe('no_matching_signature');
    const everything = JSON.stringify(
      spans.map((s) => ({ name: s.name, attributes: s.attributes, status: s.status, events: s.events })),
    );
    const delivery = referenceDelivery(examples['item.add']);
    for (const secret of [
      FAKE_SECRET,
      OTHER_FAKE_SECRET,
      delivery.signature,
      JSON.stringify(examples['item.add']!.event_data),
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it("is the active span while the event's handler runs", async () => {
    let active: string | undefined;
    const { deliver } = setup({
      on: {
        'item.add': () => {
          active = trace.getActiveSpan()?.spanContext().spanId;
        },
      },
    });
    await deliver(examples['item.add']);
    expect(active).toBe(otel.spans()[0]!.spanContext().spanId);
  });

  it('tracing: false makes none', async () => {
    const { deliver } = setup({ tracing: false });
    await deliver(examples['item.add']);
    expect(otel.spans()).toEqual([]);
  });
});
