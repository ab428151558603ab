/**
 * Reads the API key from `Authorization` (spec §5 rule 2): `Bearer <API_KEY>`, or `Basic` with the
 * base64 of `<API_KEY>:` (the key is the user name, the password empty). Scheme names are
 * case-insensitive (RFC 9110 §11.1).
 */

/** The key, or undefined when the header is missing or is neither scheme. */
export function keyFromAuthorization(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const space = header.indexOf(' ');
  if (space < 0) return undefined;
  const scheme = header.slice(0, space).toLowerCase();
  const credentials = header.slice(space + 1).trim();
  if (scheme === 'bearer') return credentials === '' ? undefined : credentials;
  if (scheme !== 'basic' || !/^[A-Za-z0-9+/]+={0,2}$/.test(credentials)) return undefined;
  const decoded = Buffer.from(credentials, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  // The password must be empty (§5 rule 2); a user name alone, without the colon, is not the scheme.
  if (colon <= 0 || colon !== decoded.length - 1) return undefined;
  return decoded.slice(0, colon);
}
