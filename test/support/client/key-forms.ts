/**
 * Test support: every form in which a key could come back in text, built with Node's own encoders
 * (Buffer, encodeURIComponent, URLSearchParams, JSON.stringify), independently of redact.ts, so the
 * redaction tests search for the key without trusting the code they test.
 */
import { Buffer } from 'node:buffer';

/** The key as sent (raw, Bearer) and inside the Basic header (spec §5.2), each base64 with and without padding. */
function sentForms(key: string): string[] {
  const forms = [key];
  for (const text of [`${key}:`, key]) {
    const bytes = Buffer.from(text, 'utf8');
    const standard = bytes.toString('base64');
    const urlSafe = bytes.toString('base64url');
    const padding = '='.repeat((4 - (urlSafe.length % 4)) % 4);
    forms.push(standard, standard.replace(/=+$/, ''), urlSafe, urlSafe + padding);
  }
  return forms;
}

const jsonAscii = (text: string) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const html = (text: string) => text.replace(/[&<>"'/=]/g, (c) => `&#x${c.charCodeAt(0).toString(16).toUpperCase()};`);

/**
 * How a form can be escaped on its way back: URLs (also twice, also lower-case hex), forms, JSON
 * (also with `\/` and with every non-ASCII character escaped), HTML.
 */
const ESCAPES: readonly ((text: string) => string)[] = [
  (text) => text,
  encodeURIComponent,
  (text) => encodeURIComponent(encodeURIComponent(text)),
  (text) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
  (text) => new URLSearchParams({ k: text }).toString().slice(2),
  encodeURI,
  (text) => JSON.stringify(text).slice(1, -1),
  (text) => JSON.stringify(text).slice(1, -1).replaceAll('/', '\\/'),
  jsonAscii,
  html,
];

/** Every form the key may take in text: each sent form under each escape, without repeats. */
export function keyForms(key: string): string[] {
  return [...new Set(sentForms(key).flatMap((form) => ESCAPES.map((encode) => encode(form))))];
}

/** The texts the key is recoverable from by base64-decoding `text` at every offset, standard and URL-safe. */
export function base64Decodings(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(/[A-Za-z0-9+/_-]{4,}/g) ?? []) {
    for (let offset = 0; offset < 4; offset++) {
      const part = run.slice(offset);
      out.push(Buffer.from(part, 'base64').toString('latin1'), Buffer.from(part, 'base64url').toString('latin1'));
    }
  }
  return out;
}
