/**
 * Guards on where the key is sent. Spec: "The service is reached over HTTPS", and the key is a
 * server secret (§5.4), so a plain-http base URL would put it on the wire in clear text. Plain http
 * is accepted only for loopback hosts, where a local mock (tests, Prism) listens. A base ending in
 * /v1 is refused rather than silently doubled.
 */
import { ConfigurationError } from '../../errors/configuration-error.js';

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** Returns the parsed URL, or throws a `ConfigurationError` saying what is wrong. */
export function checkBaseUrl(baseUrl: unknown): URL {
  if (typeof baseUrl !== 'string' || baseUrl === '') {
    throw new ConfigurationError('baseUrl is required: the address of the API including any path prefix before /v1');
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigurationError('baseUrl must be an absolute URL such as https://api.example.com/prefix');
  }
  if (url.username !== '' || url.password !== '') {
    throw new ConfigurationError('baseUrl must not carry credentials; pass the key as apiKey');
  }
  if (url.search !== '' || url.hash !== '') {
    throw new ConfigurationError('baseUrl must not carry a query string or fragment');
  }
  // Every operation path starts with /v1 (spec §9), so a base ending in it would send /v1/v1/...
  if (/\/v1\/*$/.test(url.pathname)) {
    throw new ConfigurationError(
      'baseUrl must not end in /v1: operation paths already start with /v1, so requests would go to /v1/v1/...; ' +
        'pass the address up to the prefix before /v1, e.g. https://api.example.com/prefix',
    );
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return url;
  throw new ConfigurationError(
    `baseUrl must use https (got ${url.protocol}//${url.host}); plain http is accepted only for ` +
      'loopback hosts (localhost, 127.0.0.0/8, [::1]) so a local mock can be used',
  );
}
