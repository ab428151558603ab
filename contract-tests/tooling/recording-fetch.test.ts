/**
 * The recorder behind the contract checks and the fixture recording: an error answer is still an
 * exchange to check, and a call that got no answer keeps its own error instead of becoming
 * "no request was sent".
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/create-client.js';
import { ConnectionError, NotFoundError } from '../../src/errors/index.js';
import { createRecordingFetch, type FetchLike } from '../support/recording-fetch.js';

const BASE_URL = 'http://127.0.0.1:4010';

function clientOver(inner: FetchLike) {
  const recorder = createRecordingFetch(inner);
  const client = createClient({
    apiKey: 'sk_test_recording_fetch_fake',
    baseUrl: BASE_URL,
    fetch: recorder.fetch,
    maxRetries: 0,
    rateLimit: false,
  });
  return { client, recorder };
}

describe('answerTo', () => {
  it('gives the exchange of an error answer, which the client threw', async () => {
    const { client, recorder } = clientOver(async () =>
      Response.json({ code: 'not_found', message: 'no such item' }, { status: 404 }),
    );
    const call = client.achievements.list();
    const exchange = await recorder.answerTo(call);
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
    expect(exchange.request.method).toBe('GET');
    expect(exchange.request.url.pathname).toBe('/v1/achievements');
    expect(exchange.response.status).toBe(404);
    expect(exchange.response.body).toEqual({ code: 'not_found', message: 'no such item' });
  });

  it('rejects with the client error when nothing answered, naming the method and URL', async () => {
    const { client, recorder } = clientOver(async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      });
    });
    const error = await recorder.answerTo(client.achievements.list()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/^GET \/v1\/achievements on 127\.0\.0\.1:4010/);
    expect(recorder.exchanges).toEqual([]);
  });

  it('gives the last exchange of a call that succeeded', async () => {
    const { client, recorder } = clientOver(async () => Response.json({ items: [], total: 0 }));
    const exchange = await recorder.answerTo(client.achievements.list());
    expect(exchange.response.status).toBe(200);
    expect(recorder.exchanges).toHaveLength(1);
  });
});
