/**
 * Opt-in response validation (`validateResponses: 'warn' | 'throw'`): each 2xx body is checked
 * against the document's schema for its operation and status, with validators compiled from the
 * document ahead of time (ajv standalone: nothing is compiled at run time). Without it a `200 {}`
 * from `orders.create` returns a typed object whose `checkout_url` is `undefined`.
 *
 * The check and the validators are imported on the first checked call, and
 * only when the option is on, so the client's import size does not grow with them. Its cost per
 * call: docs/client.md, "Validating responses".
 */
import type { Redactor } from './key-safety/redact.js';
import type { Call } from './transport/transport.js';
import type { LogSink } from './observe/log-sink.js';

/** What `validateResponses` may be. */
export type ValidateResponses = 'off' | 'warn' | 'throw';

/** Checks one 2xx body; rejects with `ResponseValidationError` in `'throw'` mode. */
export type ResponseCheck = (call: Call, status: number, data: unknown) => Promise<void>;

type CheckResponse = typeof import('./check-response.js').checkResponse;

/** `undefined` for `'off'`: the client then makes no check at all. */
export function createResponseCheck(
  mode: ValidateResponses,
  log: LogSink | undefined,
  redact: Redactor,
): ResponseCheck | undefined {
  if (mode === 'off') return undefined;
  let loading: Promise<CheckResponse> | undefined;
  let check: CheckResponse | undefined;
  const load = () => {
    loading ??= import('./check-response.js').then((module) => {
      check = module.checkResponse;
      return check;
    });
    return loading;
  };
  return async (call, status, data) => {
    // Awaited only until loaded: later calls check at once.
    const error = (check ?? (await load()))(call, status, data, redact);
    if (error === undefined) return;
    if (mode === 'throw') throw error;
    const { method, path, operationId } = error;
    log?.write('warn', error.message, { method, path, status, operationId });
  };
}
