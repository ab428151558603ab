import { ApiError, type ApiErrorInit } from './api-error.js';

/**
 * HTTP 3xx. The client follows no redirect: spec §4 lists no redirect for any operation, and
 * following one could send a `POST /v1/orders` (with the key) to another origin, or turn it into
 * a GET of that origin whose body would pass for the order. `location` says where it pointed.
 */
export class RedirectError extends ApiError {
  /** The `Location` header as the service sent it (key redacted); `undefined` when absent. */
  readonly location: string | undefined;

  constructor(init: ApiErrorInit & { location: string | undefined }) {
    super(init);
    this.location = init.location;
    const target = init.location === undefined ? 'with no Location header' : `to ${init.location}`;
    this.message = `${init.status} from ${init.method} ${init.path}: redirect ${target} not followed (the client follows no redirects)`;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), location: this.location };
  }
}
