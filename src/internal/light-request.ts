/**
 * What openapi-fetch builds in place of a `Request` (its documented `Request` option).
 *
 * openapi-fetch would construct a WHATWG Request and Node's fetch would then copy it into another
 * one; together that was most of the client's overhead over raw fetch. This holds the URL and the
 * init instead, and the transport hands both to fetch once per attempt. It also keeps the body as
 * the string openapi-fetch serialised, so every retry resends exactly the same bytes without
 * re-serialising or cloning a stream.
 */
export class LightRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: RequestInit['body'];
  readonly signal: AbortSignal | null;
  /** Everything openapi-fetch put in the init (method, headers, body, redirect, caller signal). */
  readonly init: RequestInit;

  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.init = init;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
    this.body = init.body;
    this.signal = init.signal ?? null;
  }
}

/** The constructor typed as what openapi-fetch's `Request` option expects. */
export const LightRequestConstructor = LightRequest as unknown as typeof Request;
