/**
 * A scripted `fetch` for tests that need exact timing under fake timers: it answers from a queue
 * without any I/O and records every call (url, method, headers, body as sent).
 */
export interface FakeCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type FakeAnswer =
  /** `body` is sent as JSON; `raw` as the exact text given. */
  | { status: number; headers?: Record<string, string>; body?: unknown; raw?: string }
  /** Reject like Node's fetch does when a connection fails with this code. */
  | { fail: string }
  /** Never settle unless the attempt's signal aborts. */
  | { hang: true };

export interface FakeFetch {
  (input: string, init: RequestInit): Promise<Response>;
  calls: FakeCall[];
  script(...answers: FakeAnswer[]): void;
}

export function networkError(code: string): TypeError {
  const cause = Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { code });
  return new TypeError('fetch failed', { cause });
}

export function createFakeFetch(fallback: FakeAnswer = { status: 200, body: {} }): FakeFetch {
  const queue: FakeAnswer[] = [];
  const fake = (async (input: string, init: RequestInit) => {
    const signal = init.signal ?? undefined;
    fake.calls.push({
      url: input,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal,
    });
    if (signal?.aborted) throw signal.reason;
    const answer = queue.shift() ?? fallback;
    if ('fail' in answer) throw networkError(answer.fail);
    if ('hang' in answer) {
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    const body = answer.raw ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(body, {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as FakeFetch;
  fake.calls = [];
  fake.script = (...answers) => queue.push(...answers);
  return fake;
}
