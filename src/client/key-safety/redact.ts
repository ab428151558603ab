/**
 * Removes the API key (a server secret, spec §5.4) from what the client hands back: error messages,
 * causes, headers, and the parsed error bodies of both the named methods and the path API.
 *
 * Only the key itself is ever replaced, and only inside text: a string value of a parsed body, a
 * message, a header value. Bodies are parsed first and walked, so JSON keys and structure are never
 * touched. The key can come back in forms other than itself, and all of them are derived here, in
 * one place (`keyPattern`): each form the client sends (the key, the base64 of the Basic header),
 * with each character in any escape a URL, a JSON text or an HTML page may give it.
 */
import { ConfigurationError } from '../../errors/configuration-error.js';
import { base64Bytes } from './auth-header.js';

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
  const pattern = keyPattern(apiKey);
  if (pattern === undefined) return (text) => text;
  return (text) => text.replace(pattern, REDACTED);
}

/**
 * The forms of the key as the client sends it, before any escaping: the key itself (Bearer) and
 * base64 text (the Basic header is `base64(key:)`, spec §5.2). Base64 in both alphabets (standard
 * and URL-safe), of `key:` and of the key, and, for the key inside a longer base64 text (a header
 * dump, a token), the characters that depend on the key's bytes alone at each of the three byte
 * alignments. `padded` forms may be followed by `=` padding.
 */
function sentForms(apiKey: string): { form: string; padded: boolean }[] {
  const bytes = new TextEncoder().encode(apiKey);
  const base64s: { form: string; padded: boolean }[] = [];
  for (const text of [new Uint8Array([...bytes, 0x3a]), bytes]) {
    base64s.push({ form: base64Bytes(text).replace(/=+$/, ''), padded: true });
  }
  for (const offset of [0, 1, 2]) {
    const shifted = base64Bytes(new Uint8Array([...new Uint8Array(offset), ...bytes]));
    const whole = Math.floor((offset + bytes.length) / 3) * 4; // complete groups; the last may hold later bytes
    base64s.push({ form: shifted.slice(offset === 0 ? 0 : 4, whole), padded: false });
  }
  const urlSafe = base64s.map(({ form, padded }) => ({ form: form.replaceAll('+', '-').replaceAll('/', '_'), padded }));
  return [{ form: apiKey, padded: false }, ...base64s, ...urlSafe].filter(({ form }) => form.length > 0);
}

/** Hex digits of `value` that match either case (`%3d` and `%3D`). */
function hexPattern(value: number, width: number): string {
  return value
    .toString(16)
    .padStart(width, '0')
    .replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`);
}

const HTML_NAMED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '+': '&plus;',
  '/': '&sol;',
  '=': '&equals;',
};

/**
 * One character in every form text may carry it in: as itself; percent-encoded, once or twice, in
 * either case (URLs, query strings, form bodies); as JSON `\uXXXX` escapes (JSON's `\/`, `\"` and
 * `\\` too); as an HTML character reference. Letters, digits and `-._` are escaped by no encoder
 * (`~`, the fourth of RFC 3986's unreserved characters, is: Java's URLEncoder writes `%7E`), so they
 * stand for themselves: the pattern of a typical key stays small, quick to build and quick to run.
 */
function charPattern(char: string): string {
  if (/^[A-Za-z0-9._-]$/.test(char)) return escapeRegExp(char);
  const code = char.codePointAt(0) as number;
  const percent = [...new TextEncoder().encode(char)].map((byte) => `%(?:25)?${hexPattern(byte, 2)}`).join('');
  const units = Array.from({ length: char.length }, (_, i) => `\\\\u${hexPattern(char.charCodeAt(i), 4)}`).join('');
  const options = [percent, units, `&#0*${code};`, `&#[xX]0*${hexPattern(code, 1)};`];
  if (char === '/' || char === '"' || char === '\\') options.push(escapeRegExp(`\\${char}`));
  const named = HTML_NAMED[char];
  if (named !== undefined) options.push(named);
  // The character itself last: an escape that starts with it (`%25` for `%`, `&amp;`) is taken whole.
  options.push(escapeRegExp(char));
  return `(?:${options.join('|')})`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&');
}

/**
 * Every form of the key (`sentForms`), each character in any of its escapes (`charPattern`), as
 * one pattern; longest form first, so a form that contains another is replaced whole. Undefined
 * for an empty key.
 */
export function keyPattern(apiKey: string): RegExp | undefined {
  if (apiKey === '') return undefined;
  const forms = sentForms(apiKey).sort((a, b) => b.form.length - a.form.length);
  const padding = `${charPattern('=')}{0,2}`;
  const alternatives = forms.map(({ form, padded }) => [...form].map(charPattern).join('') + (padded ? padding : ''));
  return new RegExp([...new Set(alternatives)].join('|'), 'g');
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
