/**
 * A parsed JSON or YAML object (an OpenAPI document or a part of one), as reading a document gives
 * it to `spec diff` (and, through it, to the generator and the contract suite). The documents are
 * untrusted input, so every value is `unknown`.
 */
export type JsonObject = Record<string, unknown>;

/** A plain object: not `null`, not an array. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
