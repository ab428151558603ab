/**
 * What a named method returns: a Promise of the data, as before, that also offers
 * `.withResponse()` (openai-node's name) for the status and headers of a successful answer.
 */

/** A successful call's data with the `Response` it came from (its body has already been read). */
export interface WithResponse<T> {
  data: T;
  response: Response;
}

/** A Promise of the data; `.withResponse()` gives the same call's data and `Response`. */
export interface ApiPromise<T> extends Promise<T> {
  /** Resolves to `{ data, response }`; rejects with the same error the Promise itself would. */
  withResponse(): Promise<WithResponse<T>>;
}

/** Where the answer of a call is found once its data has resolved (the transport's `Call`). */
export interface AnswerSource {
  readonly response: Response | undefined;
}

/** Adds `.withResponse()` to the data Promise itself: a call that never asks for it makes no second Promise. */
export function apiPromise<T>(data: Promise<T>, answer: AnswerSource): ApiPromise<T> {
  const promise = data as ApiPromise<T>;
  // Handling the derived Promise also handles `data`: an error is reported once, to whoever awaits it.
  promise.withResponse = () => data.then((value) => ({ data: value, response: answer.response as Response }));
  return promise;
}
