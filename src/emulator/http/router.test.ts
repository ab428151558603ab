import { describe, expect, it } from 'vitest';
import { Router } from './router.js';

describe('Router', () => {
  const router = new Router<string>();
  router.add('GET', '/v1/creators/{creator_id}', 'get creator');
  router.add('GET', '/v1/creators/countries', 'countries');
  router.add('DELETE', '/v1/creators/{creator_id}', 'delete creator');

  it('prefers a literal segment to a parameter, whatever the order added', () => {
    expect(router.lookup('GET', '/v1/creators/countries')).toMatchObject({
      kind: 'found',
      match: { target: 'countries' },
    });
    expect(router.lookup('GET', '/v1/creators/crt%201')).toEqual({
      kind: 'found',
      match: { target: 'get creator', params: { creator_id: 'crt 1' } },
    });
  });

  it('says which methods a known path allows, and when a path is unknown', () => {
    expect(router.lookup('PUT', '/v1/creators/crt_1')).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET', 'DELETE'],
    });
    expect(router.lookup('GET', '/v1/creators/')).toEqual({ kind: 'not-found' });
    expect(router.lookup('GET', '/v1/nothing')).toEqual({ kind: 'not-found' });
  });
});
