/**
 * JSON Schema validation keywords grouped by how a change to them is judged (JSON Schema
 * Validation 2020-12 §6), and the one way values are compared and printed.
 */

/** Bounds where a larger value accepts less. */
export const LOWER_BOUNDS = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems', 'minProperties'] as const;
/** Bounds where a smaller value accepts less. */
export const UPPER_BOUNDS = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems', 'maxProperties'] as const;
/** Keywords that cannot be ordered: adding or changing one may reject values that passed before. */
export const EXACT_CONSTRAINTS = ['pattern', 'format', 'multipleOf', 'uniqueItems'] as const;

/** A value's identity for comparison and its spelling in messages: its JSON text. */
export function valueKey(value: unknown): string {
  return JSON.stringify(value) ?? 'undefined';
}
