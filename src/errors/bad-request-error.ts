import { ApiError } from './api-error.js';

/** HTTP 400. Bad request (spec §7). The body or parameters were malformed. */
export class BadRequestError extends ApiError {
  declare readonly status: 400;
}
