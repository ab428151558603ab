/**
 * The `hooks` option sees every attempt of both call styles, in order, with redacted data; a
 * throwing hook never fails the call. `.withResponse()` and the attempts/duration on errors are
 * checked here too, since they answer the same question: what happened during this call.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigurationError, ConnectionError, ServiceUnavailableError } from '../../errors/index.js';
import { createClient } from '../create-client.js';
import type { ClientHooks } from './hooks.js';
import type { ClientOptions } from '../options.js';
import { createFakeFetch, type FakeFetch } from '../../../test/support/client/fake-fetch.js';
import { memoryLogger } from '../../../test/support/client/memory-logger.js';

const KEY = 'sk_test_HOOKS_0123';
let fake: FakeFetch;
const busy = { status: 503, headers: { 'retry-after': '0', 'x-echo': KEY }, body: { detail: 'busy' } };

beforeEach(() => {
  fake = createFakeFetch({ status: 200, headers: { 'x-request-id': 'req_1' }, body: [] });
});

const client = (options: Partial<ClientOptions> = {}) =>
  createClient({
    apiKey: KEY,
    baseUrl: 'https://api.example.test',
    fetch: fake,
    rateLimit: false,
    tracing: false,
    ...options,
  });

function recordingHooks() {
  const seen: string[] = [];
  const hooks: ClientHooks = {
    beforeRequest: (i) => seen.push(`before ${i.method} ${i.path} #${i.attempt}`),
    afterResponse: (i) =>
      seen.push(`after #${i.attempt} ${i.status} echo=${i.headers.get('x-echo')} ${i.durationMs >= 0}`),
    beforeRetry: (i) => seen.push(`retry #${i.attempt} in ${i.delayMs} (${i.reason})`),
    onFailure: (i) => seen.push(`failure #${i.attempt} ${(i.error as Error).name}`),
  };
  return { hooks, seen };
}

describe('hooks', () => {
  it.each(['named', 'path'] as const)('see every attempt of a %s call, with redacted headers', async (style) => {
    const { hooks, seen } = recordingHooks();
    fake.script(busy, { fail: 'ECONNREFUSED' }, { status: 200, body: [] });
    const c = client({ hooks });
    if (style === 'named') await c.achievements.list();
    else await c.GET('/v1/achievements');
    expect(seen).toEqual([
      'before GET /v1/achievements #1',
      'after #1 503 echo=[REDACTED] true',
      'retry #1 in 0 (status 503)',
      'before GET /v1/achievements #2',
      'failure #2 ConnectionError',
      expect.stringMatching(/^retry #2 in [\d.]+ \(connection ECONNREFUSED\)$/),
      'before GET /v1/achievements #3',
      'after #3 200 echo=null true',
    ]);
  });

  it('a hook that throws is logged and does not fail the call', async () => {
    const { logger, lines } = memoryLogger('debug');
    const hooks: ClientHooks = {
      beforeRequest: () => {
        throw new Error('metrics down');
      },
    };
    await expect(client({ hooks, logger }).achievements.list()).resolves.toEqual([]);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', '[game-commerce-s2s] the beforeRequest hook threw: metrics down'],
    ]);
  });

  it('rejects unknown hook names and hooks that are not functions', () => {
    expect(() => client({ hooks: { afterRequest: () => {} } as ClientHooks })).toThrow(ConfigurationError);
    expect(() => client({ hooks: { onFailure: 'log' } as unknown as ClientHooks })).toThrow(
      /hooks.onFailure must be a function/,
    );
  });
});

describe('withResponse()', () => {
  it('gives the data with the status and headers of the answer', async () => {
    const { data, response } = await client().achievements.list().withResponse();
    expect(data).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req_1');
  });

  it('rejects with the same typed error, and leaves no unhandled rejection behind', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    fake.script({ status: 503, body: { detail: 'down' } });
    const error = await client({ maxRetries: 0 })
      .achievements.list()
      .withResponse()
      .catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('a bad argument still rejects instead of throwing', async () => {
    // @ts-expect-error the id is required
    const pending = client().achievements.get();
    await expect(pending).rejects.toThrow(TypeError);
  });
});

describe('errors say how many attempts were made and how long the call took', () => {
  it('after retries, on a named method', async () => {
    fake.script(busy, busy, busy);
    const error = (await client()
      .achievements.list()
      .catch((e: unknown) => e)) as ServiceUnavailableError;
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error.attempts).toBe(3);
    expect(error.durationMs).toBeGreaterThanOrEqual(0);
    expect(error.toJSON()).toMatchObject({ attempts: 3, durationMs: error.durationMs });
  });

  it('on the path API, for a failure with no answer', async () => {
    fake.script({ fail: 'ECONNREFUSED' });
    const error = (await client({ maxRetries: 0 })
      .GET('/v1/achievements')
      .catch((e: unknown) => e)) as ConnectionError;
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error.attempts).toBe(1);
    expect(typeof error.durationMs).toBe('number');
  });

  it('not for errors raised before anything was sent', async () => {
    const error = (await client()
      // @ts-expect-error the id is required
      .achievements.get()
      .catch((e: unknown) => e)) as { attempts?: number };
    expect(error.attempts).toBeUndefined();
  });
});
