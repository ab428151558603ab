import { WebhookError } from './webhook-error.js';
import { checkEventHandlers, type EventHandler } from './event-handlers.js';
import type { WebhookHeaders } from './headers.js';
import { deliveryKey } from './idempotency/delivery-key.js';
import { MemoryIdempotencyStore } from './idempotency/memory-store.js';
import { type RunOnceResult, runOnce } from './idempotency/run-once.js';
import type { IdempotencyStore, StoredAnswer } from './idempotency/store.js';
import {
  byteLength,
  DEFAULT_BODY_LIMIT_BYTES,
  errorResponse,
  jsonResponse,
  logError,
  textResponse,
  type WebhookResponse,
} from './responses.js';
import {
  describeValidationErrors,
  documentValidators,
  ownValidator,
  parseWebhookEvent,
  type WebhookSchemaValidators,
} from './parse.js';
import type { WebhookEvent, WebhookEventType, WebhookHandlerResult } from './types.js';
import { createVerifier, type WebhookVerifyOptions } from './verify.js';
import { observeDeliveries, type WebhookOutcomeInfo } from './observe-delivery.js';

/** Passed to every event handler next to the event. */
export interface WebhookHandlerContext {
  /** The key duplicates of this event share; store it with your own writes for end-to-end exactly-once. */
  deliveryKey: string;
}

/** One handler per event type; the daily_reward.get handler returns its answer (spec §6 daily_reward.get). */
export type WebhookEventHandlers = {
  [K in WebhookEventType]?: (
    event: WebhookEvent<K>,
    context: WebhookHandlerContext,
  ) => WebhookHandlerResult<K> | Promise<WebhookHandlerResult<K>>;
};

/** Options of `createWebhookHandler`. */
export interface WebhookHandlerOptions extends WebhookVerifyOptions {
  /**
   * Event handlers. A delivery of a type without one is answered 400, never silently acknowledged.
   * A key that is not an event type of the document (a typo such as `item.added`) is refused with a
   * `WebhookError` when the receiver is built, naming the type it likely meant.
   */
  on: WebhookEventHandlers;
  /**
   * Records processed events so duplicates run the handler once. Share one across server instances.
   * @default a new MemoryIdempotencyStore (TTL 24 h, in-flight lease 120 s)
   */
  store?: IdempotencyStore;
  /**
   * Largest accepted body in bytes; a larger one is answered 413 before it is read further.
   * @default 1048576 (1 MiB)
   */
  bodyLimitBytes?: number;
  /**
   * How long a duplicate that arrives while the first copy is processed waits for its outcome,
   * in milliseconds, before it is answered 409 so the service retries.
   * @default 5000
   */
  duplicateWaitMs?: number;
  /**
   * Told about every delivery that is not answered 2xx, and about a processed event the store
   * failed to record. Messages never contain the secret.
   * @default logs one line to console.error (5xx) or console.warn (4xx)
   */
  onError?: (error: WebhookError, info: { status: number; eventType?: string }) => void;
  /**
   * Told about every delivery once it is answered, for metrics: outcome (processed, duplicate,
   * rejected, failed, busy), status, rejection code, event type and duration. `onError` still gets
   * the failures. Called synchronously; an exception it throws is printed and ignored.
   * @default undefined
   */
  onOutcome?: (info: WebhookOutcomeInfo) => void;
  /**
   * An OpenTelemetry SERVER span per delivery when `@opentelemetry/api` is installed, active while
   * the handler runs. `false` turns it off.
   * @default true
   */
  tracing?: boolean;
  /** @default the validators generated from the document */
  validators?: WebhookSchemaValidators;
}

/** A request as every adapter hands it to the core. */
export interface WebhookRequest {
  /** HTTP method; when given, anything but POST is answered 405 (spec §6: one endpoint accepting POST). */
  method?: string;
  headers: WebhookHeaders;
  /** The exact bytes received (string, Buffer or Uint8Array). */
  rawBody: unknown;
}

/** The receiver: one core, wrapped by the Node and Fetch adapters. */
export interface WebhookHandler {
  /** Answers one delivery. Never throws: every failure becomes a status (403, 400, 405, 409, 413, 5xx). */
  handle(request: WebhookRequest): Promise<WebhookResponse>;
  /** The configured body limit, for adapters that stop reading early. */
  readonly bodyLimitBytes: number;
}

/**
 * The answer to every processed event whose type has no answer body: one shared, frozen object,
 * so the memory store keeps a reference, not a copy, per event.
 */
const PROCESSED: StoredAnswer = Object.freeze({ status: 200, body: '{"ok":true}' });

const handlerFailed = (eventType: string, cause: unknown) =>
  new WebhookError('handler_failed', `The ${eventType} handler failed`, { eventType, cause });
/** Where the core tells its observer the event type, once parsed (undefined: nobody asked). */
type Seen = { eventType?: string } | undefined;

/** The handlers `createWebhookHandler` built: the adapters hand them an `UnreadBody`. */
const ownHandlers = new WeakSet<WebhookHandler>();

/**
 * What an adapter hands the core in place of the bytes when it stopped reading a body (over the
 * limit, or past its read deadline): the core answers it and reports it (`onError`, `onOutcome`,
 * the span, the outcome header) like any other refusal. Only for a handler built here.
 */
export class UnreadBody {
  constructor(readonly error: WebhookError) {}
}

/** For the adapters: true for a handler `createWebhookHandler` built, which understands `UnreadBody`. */
export function isOwnHandler(handler: WebhookHandler): boolean {
  return ownHandlers.has(handler);
}

/**
 * Builds the receiver: verify (403), parse and validate (400), then run the event's handler once
 * per event (2xx on success, 5xx on failure so the service retries).
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const verify = createVerifier(options);
  const validators = options.validators ?? documentValidators;
  const store = options.store ?? new MemoryIdempotencyStore();
  const bodyLimitBytes = options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES;
  const duplicateWaitMs = options.duplicateWaitMs ?? 5000;
  const onError = options.onError ?? logError;
  const handlers = checkEventHandlers(options.on, validators.eventTypes);
  if (!(Number.isSafeInteger(bodyLimitBytes) && bodyLimitBytes > 0))
    throw new WebhookError('invalid_options', 'bodyLimitBytes: expected a positive integer');
  if (!(duplicateWaitMs >= 0)) throw new WebhookError('invalid_options', 'duplicateWaitMs: expected a number >= 0');

  const fail = (error: WebhookError, eventType?: string): WebhookResponse => {
    onError(error, { status: error.status, eventType });
    return errorResponse(error);
  };
  /** Any failure as its answer: a WebhookError as it is, anything else as an unexpected 500. */
  const failure = (error: unknown, eventType: string | undefined): WebhookResponse => {
    if (error instanceof WebhookError) return fail(error, eventType);
    const unexpected = new WebhookError('handler_failed', 'Unexpected error in the webhook receiver', {
      eventType: eventType ?? 'unknown',
      cause: error,
    });
    return fail(unexpected, eventType);
  };

  /** A processed event the store failed to record: its answer stands (run-once.ts), loudly. */
  const unrecorded = (eventType: string, cause: unknown): void => {
    const error = new WebhookError(
      'store_failed',
      'The event was processed but the idempotency store could not record it; a duplicate may run it again',
      { eventType, cause },
    );
    try {
      onError(error, { status: 200, eventType });
    } catch {
      // The handler's effects have happened: a reporter that fails must not turn them into a 5xx
      // the service would retry.
    }
  };

  /** What is sent for the handler's result: validated first where the type has an answer body. */
  function toAnswer(eventType: string, result: unknown): StoredAnswer {
    const validate = ownValidator(validators.response, eventType);
    if (!validate) return PROCESSED;
    // Validate exactly what is sent: the JSON text, parsed back (drops undefined, applies toJSON).
    let body: string | undefined;
    try {
      body = JSON.stringify(result);
    } catch {}
    if (body === undefined || !validate(JSON.parse(body))) {
      const reason = body === undefined ? 'it is not JSON-serialisable' : describeValidationErrors(validate);
      throw new WebhookError(
        'invalid_response',
        `The ${eventType} handler returned an answer the document does not allow: ${reason}`,
        { eventType },
      );
    }
    return { status: 200, body };
  }

  /** Runs the event's handler; its failure, thrown or rejected, becomes `handler_failed`. */
  async function run(eventType: string, handler: EventHandler, event: unknown, key: string): Promise<StoredAnswer> {
    let result: unknown;
    try {
      result = await handler(event, { deliveryKey: key });
    } catch (cause) {
      throw handlerFailed(eventType, cause);
    }
    return toAnswer(eventType, result);
  }

  function respond(result: RunOnceResult, eventType: string): WebhookResponse {
    if (result.kind === 'busy') {
      const response = jsonResponse(
        409,
        { detail: 'Another delivery of this event is being processed; retry later', code: 'in_flight' },
        'busy',
      );
      return { ...response, headers: { ...response.headers, 'retry-after': '5' } };
    }
    if (result.kind === 'processed' && result.unrecorded !== undefined) unrecorded(eventType, result.unrecorded.error);
    return textResponse(
      result.answer.status,
      result.answer.body,
      result.kind === 'duplicate' ? 'duplicate' : 'processed',
    );
  }

  /** Parse and validate (400), then the handler, once per event. */
  async function dispatch(body: Uint8Array, seen: Seen): Promise<WebhookResponse> {
    let eventType: string | undefined;
    try {
      const event = parseWebhookEvent(body, validators) as WebhookEvent & { event_type: string };
      eventType = event.event_type;
      if (seen !== undefined) seen.eventType = eventType;
      const handler = Object.hasOwn(handlers, eventType) ? handlers[eventType] : undefined;
      if (typeof handler !== 'function') {
        throw new WebhookError('unhandled_event_type', `No handler is registered for ${eventType}`, {
          eventType,
        });
      }
      const key = deliveryKey(event);
      const type = eventType;
      const result = await runOnce(store, key, type, duplicateWaitMs, () => run(type, handler, event, key));
      return respond(result, type);
    } catch (error) {
      return failure(error, eventType);
    }
  }

  async function handle(request: WebhookRequest, seen: Seen): Promise<WebhookResponse> {
    let body: Uint8Array;
    try {
      if (request.method !== undefined && request.method.toUpperCase() !== 'POST') {
        throw new WebhookError(
          'method_not_allowed',
          `Webhooks are delivered with POST, not ${request.method.toUpperCase()}`,
        );
      }
      if (request.rawBody instanceof UnreadBody) throw request.rawBody.error;
      if (byteLength(request.rawBody) > bodyLimitBytes) throw WebhookError.tooLarge(bodyLimitBytes);
      ({ body } = await verify({ rawBody: request.rawBody as Uint8Array, headers: request.headers }));
    } catch (error) {
      return failure(error, undefined);
    }
    return dispatch(body, seen);
  }

  const observed = observeDeliveries(handle, options);
  const receiver: WebhookHandler = { handle: async (request) => observed(request), bodyLimitBytes };
  ownHandlers.add(receiver);
  return receiver;
}
