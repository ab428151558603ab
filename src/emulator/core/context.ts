/**
 * What every part of the emulator is built on: options, clock, ids, state, hooks, the operation
 * handlers and the routes. A feature (api/, and emu-flows' checkout, deliveries, ...) receives the
 * context in `install` and adds parts, handlers, routes, listeners and controls through it.
 */
import { operationTable } from '../../../generated/operations.js';
import { type ApiKeyConfig, createKeyTable, type KeyTable } from '../auth/api-keys.js';
import { createClock, type ManagedClock } from '../time/clock.js';
import { FaultTable } from '../faults/faults.js';
import { Hooks } from './hooks.js';
import { createIds, type IdFactory } from '../state/ids.js';
import { OperationHandlers } from './operation-handlers.js';
import { type RouteHandler, Router } from '../http/router.js';
import { createRateLimiter, type RateLimiter } from '../limits/rate-limit.js';
import { EmulatorState } from '../state/emulator-state.js';

/** One operation of the document, as generated/operations.ts lists it. */
export interface ApiOperation {
  operationId: string;
  method: string;
  path: string;
}

export type RouteTarget = { kind: 'operation'; operation: ApiOperation } | { kind: 'route'; handler: RouteHandler };

/**
 * The resolved options the core and every feature read (options.ts resolves them, with the
 * defaults). A feature's own options reach it through its entry in features.ts.
 */
export interface CoreOptions {
  apiKeys: readonly (string | ApiKeyConfig)[];
  clockStart: number | undefined;
  maxTenants: number;
  maxStoredBytes: number;
  requestsPerMinute: number | false;
  log: (line: string) => void;
}

export interface EmulatorContext {
  readonly options: CoreOptions;
  readonly clock: ManagedClock;
  readonly ids: IdFactory;
  readonly keys: KeyTable;
  readonly state: EmulatorState;
  readonly hooks: Hooks;
  readonly handlers: OperationHandlers;
  readonly faults: FaultTable;
  readonly rateLimiter: RateLimiter;
  readonly router: Router<RouteTarget>;
  /**
   * Adds a route that is not an API operation (a page, a control), e.g.
   * `addRoute('GET', '/checkout/{session}', handler)`; no key is asked for.
   */
  addRoute(method: string, template: string, handler: RouteHandler): void;
  /** The emulator's origin, e.g. `http://127.0.0.1:4010` (`http://localhost` without a socket). */
  origin(): string;
  /** An absolute address on the emulator for `path` (e.g. a checkout_url). */
  link(path: string): string;
  /** A log line (never holding a key). */
  log(line: string): void;
}

/** Every operation of generated/operations.ts, flattened. */
export function documentOperations(): ApiOperation[] {
  return Object.values(operationTable).flatMap((group) =>
    Object.values(group as Record<string, ApiOperation>).map(({ operationId, method, path }) => ({
      operationId,
      method,
      path,
    })),
  );
}

export function createContext(options: CoreOptions): EmulatorContext & { setOrigin(origin: string): void } {
  const clock = createClock(options.clockStart);
  const ids = createIds(clock.now);
  const operations = documentOperations();
  const router = new Router<RouteTarget>();
  for (const operation of operations) router.add(operation.method, operation.path, { kind: 'operation', operation });
  let origin = 'http://localhost';
  const log = (line: string) => options.log(line);
  return {
    options,
    clock,
    ids,
    keys: createKeyTable(options.apiKeys),
    state: new EmulatorState({ ids, clock, maxTenants: options.maxTenants }),
    hooks: new Hooks((error, event) =>
      log(`listener of ${event} failed: ${error instanceof Error ? error.message : String(error)}`),
    ),
    handlers: new OperationHandlers(),
    faults: new FaultTable(operations.map((operation) => operation.operationId)),
    rateLimiter: createRateLimiter(options.requestsPerMinute, clock.now),
    router,
    addRoute: (method, template, handler) => router.add(method, template, { kind: 'route', handler }),
    origin: () => origin,
    link: (path) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,
    log,
    setOrigin(value) {
      origin = value;
    },
  };
}
