/**
 * The `Authorization` header of spec §5.2: `Bearer <key>`, or `Basic base64(<key>:)` (the key
 * is the username, the password is empty). Built once per client.
 */
export type AuthScheme = 'bearer' | 'basic';

export function authorizationHeader(apiKey: string, scheme: AuthScheme): string {
  if (scheme === 'basic') return `Basic ${base64Utf8(`${apiKey}:`)}`;
  return `Bearer ${apiKey}`;
}

/** btoa over UTF-8 bytes: works in Node and (with dangerouslyAllowBrowser) elsewhere, no Buffer. */
export function base64Utf8(text: string): string {
  return base64Bytes(new TextEncoder().encode(text));
}

export function base64Bytes(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
