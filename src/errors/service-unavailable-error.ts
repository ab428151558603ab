import { ApiError } from './api-error.js';

/** HTTP 503. Server unavailable (spec §7). Retried for GET, PUT and DELETE; never for POST or PATCH. */
export class ServiceUnavailableError extends ApiError {
  declare readonly status: 503;
}
