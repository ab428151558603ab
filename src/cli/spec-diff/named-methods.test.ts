/**
 * Named methods: what a client user calls, `client.<group>.<method>` from the first tag, the
 * operationId and x-sdk-method (src/internal/client-naming.ts). Endpoints are matched by HTTP
 * method and path, so a new name on the same endpoint is a rename, reported once.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { document, lines } from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject } from './types.js';

const ok = { '200': { description: 'ok' } };

function api(operations: Record<string, JsonObject>): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [key, operation] of Object.entries(operations)) {
    const [method = 'get', path = '/'] = key.split(' ');
    paths[path] = { ...paths[path], [method]: { responses: ok, ...operation } };
  }
  return document({ paths });
}

describe('renamed and moved methods', () => {
  it('reports a changed operationId and tag on the same endpoint once, naming old and new', () => {
    const before = api({ 'post /v1/events': { tags: ['Events'], operationId: 'submitEvent' } });
    const after = api({ 'post /v1/events': { tags: ['Liveops'], operationId: 'triggerCampaign' } });
    const changes = diffDocuments(before, after);
    expect(changes).toEqual([
      {
        kind: 'method-renamed',
        severity: 'breaking',
        location: 'POST /v1/events',
        message: 'method renamed: events.submit -> liveops.triggerCampaign',
      },
    ]);
  });

  it('follows x-sdk-method, and sees a tag-only change as a move to another group', () => {
    const named = (extra: JsonObject) =>
      api({ 'get /v1/users/{id}': { tags: ['Users'], operationId: 'getUser', ...extra } });
    expect(lines(diffDocuments(named({}), named({ 'x-sdk-method': 'fetch' })))).toEqual([
      'GET /v1/users/{id}: method renamed: users.get -> users.fetch (breaking)',
    ]);
    expect(lines(diffDocuments(named({}), named({ tags: ['Players'] })))).toEqual([
      'GET /v1/users/{id}: method renamed: users.get -> players.getUser (breaking)',
    ]);
    // Same name, nothing to report: the endpoint is compared on the wire only.
    expect(diffDocuments(named({}), named({ summary: 'Read a user' }))).toEqual([]);
  });

  it('matches across renamed path parameters, so the method is compared, not removed and re-added', () => {
    const before = api({ 'get /v1/users/{id}': { tags: ['Users'], operationId: 'getUser' } });
    const after = api({ 'get /v1/users/{user_id}': { tags: ['Users'], operationId: 'lookupUser' } });
    expect(diffDocuments(before, after).filter((c) => c.kind.startsWith('method'))).toEqual([
      expect.objectContaining({ kind: 'method-renamed', message: 'method renamed: users.get -> users.lookup' }),
    ]);
  });

  it('reports a removed endpoint as a removed method, and says where a method moved', () => {
    const both = api({
      'get /v1/users': { tags: ['Users'], operationId: 'listUsers' },
      'delete /v1/users/{id}': { tags: ['Users'], operationId: 'deleteUser' },
    });
    const one = api({ 'get /v1/users': { tags: ['Users'], operationId: 'listUsers' } });
    expect(diffDocuments(both, one)).toEqual([
      {
        kind: 'method-removed',
        severity: 'breaking',
        location: 'DELETE /v1/users/{id}',
        message: 'operation removed, and with it method users.delete',
      },
    ]);
    expect(lines(diffDocuments(one, both))).toEqual([
      'DELETE /v1/users/{id}: operation added (method users.delete) (non-breaking)',
    ]);

    const moved = api({
      'get /v1/users': { tags: ['Users'], operationId: 'listUsers' },
      'post /v1/users/{id}/delete': { tags: ['Users'], operationId: 'deleteUser' },
    });
    expect(lines(diffDocuments(both, moved))).toEqual([
      'DELETE /v1/users/{id}: operation removed; method users.delete now calls POST /v1/users/{id}/delete (breaking)',
      'POST /v1/users/{id}/delete: operation added; method users.delete moved here from DELETE /v1/users/{id} (non-breaking)',
    ]);
    // What the moved method sends is compared with what it sent before.
    const strict = structuredClone(moved) as { paths: Record<string, { post: JsonObject }> };
    strict.paths['/v1/users/{id}/delete']!.post.parameters = [
      { name: 'reason', in: 'query', required: true, schema: { type: 'string' } },
    ];
    expect(lines(diffDocuments(both, strict as unknown as JsonObject))).toContain(
      'POST /v1/users/{id}/delete query reason: required query parameter added (breaking)',
    );
  });

  it('reports a method lost when the operation can no longer be named, and one gained', () => {
    const named = api({ 'get /v1/users': { tags: ['Users'], operationId: 'listUsers' } });
    const anonymous = api({ 'get /v1/users': {} });
    expect(lines(diffDocuments(named, anonymous))).toEqual([
      'GET /v1/users: method users.list removed: the operation can no longer be named (no operationId or tag) (breaking)',
    ]);
    expect(lines(diffDocuments(anonymous, named))).toEqual(['GET /v1/users: method users.list added (non-breaking)']);
  });
});
