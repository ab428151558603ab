import { ConnectionError } from './connection-error.js';

/**
 * The attempt took longer than `timeoutMs`. The request had been sent, so the outcome is unknown:
 * GET, PUT and DELETE are retried, POST and PATCH are not (the service may have acted).
 */
export class TimeoutError extends ConnectionError {
  /** The per-attempt limit that was exceeded, in milliseconds. */
  readonly timeoutMs: number;

  constructor(init: { method: string; path: string; host?: string; timeoutMs: number }) {
    super(`${init.method} ${init.path} timed out after ${init.timeoutMs} ms`, { ...init, requestSent: true });
    this.timeoutMs = init.timeoutMs;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), timeoutMs: this.timeoutMs };
  }
}
