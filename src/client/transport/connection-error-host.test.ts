/**
 * A `ConnectionError` names the host it could not reach, in its message, its `host` property and
 * its JSON form, and never the key; both styles (named methods and the path API) throw it.
 */
import { describe, expect, it } from 'vitest';
import { ConnectionError, TimeoutError } from '../../errors/index.js';
import { createClient } from '../create-client.js';
import { closedPort } from '../../../test/support/client/fault-server.js';

const KEY = 'sk_test_FAKE_connection_host_key';

describe('ConnectionError names the host', () => {
  it('for a refused connection, from the named methods and the path API', async () => {
    const port = await closedPort();
    const client = createClient({
      apiKey: KEY,
      baseUrl: `http://127.0.0.1:${port}/s2s`,
      rateLimit: false,
      maxRetries: 0,
    });
    const errors = [
      await client.achievements.list().catch((e: unknown) => e),
      await client.GET('/v1/achievements').catch((e: unknown) => e),
    ] as ConnectionError[];
    for (const error of errors) {
      expect(error).toBeInstanceOf(ConnectionError);
      expect(error.host).toBe(`127.0.0.1:${port}`);
      expect(error.message).toBe(
        `GET /s2s/v1/achievements on 127.0.0.1:${port}: the connection failed before the request was sent (ECONNREFUSED)`,
      );
      expect(JSON.parse(JSON.stringify(error))).toMatchObject({ host: `127.0.0.1:${port}`, requestSent: false });
      expect(`${error.message}${JSON.stringify(error)}`).not.toContain(KEY);
    }
  });

  it('for a timeout too, which is a ConnectionError', async () => {
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const client = createClient({
      apiKey: KEY,
      baseUrl: 'https://api.example.test',
      fetch: hang,
      timeoutMs: 20,
      maxRetries: 0,
    });
    const error = (await client.achievements.list().catch((e: unknown) => e)) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error.host).toBe('api.example.test');
  });
});
