import { ApiError, type ApiErrorInit } from './api-error.js';

/** One entry of the 422 body (spec §7): where the fault is, what it is, and its kind. */
export interface ValidationIssue {
  /** Location of the fault, e.g. `['body', 'items', 0, 'sku']`. */
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** HTTP 422. The service rejected the request's content (spec §7); `issues` lists each fault. */
export class ValidationError extends ApiError {
  declare readonly status: 422;
  /** The parsed `detail` list of the 422 body; empty when the body had another shape. */
  readonly issues: ValidationIssue[];

  constructor(init: ApiErrorInit & { issues: ValidationIssue[] }) {
    super(init);
    this.issues = init.issues;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), issues: this.issues };
  }
}
