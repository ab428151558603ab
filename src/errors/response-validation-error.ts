import { GameCommerceError } from './game-commerce-error.js';

/** One way a response body breaks the document's schema: where, and how. */
export interface ResponseIssue {
  /** JSON Pointer into the body, e.g. `/checkout_url`; empty for the body itself. */
  path: string;
  message: string;
}

/**
 * A 2xx answer whose body does not match the document's schema for that operation and status,
 * raised only with `validateResponses: 'throw'`. The call itself succeeded (the service may have
 * acted: an order may exist), so it is not retried; `body` holds what came back.
 */
export class ResponseValidationError extends GameCommerceError {
  /** HTTP status of the answer. */
  readonly status: number;
  /** The document's operationId, e.g. `createOrder`. */
  readonly operationId: string;
  /** Every fault ajv found. */
  readonly issues: ResponseIssue[];
  /** The parsed body as received (the key, if echoed, redacted). */
  readonly body: unknown;

  constructor(init: {
    method: string;
    path: string;
    status: number;
    operationId: string;
    issues: ResponseIssue[];
    body: unknown;
  }) {
    const faults = init.issues.map((issue) => `${issue.path || '/'} ${issue.message}`).join('; ');
    const shown = faults.length > 200 ? `${faults.slice(0, 200)}…` : faults;
    super(
      `${init.status} from ${init.method} ${init.path} does not match the document (${init.operationId}): ${shown}`,
      init,
    );
    this.status = init.status;
    this.operationId = init.operationId;
    this.issues = init.issues;
    this.body = init.body;
  }

  override toJSON(): Record<string, unknown> {
    const { status, operationId, issues } = this;
    return { ...super.toJSON(), status, operationId, issues };
  }
}
