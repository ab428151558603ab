/** Every error the client raises (the class for an HTTP status is picked by src/client/error-factory.ts). */
export { GameCommerceError } from './game-commerce-error.js';
export { ConfigurationError } from './configuration-error.js';
export { ApiError, type ApiErrorInit } from './api-error.js';
export { BadRequestError } from './bad-request-error.js';
export { AuthenticationError } from './authentication-error.js';
export { PermissionDeniedError } from './permission-denied-error.js';
export { NotFoundError } from './not-found-error.js';
export { ConflictError } from './conflict-error.js';
export { ValidationError, type ValidationIssue } from './validation-error.js';
export { RateLimitError } from './rate-limit-error.js';
export { ServiceUnavailableError } from './service-unavailable-error.js';
export { RedirectError } from './redirect-error.js';
export { ResponseValidationError, type ResponseIssue } from './response-validation-error.js';
export { ConnectionError } from './connection-error.js';
export { TimeoutError } from './timeout-error.js';
