/**
 * Removes the API key from text before it goes into an error. The key can come back in forms other
 * than itself: inside the Basic header's base64, percent-encoded in a URL, JSON-escaped in an
 * echoed body. Each form is replaced.
 */
import { base64Utf8 } from './auth-header.js';

export const REDACTED = '[REDACTED]';

export type Redactor = (text: string) => string;

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
    for (const form of ordered) out = out.split(form).join(REDACTED);
    return out;
  };
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
