import { ApiError } from './api-error.js';

/** HTTP 401. Not authenticated (spec §5.5): the key is missing, wrong, or for the other environment. */
export class AuthenticationError extends ApiError {
  declare readonly status: 401;
}
