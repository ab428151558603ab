/**
 * Removes the API key (a server secret, spec §5.4) from what the client hands back: error messages,
 * causes, headers, and the parsed error bodies of both the named methods and the path API.
 *
 * Only the key itself is ever replaced, and only inside text: a string value of a parsed body, a
 * message, a header value. Bodies are parsed first and walked, so JSON keys and structure are never
 * touched. The key can come back in forms other than itself (inside the Basic header's base64,
 * percent-encoded in a URL, JSON-escaped in a text body); each form is replaced.
 */
import { ConfigurationError } from '../errors/configuration-error.js';
import { base64Utf8 } from './auth-header.js';

export const REDACTED = '[REDACTED]';

/**
 * The shortest key `createClient` accepts. Redaction replaces the key wherever it occurs in text, so
 * a key must be long enough never to occur by chance in ordinary text: with the key `e`, the path
 * `/v1/orders` would read `/v1/ord[REDACTED]rs`. Sixteen characters is longer than any path segment
 * or word a message is made of, and shorter than any real secret (16 random base62 characters are
 * already ~95 bits); only toy keys are refused.
 */
export const MIN_API_KEY_LENGTH = 16;

export type Redactor = (text: string) => string;

/** Throws a `ConfigurationError` for a key too short to be told apart from ordinary text. */
export function assertRedactableKey(apiKey: string): void {
  if (apiKey.length < MIN_API_KEY_LENGTH) {
    throw new ConfigurationError(
      `apiKey is too short (${apiKey.length} characters): at least ${MIN_API_KEY_LENGTH} are required, so the key ` +
        'can be told apart from ordinary text when it is removed from errors; use the S2S key exactly as issued',
    );
  }
}

export function createRedactor(apiKey: string): Redactor {
  const forms = new Set([
    apiKey,
    base64Utf8(`${apiKey}:`),
    base64Utf8(apiKey),
    encodeURIComponent(apiKey),
    JSON.stringify(apiKey).slice(1, -1),
  ]);
  // Longest first, so a form that contains another is replaced whole.
  const ordered = [...forms].filter((form) => form.length > 0).sort((a, b) => b.length - a.length);
  return (text) => {
    let out = text;
    for (const form of ordered) if (out.includes(form)) out = out.split(form).join(REDACTED);
    return out;
  };
}

/**
 * A copy of a parsed body with the key replaced inside every string value. Object keys, numbers,
 * booleans, nulls and the shape are kept exactly; a body without the key comes back equal.
 */
export function redactValue(value: unknown, redact: Redactor): unknown {
  if (typeof value === 'string') return redact(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, redact));
  if (value === null || typeof value !== 'object') return value;
  // fromEntries defines own properties, so a `__proto__` key stays a key instead of a prototype.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactValue(item, redact)]));
}

/**
 * A log-safe copy of a thrown value for `cause`: same name, code and chain, redacted message and
 * stack. The original may come from an injected fetch whose message quotes request headers.
 */
export function redactCause(error: unknown, redact: Redactor, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? redact(error) : undefined;
  const cause = depth < 3 ? redactCause(error.cause, redact, depth + 1) : undefined;
  const copy = new Error(redact(error.message), cause === undefined ? undefined : { cause });
  Object.defineProperty(copy, 'name', { value: error.name, configurable: true, writable: true });
  copy.stack = error.stack === undefined ? undefined : redact(error.stack);
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') Object.assign(copy, { code });
  return copy;
}
