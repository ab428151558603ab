/**
 * Base class of every error this module throws or reports, so one `instanceof WebhookError`
 * separates "the webhook layer said no" from anything else. Messages never contain the secret.
 */
export abstract class WebhookError extends Error {
  /** Machine-readable reason; each subclass narrows it to its own union. */
  abstract readonly code: string;
  /** HTTP status the receiver answers with for this error (spec §6 reference behaviour). */
  abstract readonly status: number;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
