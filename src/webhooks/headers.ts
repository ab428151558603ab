/**
 * Reading a header the same way from Node's `IncomingHttpHeaders`, a plain object a test or tool
 * built, or a Fetch `Headers`, without ever throwing on odd input.
 */

/** Anything that carries request headers: Node's `req.headers`, a plain object, or Fetch `Headers`. */
export type WebhookHeaders =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null };

/**
 * The header's value, or undefined when it is absent, empty or repeated with different values.
 * `name` must be lowercase. Plain objects are matched case-insensitively, since hand-built ones
 * (tests, replays from logs) often keep the sender's casing.
 */
export function readHeader(headers: unknown, name: string): string | undefined {
  if (headers === null || typeof headers !== 'object') return undefined;
  const getter = (headers as { get?: unknown }).get;
  if (typeof getter === 'function') {
    const value: unknown = getter.call(headers, name);
    return typeof value === 'string' && value !== '' ? value : undefined;
  }
  const record = headers as Record<string, unknown>;
  let value: unknown = Object.prototype.hasOwnProperty.call(record, name) ? record[name] : undefined;
  if (value === undefined) {
    for (const key of Object.keys(record)) {
      if (key.toLowerCase() === name) {
        value = record[key];
        break;
      }
    }
  }
  if (Array.isArray(value)) value = value.length === 1 ? value[0] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
