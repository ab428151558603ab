import { GameCommerceError } from './game-commerce-error.js';

/**
 * Thrown by `createClient` when the options are unsafe or invalid: a non-https `baseUrl`, a
 * missing key, construction in a browser. Raised before any request is sent.
 */
export class ConfigurationError extends GameCommerceError {
  constructor(message: string) {
    super(message);
  }
}
