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

const pickData = <T>(result: WithResponse<T>): T => result.data;
const ignore = (): void => undefined;

export function apiPromise<T>(full: Promise<WithResponse<T>>): ApiPromise<T> {
  const data = full.then(pickData) as ApiPromise<T>;
  data.withResponse = () => {
    // The caller handles the error through this Promise; the data Promise must not report it as unhandled.
    data.catch(ignore);
    return full;
  };
  return data;
}
