/**
 * The errors a call ends in when no usable answer arrives, with messages that name the method,
 * the path and the host (all redacted by the caller's `Call`), as ky's do.
 */
import { ConnectionError } from '../../errors/connection-error.js';
import { GameCommerceError } from '../../errors/game-commerce-error.js';
import { TimeoutError } from '../../errors/timeout-error.js';
import { refusedPort } from '../../internal/bad-ports.js';
import { redactCause, type Redactor } from '../key-safety/redact.js';
import { errorCodes, mayHaveBeenSent } from './request-sent.js';

/** Where a call went: its method, and its path and host with the key redacted. */
export interface CallPlace {
  readonly method: string;
  readonly path: string;
  readonly host: string;
}

/** The attempt's deadline (`timeoutMs`) passed first. */
export function timeoutFailure(place: CallPlace, timeoutMs: number): TimeoutError {
  const { method, path, host } = place;
  return new TimeoutError({ method, path, host, timeoutMs });
}

/**
 * An attempt got no answer: says whether the request may have reached the service, which decides
 * retries. A port fetch refuses to use is named as such (it can never succeed: see `isFinal`).
 */
export function connectionFailure(place: CallPlace, error: unknown, redact: Redactor): ConnectionError {
  const { method, path, host } = place;
  const codes = errorCodes(error);
  const port = refusedPort(host, codes);
  const requestSent = port === undefined && mayHaveBeenSent(error);
  const reason = codes.length > 0 ? ` (${codes.join(', ')})` : '';
  const what =
    port !== undefined
      ? `fetch refuses to connect to port ${port} (a "bad port" of the Fetch standard); use another port`
      : requestSent
        ? `the connection failed and the request may have been received${reason}`
        : `the connection failed before the request was sent${reason}`;
  return new ConnectionError(`${method} ${path} on ${host}: ${what}`, {
    method,
    path,
    host,
    requestSent,
    cause: redactCause(error, redact),
  });
}

/** The answer came but its body broke off while it was read: the request had reached the service. */
export function cutOffFailure(place: CallPlace, error: unknown, redact: Redactor): ConnectionError {
  const { method, path, host } = place;
  return new ConnectionError(`${method} ${path} on ${host}: the connection failed while reading the response`, {
    method,
    path,
    host,
    requestSent: true,
    cause: redactCause(error, redact),
  });
}

/** The answer came but its body could not be read, or a 2xx body was not JSON. */
export function readFailure(place: CallPlace, error: unknown, redact: Redactor): GameCommerceError {
  const { method, path } = place;
  if (error instanceof SyntaxError) {
    const cause = redactCause(error, redact);
    return new GameCommerceError(`${method} ${path}: the response body is not valid JSON`, { method, path, cause });
  }
  return cutOffFailure(place, error, redact);
}

/** Whether a failed attempt can never succeed however often it is retried: fetch refuses its port. */
export function isFinal(place: CallPlace, error: unknown): boolean {
  return refusedPort(place.host, errorCodes(error)) !== undefined;
}
