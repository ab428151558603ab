/**
 * The ports fetch refuses to connect to: the "bad ports" of the Fetch standard
 * (https://fetch.spec.whatwg.org/#port-blocking), which Node's fetch, Deno, Bun and browsers
 * enforce. A request to `http://127.0.0.1:6000` fails before any connection is tried, with no
 * error code, which would otherwise read as an ordinary (and retried) connection failure.
 */
export const FETCH_BAD_PORTS: ReadonlySet<number> = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The port of a `host[:port]` (an explicit one only; the scheme's default is never a bad port). */
function portOf(host: string): number | undefined {
  const match = /:(\d+)$/.exec(host);
  return match ? Number(match[1]) : undefined;
}

/**
 * The port, when the attempt failed because fetch refuses it: the port is a bad one and the error
 * carries no system error code (a refused or reset connection has one).
 */
export function refusedPort(host: string, codes: readonly string[]): number | undefined {
  const port = portOf(host);
  return port !== undefined && FETCH_BAD_PORTS.has(port) && codes.length === 0 ? port : undefined;
}
