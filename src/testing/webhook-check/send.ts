/**
 * One POST of a delivery to the endpoint under check, timed, never throwing: a refused connection
 * or a time-out is an answer without a status, which the row reports.
 */
import { WEBHOOK_OUTCOME_HEADER } from '../../webhooks/responses.js';

/** What the endpoint made of one delivery. */
export interface EndpointAnswer {
  /** HTTP status; undefined when no answer came (connection refused, reset, time-out). */
  status?: number;
  /** The `x-webhook-outcome` header a receiver built on this package sends (processed, duplicate, ...). */
  outcome?: string;
  /** The answer body as text ('' when none). */
  text: string;
  /** Milliseconds from sending to the end of the answer body. */
  ms: number;
  /** Why no answer came, e.g. `ECONNREFUSED` or `no answer within 10000 ms`. */
  error?: string;
}

/** A delivery as it goes on the wire. */
export interface WireDelivery {
  headers: Record<string, string>;
  body: string;
}

export interface SendTarget {
  url: string;
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
}

/** The innermost cause's code or message: `ECONNREFUSED` rather than `fetch failed`. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`;
  let cause: unknown = error;
  while (cause instanceof Error && cause.cause !== undefined) cause = cause.cause;
  const code = (cause as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message : String(cause);
}

export async function send(target: SendTarget, delivery: WireDelivery): Promise<EndpointAnswer> {
  const started = performance.now();
  try {
    const response = await target.fetch(target.url, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    const text = await response.text();
    const outcome = response.headers.get(WEBHOOK_OUTCOME_HEADER) ?? undefined;
    return { status: response.status, outcome, text, ms: performance.now() - started };
  } catch (error) {
    return { text: '', ms: performance.now() - started, error: reasonOf(error, target.timeoutMs) };
  }
}

/** `200 processed`, `403`, or `no answer (ECONNREFUSED)`: the answer as the table shows it. */
export function describeAnswer(answer: EndpointAnswer): string {
  if (answer.status === undefined) return `no answer (${answer.error})`;
  return answer.outcome ? `${answer.status} ${answer.outcome}` : String(answer.status);
}

export const is2xx = (answer: EndpointAnswer): boolean =>
  answer.status !== undefined && answer.status >= 200 && answer.status < 300;
