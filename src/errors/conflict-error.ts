import { ApiError } from './api-error.js';

/** HTTP 409. The request conflicts with the current state of the resource (spec §7). */
export class ConflictError extends ApiError {
  declare readonly status: 409;
}
