/**
 * The small base class every error of this SDK extends (ky style), so callers can catch
 * `GameCommerceError` to handle "anything the client raised" in one place.
 *
 * Errors never hold the request, its headers or the client options: the API key is a server
 * secret (spec §5.4) and must not reach logs through an error, its message, `toString` or JSON.
 */
export class GameCommerceError extends Error {
  /** HTTP method of the request that failed, e.g. `POST`. Empty for configuration errors. */
  readonly method: string;
  /** URL path of the request that failed (no query string, no origin), e.g. `/v1/orders`. */
  readonly path: string;
  /**
   * How many attempts the call made before it failed (1 when it was not retried). `undefined` for
   * errors raised before anything was sent (configuration, a bad argument).
   */
  readonly attempts: number | undefined;
  /**
   * Milliseconds from the start of the call until it failed, including rate-limit waits, every
   * attempt and the delays between them. `undefined` when `attempts` is.
   */
  readonly durationMs: number | undefined;

  constructor(message: string, init: { method?: string; path?: string; cause?: unknown } = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.method = init.method ?? '';
    this.path = init.path ?? '';
    this.attempts = undefined;
    this.durationMs = undefined;
    // Non-enumerable like Error's own `name`, so `toString()` and stacks read `NotFoundError: ...`.
    Object.defineProperty(this, 'name', { value: new.target.name, configurable: true, writable: true });
  }

  /** A plain, log-safe form: what `JSON.stringify(error)` prints. */
  toJSON(): Record<string, unknown> {
    const { name, message, method, path, attempts, durationMs } = this;
    return { name, message, method, path, attempts, durationMs };
  }
}
