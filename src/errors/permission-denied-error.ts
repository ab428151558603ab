import { ApiError } from './api-error.js';

/** HTTP 403. Authenticated but not permitted (spec §5.5). */
export class PermissionDeniedError extends ApiError {
  declare readonly status: 403;
}
