/**
 * A `fetch` for the client that records every exchange it carries: what the contract checks read
 * (status, headers such as Prism's violation header, the body) and what fixtures are made of.
 * The client still does everything else (auth, retries, errors); this only watches the wire.
 */
import type { FetchLike } from '../../src/index.js';

export interface RecordedExchange {
  request: { method: string; url: URL; headers: Record<string, string>; body?: unknown };
  response: { status: number; headers: Headers; text: string; body?: unknown };
}

export type { FetchLike };

function parse(text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface RecordingFetch {
  fetch: FetchLike;
  exchanges: RecordedExchange[];
  last(): RecordedExchange;
  /**
   * Awaits a client call and gives the exchange it ended with. An error answer is an exchange like
   * any other; a call that got no answer at all (a reset connection, a timeout) rejects with the
   * client's own error, which names the method and URL, rather than losing it.
   */
  answerTo(call: Promise<unknown>): Promise<RecordedExchange>;
}

export function createRecordingFetch(inner: FetchLike = (input, init) => fetch(input, init)): RecordingFetch {
  const exchanges: RecordedExchange[] = [];
  const last = () => {
    const exchange = exchanges.at(-1);
    if (!exchange) throw new Error('no request was sent');
    return exchange;
  };
  return {
    exchanges,
    last,
    async answerTo(call) {
      const before = exchanges.length;
      const failure = await call.then(
        () => undefined,
        (error: unknown) => error,
      );
      if (exchanges.length === before && failure !== undefined) throw failure;
      return last();
    },
    async fetch(input, init) {
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const bodyText = typeof init.body === 'string' ? init.body : undefined;
      const response = await inner(input, init);
      const text = await response.clone().text();
      exchanges.push({
        request: { method: (init.method ?? 'GET').toUpperCase(), url: new URL(input), headers, body: parse(bodyText) },
        response: { status: response.status, headers: response.headers, text, body: parse(text) },
      });
      return response;
    },
  };
}
