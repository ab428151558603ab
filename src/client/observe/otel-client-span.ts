/**
 * One OpenTelemetry CLIENT span per attempt, following the HTTP client semantic conventions
 * (semconv 1.26+ stable HTTP attributes). The conventions make every physical request its own span
 * and mark resends with `http.request.resend_count`, so a call that was retried twice shows three
 * sibling spans under the caller's span; a call that was not retried is exactly one span.
 *
 * What never goes on a span: the API key, request or response bodies, headers, and query values
 * (`url.full` is origin and path only). The path goes through the key redactor all the same.
 */
import { SDK_VERSION } from '../../internal/version.js';
import { TRACER_NAME, type OpenTelemetry, type OtelApi } from '../../internal/otel-api.js';
import type { Redactor } from '../key-safety/redact.js';

/**
 * Kept per global provider: a proxy tracer follows an SDK registered later, but a tracer taken
 * from an SDK stays with it, so a provider replaced after `trace.disable()` needs a new one.
 */
let tracer: OtelApi.Tracer | undefined;
let tracerFrom: OtelApi.TracerProvider | undefined;

/** Starts the span of one attempt; `undefined` when nothing records it and no context is to be sent. */
export function startAttemptSpan(
  otel: OpenTelemetry,
  request: { url: string; method: string },
  route: string | undefined,
  resendCount: number,
  redact: Redactor,
): OtelApi.Span | undefined {
  const provider = otel.trace.getTracerProvider();
  if (tracer === undefined || provider !== tracerFrom) {
    tracer = provider.getTracer(TRACER_NAME, SDK_VERSION);
    tracerFrom = provider;
  }
  const span = tracer.startSpan(route === undefined ? request.method : `${request.method} ${route}`, {
    kind: otel.SpanKind.CLIENT,
  });
  if (span.isRecording()) span.setAttributes(attemptAttributes(request, route, resendCount, redact));
  else if (!otel.isSpanContextValid(span.spanContext())) return undefined;
  return span;
}

function attemptAttributes(
  request: { url: string; method: string },
  route: string | undefined,
  resendCount: number,
  redact: Redactor,
): OtelApi.Attributes {
  const url = new URL(request.url);
  const path = redact(url.pathname);
  const attributes: OtelApi.Attributes = {
    'http.request.method': request.method,
    'server.address': url.hostname,
    'server.port': url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port),
    'url.full': `${url.origin}${path}`,
    'url.path': path,
    'url.scheme': url.protocol.slice(0, -1),
  };
  if (route !== undefined) attributes['url.template'] = route;
  if (resendCount > 0) attributes['http.request.resend_count'] = resendCount;
  return attributes;
}

/** The attempt's init with W3C trace context (or whatever propagator the app registered) added. */
export function withTraceContext(otel: OpenTelemetry, context: OtelApi.Context, init: RequestInit): RequestInit {
  // A copy: the request's own headers are shared by every attempt (and, for named calls, every call).
  if (init.headers instanceof Headers || Array.isArray(init.headers)) {
    const headers = new Headers(init.headers);
    otel.propagation.inject(context, headers, { set: (carrier, key, value) => carrier.set(key, value) });
    return { ...init, headers };
  }
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };
  otel.propagation.inject(context, headers);
  return { ...init, headers };
}

/** Records an HTTP answer: client spans count 4xx and 5xx as errors. */
export function recordStatus(otel: OpenTelemetry, span: OtelApi.Span, status: number): void {
  span.setAttribute('http.response.status_code', status);
  if (status >= 400) {
    span.setAttribute('error.type', String(status));
    span.setStatus({ code: otel.SpanStatusCode.ERROR });
  }
}

/** Records a failure with no answer (or while reading it): the error's class name as `error.type`. */
export function recordFailure(otel: OpenTelemetry, span: OtelApi.Span, error: unknown, redact: Redactor): void {
  const name = error instanceof Error ? error.name : 'Error';
  span.setAttribute('error.type', name === 'Error' ? '_OTHER' : name);
  const message = error instanceof Error ? redact(error.message) : undefined;
  const code = otel.SpanStatusCode.ERROR;
  span.setStatus(message === undefined ? { code } : { code, message });
}
