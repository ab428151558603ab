/**
 * Which edits break whom. Every rule is stated once, per role (see `Role` in types.ts), so the walk
 * only describes what changed and this table decides the severity.
 */
import type { Role, Severity } from './types.js';

export type Edit =
  /** The new schema admits a JSON type the old one did not (e.g. string -> string|null). */
  | 'type-widened'
  /** The new schema no longer admits a type the old one did (e.g. string|integer -> string). */
  | 'type-narrowed'
  | 'enum-values-added'
  | 'enum-values-removed'
  /** A free value became an enumeration. */
  | 'enum-introduced'
  /** An enumeration became a free value. */
  | 'enum-dropped'
  | 'constraint-narrowed'
  | 'constraint-widened'
  /** A pattern removed, or made one that accepts every string (`""`, `.*`). */
  | 'pattern-relaxed'
  /** A pattern changed in a way the rule cannot prove wider or narrower: values may be refused and new ones sent. */
  | 'pattern-changed'
  /** A `oneOf`/`anyOf` member added: one more shape is accepted, or may be received. */
  | 'variant-added'
  /** A `oneOf`/`anyOf` member removed: a shape is no longer accepted, nor sent. */
  | 'variant-removed'
  /** A default was removed or changed: callers that omit the value now get other behaviour. */
  | 'default-changed'
  | 'default-added'
  | 'field-removed'
  /** A property no longer listed by an object that still accepts it as an additional property. */
  | 'field-removed-open'
  | 'field-added-required'
  | 'field-added-optional'
  | 'became-required'
  | 'became-optional'
  /** additionalProperties became false. */
  | 'closed'
  | 'opened';

const B: Severity = 'breaking';
const N: Severity = 'non-breaking';

/**
 * [request, response, webhook-payload]. Requests break when the service accepts less; responses and
 * deliveries break when the reader may receive something it did not before (a new type, a new enum
 * value, a field that may now be missing). Webhook payloads also break on a removed enum value: a
 * receiver's generated validator and its switch are built from the document, and a removal there is
 * usually half of a rename, so receivers are told instead of silently never matching again.
 *
 * A pattern is the one constraint whose relaxation is judged per side: a reader that checks the old
 * pattern (a generated validator, a parser) refuses what the new one lets through.
 */
const TABLE: Record<Edit, readonly [Severity, Severity, Severity]> = {
  'type-widened': [N, B, B],
  'type-narrowed': [B, N, N],
  'enum-values-added': [N, B, B],
  'enum-values-removed': [B, N, B],
  'enum-introduced': [B, N, N],
  'enum-dropped': [N, B, B],
  'constraint-narrowed': [B, N, N],
  'constraint-widened': [N, N, N],
  'pattern-relaxed': [N, B, B],
  'pattern-changed': [B, B, B],
  'variant-added': [N, B, B],
  'variant-removed': [B, N, N],
  'default-changed': [B, N, N],
  'default-added': [N, N, N],
  'field-removed': [B, B, B],
  'field-removed-open': [N, B, B],
  'field-added-required': [B, N, N],
  'field-added-optional': [N, N, N],
  'became-required': [B, N, N],
  'became-optional': [N, B, B],
  closed: [B, N, N],
  opened: [N, N, N],
};

const COLUMN: Record<Role, 0 | 1 | 2> = { request: 0, response: 1, 'webhook-payload': 2 };

export function severityOf(edit: Edit, role: Role): Severity {
  return TABLE[edit][COLUMN[role]];
}
