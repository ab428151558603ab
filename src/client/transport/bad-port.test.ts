/**
 * A base URL on a port fetch refuses to use (6000, a "bad port" of the Fetch standard) fails at
 * once with an error that says so, not as a retried "connection failed". Node's own fetch is used:
 * it refuses the port before connecting, so nothing needs to listen there.
 */
import { describe, expect, it } from 'vitest';
import { ConnectionError } from '../../errors/index.js';
import { FETCH_BAD_PORTS, refusedPort } from '../../internal/bad-ports.js';
import { createClient } from '../create-client.js';

const KEY = 'sk_test_FAKE_bad_port_key';

describe('a port fetch refuses to use', () => {
  it('is named in the error, and the call is not retried', async () => {
    let attempts = 0;
    const client = createClient({
      apiKey: KEY,
      baseUrl: 'http://127.0.0.1:6000',
      rateLimit: false,
      maxRetries: 3,
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    });
    const error = (await client.achievements.list().catch((e: unknown) => e)) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.message).toBe(
      'GET /v1/achievements on 127.0.0.1:6000: fetch refuses to connect to port 6000 (a "bad port" of the Fetch standard); use another port',
    );
    expect(error.requestSent).toBe(false);
    expect(attempts).toBe(1);
    expect(error.attempts).toBe(1);
  });

  it('is told apart from a real connection failure on such a port by the system error code', () => {
    expect(FETCH_BAD_PORTS.has(6000)).toBe(true);
    expect(refusedPort('127.0.0.1:6000', [])).toBe(6000);
    expect(refusedPort('127.0.0.1:6000', ['ECONNREFUSED'])).toBeUndefined();
    expect(refusedPort('127.0.0.1:4010', [])).toBeUndefined();
    expect(refusedPort('api.example.com', [])).toBeUndefined();
  });
});
