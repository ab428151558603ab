/**
 * A real OpenTelemetry SDK for tests: a BasicTracerProvider exporting to memory, the W3C
 * trace-context propagator and the AsyncLocalStorage context manager (what NodeSDK registers),
 * as the process-wide globals the client and the webhook receiver find. `close()` unregisters them.
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace-base';

export interface OtelRecorder {
  /** Spans ended so far, in the order they ended. */
  spans(): ReadableSpan[];
  reset(): void;
  close(): Promise<void>;
}

export function startOtelRecorder(): OtelRecorder {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  trace.disable();
  propagation.disable();
  context.disable();
  if (!trace.setGlobalTracerProvider(provider)) throw new Error('could not register the test tracer provider');
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  return {
    spans: () => exporter.getFinishedSpans(),
    reset: () => exporter.reset(),
    close: async () => {
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
    },
  };
}

/** The `traceparent` a span's context is sent as (W3C Trace Context, sampled). */
export function traceparentOf(span: ReadableSpan): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-0${traceFlags}`;
}
