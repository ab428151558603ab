/**
 * Tells whether a failed fetch may have delivered the request, from the error codes Node's fetch
 * (undici) puts in `cause`. Only codes that prove the request never left count as "not sent";
 * anything else, including an unknown error from an injected fetch, is treated as possibly sent,
 * because a false "not sent" could resend a createOrder the service already acted on.
 */
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** The error codes found in `error`, its `cause` chain and any `AggregateError` members. */
export function errorCodes(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 5) return [];
  const codes: string[] = [];
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') codes.push(code);
  if (error instanceof AggregateError) {
    for (const member of error.errors) codes.push(...errorCodes(member, depth + 1));
  }
  codes.push(...errorCodes((error as { cause?: unknown }).cause, depth + 1));
  return codes;
}

export function mayHaveBeenSent(error: unknown): boolean {
  const codes = errorCodes(error);
  return codes.length === 0 || !codes.every((code) => NOT_SENT_CODES.has(code));
}
