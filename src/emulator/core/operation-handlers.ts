/**
 * The table of operation handlers: operationId → the function that answers it from state. The core
 * handler has already authenticated, rate-limited, parsed and validated the request when a handler
 * runs, so a handler only reads and changes state.
 *
 * Handlers are synchronous on purpose: a request's state change then happens in one step that no
 * other request interleaves with, and the journal can undo it whole when the request fails. A
 * handler answers an error by throwing `HttpError`; work that must wait for the change to commit
 * (announcing it, starting a delivery) goes in `call.after`.
 */
import type { EmulatorRequest, EmulatorResponse } from '../http/types.js';
import type { Tenant } from '../state/tenant.js';

export interface OperationCall {
  readonly operationId: string;
  readonly tenant: Tenant;
  /** Path parameters, read as their declared types and validated. */
  readonly path: Readonly<Record<string, unknown>>;
  /** Query parameters, read as their declared types and validated. */
  readonly query: Readonly<Record<string, unknown>>;
  /** The parsed, validated JSON body; undefined when none was sent. */
  readonly body: unknown;
  readonly request: EmulatorRequest;
  /** The id of this request (`req_...`): the `request_id` of events it causes (spec §6 Envelope). */
  readonly requestId: string;
  /** Runs `fn` once the request has succeeded and its changes are committed. */
  after(fn: () => void): void;
}

export type OperationHandler = (call: OperationCall) => EmulatorResponse;

export class OperationHandlers {
  readonly #handlers = new Map<string, OperationHandler>();

  /** Sets the handler of an operation, replacing any earlier one. */
  set(operationId: string, handler: OperationHandler): void {
    this.#handlers.set(operationId, handler);
  }

  /** Wraps the current handler: `wrap('authorizeUser', (next) => (call) => { check(call); return next(call); })`. */
  wrap(operationId: string, wrapper: (next: OperationHandler) => OperationHandler): void {
    const next = this.get(operationId);
    if (next === undefined) throw new Error(`no handler for ${operationId} to wrap`);
    this.#handlers.set(operationId, wrapper(next));
  }

  get(operationId: string): OperationHandler | undefined {
    return this.#handlers.get(operationId);
  }

  /** operationIds that have a handler. */
  operations(): string[] {
    return [...this.#handlers.keys()];
  }
}
