/**
 * Finds `@opentelemetry/api`, an optional peer dependency, without making it a static import: an
 * app that does not install it gets no bundle growth and no resolution error from its bundler.
 *
 * The API keeps its tracer provider, propagator and context manager on a process-wide global
 * (`Symbol.for('opentelemetry.js.api.1')`), so the copy found here sees whatever the app
 * registered, even if the app imported another build (ESM vs CJS) of the same package.
 *
 * Loading is first tried synchronously (`require` from the working directory, through Node's
 * public `process.getBuiltinModule`), so the first call of a freshly created client is already
 * traced. Where that fails (another runtime, an unusual layout), a dynamic `import()` resolves it
 * from this file's location in the background, and calls are traced from the moment it lands.
 */
import type * as OtelApi from '@opentelemetry/api';

export type { OtelApi };
export type OpenTelemetry = typeof OtelApi;

const SPECIFIER = '@opentelemetry/api';
/** The instrumentation scope of every span this package makes. */
export const TRACER_NAME = 'game-commerce-s2s';

/** `undefined`: not tried yet; `null`: not installed (or not loadable here). */
let api: OpenTelemetry | null | undefined;
let loading: Promise<void> | undefined;

/**
 * A plain copy of the module's exports. Its CommonJS build exports each member through a getter,
 * and the client reads a few of them on every call (`tracerRegistered`, `contextToPropagate`);
 * the exports never change, so copying them once makes those reads plain property loads.
 */
function usable(module: unknown): OpenTelemetry | null {
  const candidate = module as (OpenTelemetry & { default?: OpenTelemetry }) | undefined;
  if (candidate?.trace && candidate.propagation) return { ...candidate };
  return candidate?.default?.trace ? { ...candidate.default } : null;
}

function requireFromWorkingDirectory(): OpenTelemetry | null {
  type ModuleBuiltin = { createRequire(path: string): (id: string) => unknown };
  const host = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown; cwd?: () => string } };
  const moduleBuiltin = host.process?.getBuiltinModule?.('node:module') as ModuleBuiltin | undefined;
  const cwd = host.process?.cwd?.();
  if (moduleBuiltin === undefined || cwd === undefined) return null;
  try {
    return usable(moduleBuiltin.createRequire(`${cwd}/`)(SPECIFIER));
  } catch {
    return null;
  }
}

/** Starts looking for the API once per process; returns it when it is already known. */
export function openTelemetry(): OpenTelemetry | null | undefined {
  if (api !== undefined || loading !== undefined) return api;
  const found = requireFromWorkingDirectory();
  if (found !== null) {
    api = found;
    return api;
  }
  const specifier = SPECIFIER; // not a literal, so bundlers leave the optional peer alone
  loading = import(/* webpackIgnore: true */ /* @vite-ignore */ specifier).then(
    (module: unknown) => {
      api = usable(module);
    },
    () => {
      api = null;
    },
  );
  return undefined;
}

/** Resolves once the background `import()` (if any) has settled; for tests and start-up code. */
export async function openTelemetryReady(): Promise<OpenTelemetry | null> {
  openTelemetry();
  await loading;
  return api ?? null;
}

/**
 * Whether an app has registered a tracer provider (an SDK). Without one every span is a no-op, so
 * the client and the webhook receiver skip their span bookkeeping altogether.
 *
 * Read on every call, so a provider registered later is picked up by the next call. Asked through
 * the API's exported `ProxyTracerProvider` (the global provider until and after registration:
 * `getDelegate()` stays the no-op provider until an SDK is set). Anything else, such as a provider
 * from an API copy this one cannot recognise, counts as registered: tracing then runs as before.
 */
export function tracerRegistered(otel: OpenTelemetry): boolean {
  const ProxyProvider = otel.ProxyTracerProvider;
  if (typeof ProxyProvider !== 'function') return true;
  const provider = otel.trace.getTracerProvider();
  if (!(provider instanceof ProxyProvider)) return true;
  noopProvider ??= new ProxyProvider().getDelegate();
  return provider.getDelegate() !== noopProvider;
}

/** What `getDelegate()` answers before any provider is set: the API's own no-op provider. */
let noopProvider: OtelApi.TracerProvider | undefined;

/**
 * Whether the caller's active context holds something a propagator could send on: a span context
 * (set by an SDK, or by hand for propagation alone) or baggage.
 */
export function contextToPropagate(otel: OpenTelemetry): boolean {
  const active = otel.context.active();
  // The API's own empty context: all there is until an app sets a context manager (an SDK does).
  if (active === otel.ROOT_CONTEXT) return false;
  return otel.trace.getSpanContext(active) !== undefined || otel.propagation.getBaggage(active) !== undefined;
}
