/**
 * What the transport sends and what an observer reads of it, in a module of its own so the
 * transport and its observers both import it without importing each other.
 */

/** The fetch the transport calls once per attempt; `globalThis.fetch` fits. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * What an observer reads of a call's request. The transport's `Call` itself provides it once
 * `send` has run, so no request object is made per call.
 */
export interface OutgoingRequest {
  readonly url: string;
  /** Upper case. */
  readonly method: string;
  /** This call's own init: the transport sets its `signal` per attempt rather than copy it each time. */
  readonly init: RequestInit;
}
