/**
 * The vocabulary of `spec diff`: what a change is, and which side of the wire a schema sits on.
 */

export { isJsonObject, type JsonObject } from '../document/json-object.js';

export type Severity = 'breaking' | 'non-breaking';

export type ChangeKind =
  /** The endpoint's `client.<group>.<method>` name changed (operationId, first tag or x-sdk-method). */
  | 'method-renamed'
  /** A named method is gone: its endpoint was removed, or can no longer be named. */
  | 'method-removed'
  | 'method-added'
  | 'operation-removed'
  | 'operation-added'
  | 'webhook-removed'
  | 'webhook-added'
  | 'parameter-removed'
  | 'parameter-added'
  | 'parameter-required-changed'
  /** A path parameter whose name changed at the same place in the path template. */
  | 'parameter-renamed'
  | 'request-body-removed'
  | 'request-body-added'
  | 'request-body-required-changed'
  | 'response-removed'
  | 'response-added'
  /** The same answer declared under another code of the same meaning (`2XX` -> `201`). */
  | 'response-status-changed'
  | 'media-type-removed'
  | 'media-type-added'
  | 'property-removed'
  | 'property-added'
  | 'property-required-changed'
  | 'type-changed'
  | 'enum-changed'
  | 'constraint-changed'
  | 'default-changed'
  /** A `oneOf`/`anyOf` member added or removed. */
  | 'composition-changed'
  | 'additional-properties-changed'
  | 'security-scheme-removed'
  | 'security-scheme-added'
  | 'security-scheme-changed'
  /** The requirement (global or per operation) a caller must meet changed. */
  | 'security-requirement-changed'
  | 'server-removed'
  | 'server-added'
  | 'server-variable-changed';

export interface Change {
  kind: ChangeKind;
  severity: Severity;
  /** Where, in words a reader can find: e.g. `GET /v1/payments query order_by`. */
  location: string;
  message: string;
  /**
   * For a change made in one shared place (`#/components/...`, the global `security`): every
   * operation and webhook it reaches, sorted. Absent for a change made in one operation.
   */
  reaches?: string[];
}

/**
 * Who reads a value decides which edits hurt. `request`: the service reads what a client (or, for a
 * webhook's answer, a receiver) sends, so accepting less is breaking. `response`: a client reads what
 * the service sends, so sending more or other things is breaking. `webhook-payload`: a receiver reads
 * a delivery; like `response`, and stricter on enums (see policy.ts).
 */
export type Role = 'request' | 'response' | 'webhook-payload';

/** Collects changes during a walk; one per top-level diff. */
export interface ChangeSink {
  add(change: Change): void;
}
