import { ApiError } from './api-error.js';

/** HTTP 404. Resource not found (spec §7). */
export class NotFoundError extends ApiError {
  declare readonly status: 404;
}
