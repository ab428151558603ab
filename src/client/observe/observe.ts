/**
 * Watches one call for the logger, the hooks and OpenTelemetry, behind the few calls the transport
 * makes (call-observer.ts: `fetch`, `answered`, `failed`, `retrying`, `waited`, `finish`). The
 * transport holds no observer at all when none of the three is on, so a plain client pays one
 * function call per call and allocates nothing for observability.
 */
import type { ObserveConfig, ObserverFactory } from './call-observer.js';
import { CallObservation } from './call-observation.js';
import { contextToPropagate, openTelemetry, tracerRegistered } from '../../internal/otel-api.js';

/** `undefined` when nothing observes, so the transport skips every observer call. */
export function createObserverFactory(config: ObserveConfig): ObserverFactory | undefined {
  if (config.log === undefined && config.hooks === undefined && !config.tracing) return undefined;
  if (config.tracing) openTelemetry();
  return (request, route, maxAttempts) => {
    let otel = config.tracing ? (openTelemetry() ?? undefined) : undefined;
    // No SDK and nothing to propagate: a span would be a no-op. Decided per call, so a call that
    // starts before an SDK is registered stays untraced, retries included; the next one is traced.
    if (otel !== undefined && !tracerRegistered(otel) && !contextToPropagate(otel)) otel = undefined;
    if (config.log === undefined && config.hooks === undefined && otel === undefined) return undefined;
    return new CallObservation(config, otel, request, route, maxAttempts);
  };
}
