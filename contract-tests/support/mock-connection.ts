/**
 * Sending the contract run's requests to its embedded mock: a refused or reset connection (a
 * keep-alive connection the server closed as it was reused, a mock under load) is retried with a
 * short backoff, and one that never succeeds, or a request the mock never answers (a fault inside
 * it, see mock-guard.ts), becomes a `MockConnectionError`, which the run reports as its own problem:
 * nothing was learnt about the client or the document.
 */
import { type SampleRequest, type SentAnswer, sendRequest } from './sample-request.js';

/** Connection failures of Node's fetch (undici) worth a retry against a local mock. */
const RETRYABLE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

export class MockConnectionError extends Error {
  override readonly name = 'MockConnectionError';
}

export interface SendToMockOptions {
  /** Tries in all. @default 5 */
  attempts?: number;
  /** First pause; doubles after each failure. @default 100 */
  delayMs?: number;
  /** Longest wait for one answer. @default 20_000 */
  timeoutMs?: number;
}

function failureCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

export async function sendToMock(
  baseUrl: string,
  request: SampleRequest,
  options: SendToMockOptions = {},
): Promise<SentAnswer> {
  const attempts = options.attempts ?? 5;
  let delay = options.delayMs ?? 100;
  let last = 'no attempt';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await sendRequest(baseUrl, request, AbortSignal.timeout(options.timeoutMs ?? 20_000));
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') {
        throw new MockConnectionError(`the mock did not answer ${request.method} ${request.path} in time`);
      }
      const code = failureCode(error);
      if (code === undefined || !RETRYABLE.has(code)) throw error;
      last = code;
      if (attempt < attempts) await new Promise((done) => setTimeout(done, delay));
      delay *= 2;
    }
  }
  throw new MockConnectionError(
    `the mock dropped ${request.method} ${request.path} ${attempts} times (${last}); its log has the reason`,
  );
}
