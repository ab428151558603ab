/**
 * Injected faults (`emu.inject`), so a game can test its own retries and time-outs: an operation
 * answers a status (429, 503, ...) with the generic error body (§7; a 422 with the validation error
 * body, the shape every 422 has), answers late, or drops the connection without an answer, for its
 * next `times` requests.
 */
import { errorBody, validationFailed } from './http/responses.js';
import type { EmulatorResponse } from './http/types.js';

export interface FaultSpec {
  /** The operationId it applies to (e.g. `createOrder`), or `'*'` for every operation. @default '*' */
  operation?: string;
  /** Answer this status with the generic error body instead of handling the request. */
  status?: number;
  /** Seconds for a `Retry-After` header on the injected answer. */
  retryAfter?: number;
  /** Wait this long (real time) before answering, or before dropping. @default 0 */
  delayMs?: number;
  /** Close the connection without an answer; `emu.fetch` rejects like a network error. @default false */
  drop?: boolean;
  /** How many matching requests it applies to. @default 1 */
  times?: number;
  /** Only requests with this API key; by default any key. */
  apiKey?: string;
}

export interface InjectedFault {
  /** Names it in the control API (`DELETE /_emulator/v1/faults/{faultId}`), e.g. `fault_3`. */
  readonly id: string;
  /** Matching requests it still applies to. */
  readonly remaining: number;
  /** Removes it before it is used up. */
  clear(): void;
}

/** What the core does for a request a fault matched. */
export interface FaultEffect {
  delayMs: number;
  /** The answer to send, or undefined to handle the request normally (after the delay). */
  response: EmulatorResponse | undefined;
}

interface Fault {
  id: string;
  spec: FaultSpec;
  remaining: number;
}

/** A fault as the control API lists it: its id, its spec (never its key) and what is left of it. */
export interface FaultListing {
  id: string;
  spec: Omit<FaultSpec, 'apiKey'>;
  remaining: number;
}

/** The answer of an injected status, in the body §7 gives that status. */
function injectedAnswer(status: number, headers: Record<string, string>): EmulatorResponse {
  const detail = `Injected fault: ${status}`;
  if (status !== 422) return errorBody(status, detail, headers);
  const answer = validationFailed([{ loc: [], msg: detail, type: 'injected' }]);
  return { ...answer, headers: { ...answer.headers, ...headers } };
}

export class FaultTable {
  #faults: Fault[] = [];
  #count = 0;
  readonly #operations: ReadonlySet<string>;

  /** `operations`: every operationId of the document, so a misspelt one is refused, not ignored. */
  constructor(operations: Iterable<string>) {
    this.#operations = new Set(operations);
  }

  inject(spec: FaultSpec): InjectedFault {
    if (spec.operation !== undefined && spec.operation !== '*' && !this.#operations.has(spec.operation)) {
      throw new RangeError(`${spec.operation} is not an operationId of the document (e.g. createOrder), nor '*'`);
    }
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1)
      throw new RangeError(`times must be a whole number of 1 or more, got ${times}`);
    if (spec.status !== undefined && (!Number.isInteger(spec.status) || spec.status < 100 || spec.status > 599)) {
      throw new RangeError(`status must be an HTTP status, got ${spec.status}`);
    }
    const fault: Fault = { id: `fault_${++this.#count}`, spec, remaining: times };
    this.#faults.push(fault);
    return {
      id: fault.id,
      get remaining() {
        return fault.remaining;
      },
      clear: () => this.#remove(fault),
    };
  }

  /** The effect for this request, using up one of the first matching fault's `times`. */
  take(operationId: string, apiKey: string | undefined): FaultEffect | undefined {
    if (this.#faults.length === 0) return undefined;
    const fault = this.#faults.find(
      ({ spec }) =>
        (spec.operation === undefined || spec.operation === '*' || spec.operation === operationId) &&
        (spec.apiKey === undefined || spec.apiKey === apiKey),
    );
    if (fault === undefined) return undefined;
    if (--fault.remaining === 0) this.#remove(fault);
    const { spec } = fault;
    const headers: Record<string, string> =
      spec.retryAfter === undefined ? {} : { 'retry-after': String(spec.retryAfter) };
    const response: EmulatorResponse | undefined = spec.drop
      ? { status: 0, headers: {}, drop: true }
      : spec.status !== undefined
        ? injectedAnswer(spec.status, headers)
        : undefined;
    return { delayMs: spec.delayMs ?? 0, response };
  }

  clear(): void {
    this.#faults = [];
  }

  /** The faults injected for `apiKey` alone (the control API's tenant), oldest first. */
  listFor(apiKey: string): FaultListing[] {
    return this.#faults
      .filter((fault) => fault.spec.apiKey === apiKey)
      .map(({ id, spec: { apiKey: _key, ...spec }, remaining }) => ({ id, spec, remaining }));
  }

  /** Removes the faults injected for `apiKey` alone; with `id`, only that one. Returns how many went. */
  clearFor(apiKey: string, id?: string): number {
    const gone = this.#faults.filter((fault) => fault.spec.apiKey === apiKey && (id === undefined || fault.id === id));
    for (const fault of gone) this.#remove(fault);
    return gone.length;
  }

  #remove(fault: Fault): void {
    fault.remaining = 0;
    this.#faults = this.#faults.filter((f) => f !== fault);
  }
}
