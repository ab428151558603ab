/**
 * What the receiver reports about each delivery, besides its answer: the `onOutcome` hook (for
 * metrics: processed, duplicate, rejected with its code, failed, busy, and how long it took) and,
 * when `@opentelemetry/api` is installed, a SERVER span per delivery that is active while the
 * event's handler runs, so the game's own spans (database, client calls) nest under it.
 *
 * The span carries the event type, outcome, code and status: never the secret, a signature, a
 * header or the body. Server spans count only 5xx as errors (a 403 is the receiver working).
 */
import { SDK_VERSION } from '../internal/version.js';
import {
  openTelemetry,
  TRACER_NAME,
  tracerRegistered,
  type OpenTelemetry,
  type OtelApi,
} from '../internal/otel-api.js';
import { WebhookError } from './webhook-error.js';
import type { WebhookOutcome, WebhookResponse } from './responses.js';

/** One delivery, as `onOutcome` sees it. */
export interface WebhookOutcomeInfo {
  outcome: WebhookOutcome;
  /** The HTTP status answered. */
  status: number;
  /**
   * Why a delivery was not processed: the `WebhookError` code, or `method_not_allowed`,
   * `in_flight` for the answers that have no error object.
   */
  code: string | undefined;
  /** Once the body has been verified and parsed; `undefined` for deliveries rejected before that. */
  eventType: string | undefined;
  /** From receiving the raw body until the answer was ready (handler and store included). */
  durationMs: number;
}

export interface ObserveDeliveryOptions {
  onOutcome?: ((info: WebhookOutcomeInfo) => void) | undefined;
  /** @default true */
  tracing?: boolean | undefined;
}

const CODE_BY_STATUS: Record<number, string> = { 405: 'method_not_allowed', 409: 'in_flight' };

function codeOf(response: WebhookResponse): string | undefined {
  if (response.error !== undefined) return response.error.code;
  return response.status >= 300 ? CODE_BY_STATUS[response.status] : undefined;
}

/**
 * Wraps the core (which fills `seen.eventType` once the event is parsed, when given `seen`) so each
 * delivery is reported. When nobody listens (no `onOutcome`, and tracing off or no SDK registered)
 * a delivery goes straight to the core: no clock and no span.
 */
export function observeDeliveries<R>(
  handle: (request: R, seen: { eventType?: string } | undefined) => Promise<WebhookResponse>,
  options: ObserveDeliveryOptions,
): (request: R) => Promise<WebhookResponse> {
  const { onOutcome, tracing = true } = options;
  if (typeof tracing !== 'boolean') throw new WebhookError('invalid_options', 'tracing: expected true or false');
  if (onOutcome !== undefined && typeof onOutcome !== 'function') {
    throw new WebhookError('invalid_options', 'onOutcome: expected a function');
  }
  if (onOutcome === undefined && !tracing) return (request) => handle(request, undefined);
  if (tracing) openTelemetry();
  const observe = async (request: R, otel: OpenTelemetry | undefined): Promise<WebhookResponse> => {
    const started = performance.now();
    const seen: { eventType?: string } = {};
    const method = (request as { method?: string }).method?.toUpperCase() ?? 'POST';
    const span = otel?.trace.getTracer(TRACER_NAME, SDK_VERSION).startSpan('webhook', {
      kind: otel.SpanKind.SERVER,
      attributes: { 'http.request.method': method },
    });
    const response =
      otel !== undefined && span !== undefined
        ? await otel.context.with(otel.trace.setSpan(otel.context.active(), span), () => handle(request, seen))
        : await handle(request, seen);
    const info: WebhookOutcomeInfo = {
      outcome: response.outcome,
      status: response.status,
      code: codeOf(response),
      eventType: seen.eventType,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (span !== undefined) endDeliverySpan(otel!, span, info);
    if (onOutcome !== undefined) {
      try {
        onOutcome(info);
      } catch (error) {
        // The answer is already decided; a broken metrics callback must not change it.
        console.error('[game-commerce-s2s webhooks] onOutcome threw:', error);
      }
    }
    return response;
  };
  return (request) => {
    let otel = tracing ? (openTelemetry() ?? undefined) : undefined;
    // Without an SDK the SERVER span would be a no-op; this span sends nothing on, so only that counts.
    if (otel !== undefined && !tracerRegistered(otel)) otel = undefined;
    if (otel === undefined && onOutcome === undefined) return handle(request, undefined);
    return observe(request, otel);
  };
}

function endDeliverySpan(otel: OpenTelemetry, span: OtelApi.Span, info: WebhookOutcomeInfo): void {
  if (info.eventType !== undefined) span.updateName(`webhook ${info.eventType}`);
  span.setAttribute('http.response.status_code', info.status);
  span.setAttribute('game_commerce.webhook.outcome', info.outcome);
  if (info.eventType !== undefined) span.setAttribute('game_commerce.webhook.event_type', info.eventType);
  if (info.code !== undefined) span.setAttribute('game_commerce.webhook.code', info.code);
  if (info.status >= 500) {
    span.setAttribute('error.type', info.code ?? String(info.status));
    span.setStatus({ code: otel.SpanStatusCode.ERROR });
  }
  span.end();
}
