/**
 * Security schemes and requirements, servers and their variables: what a caller configures once
 * and every request depends on.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { document, lines } from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject } from './types.js';

const SCHEMES = {
  bearerAuth: { type: 'http', scheme: 'bearer' },
  basicAuth: { type: 'http', scheme: 'basic' },
  apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
  oauth: {
    type: 'oauth2',
    flows: { clientCredentials: { tokenUrl: 'https://auth.invalid/token', scopes: { read: 'r', write: 'w' } } },
  },
};

/** GET /v1/things (global security) and POST /v1/things (its own, when given). */
function secured(global: unknown, own?: unknown, schemes: JsonObject = SCHEMES, extra: JsonObject = {}): JsonObject {
  const doc = document({
    paths: {
      '/v1/things': {
        get: { responses: {} },
        post: { responses: {}, ...(own === undefined ? {} : { security: own }) },
      },
    },
  });
  return { ...doc, security: global, components: { securitySchemes: schemes }, ...extra };
}

describe('security', () => {
  it('flags basic auth dropped from the global requirement, once, with the operations it reaches', () => {
    const changes = diffDocuments(secured([{ bearerAuth: [] }, { basicAuth: [] }]), secured([{ bearerAuth: [] }]));
    expect(changes).toEqual([
      {
        kind: 'security-requirement-changed',
        severity: 'breaking',
        location: 'security (global)',
        message: 'security now needs more: was bearerAuth or basicAuth, now bearerAuth',
        reaches: ['GET /v1/things', 'POST /v1/things'],
      },
    ]);
    expect(
      lines(diffDocuments(secured([{ bearerAuth: [] }]), secured([{ bearerAuth: [] }, { basicAuth: [] }]))),
    ).toEqual(['security (global): security relaxed: was bearerAuth, now bearerAuth or basicAuth (non-breaking)']);
  });

  it('flags a per-operation requirement that needs more schemes or scopes; fewer is non-breaking', () => {
    const global = [{ bearerAuth: [] }];
    expect(lines(diffDocuments(secured(global), secured(global, [{ bearerAuth: [], apiKey: [] }])))).toEqual([
      'POST /v1/things: security now needs more: was bearerAuth, now bearerAuth + apiKey (breaking)',
    ]);
    expect(
      lines(diffDocuments(secured(global, [{ oauth: ['read'] }]), secured(global, [{ oauth: ['read', 'write'] }]))),
    ).toEqual(['POST /v1/things: security now needs more: was oauth[read], now oauth[read,write] (breaking)']);
    expect(
      lines(diffDocuments(secured(global, [{ oauth: ['read', 'write'] }]), secured(global, [{ oauth: ['read'] }]))),
    ).toEqual(['POST /v1/things: security relaxed: was oauth[read,write], now oauth[read] (non-breaking)']);
    // Optional auth ({}) made mandatory, and no security at all ([]) made mandatory.
    expect(
      diffDocuments(secured(global, [{}, { bearerAuth: [] }]), secured(global, [{ bearerAuth: [] }]))[0]?.severity,
    ).toBe('breaking');
    expect(diffDocuments(secured(global, []), secured(global))[0]?.message).toBe(
      'security now needs more: was none, now bearerAuth',
    );
  });

  it('flags a removed scheme and a changed type, in, name or HTTP scheme; not a reordering or a new scheme', () => {
    const global = [{ apiKey: [] }];
    const without = { ...SCHEMES } as JsonObject;
    delete without.basicAuth;
    expect(lines(diffDocuments(secured(global), secured(global, undefined, without)))).toEqual([
      '#/components/securitySchemes/basicAuth: security scheme removed (breaking)',
    ]);
    const renamedHeader = { ...SCHEMES, apiKey: { type: 'apiKey', in: 'query', name: 'api_key' } };
    const changes = diffDocuments(secured(global), secured(global, undefined, renamedHeader));
    expect(lines(changes)).toEqual([
      '#/components/securitySchemes/apiKey: in changed: header -> query (breaking)',
      '#/components/securitySchemes/apiKey: name changed: X-Api-Key -> api_key (breaking)',
    ]);
    expect(changes[0]?.reaches).toEqual(['GET /v1/things', 'POST /v1/things']);
    const retyped = { ...SCHEMES, basicAuth: { type: 'http', scheme: 'digest' } };
    expect(lines(diffDocuments(secured(global), secured(global, undefined, retyped)))).toEqual([
      '#/components/securitySchemes/basicAuth: scheme changed: basic -> digest (breaking)',
    ]);
    expect(
      diffDocuments(
        secured(global),
        secured(global, undefined, { ...SCHEMES, basicAuth: { type: 'http', scheme: 'Basic' } }),
      ),
    ).toEqual([]);
    expect(lines(diffDocuments(secured(global, undefined, without), secured(global)))).toEqual([
      '#/components/securitySchemes/basicAuth: security scheme added (non-breaking)',
    ]);
  });
});

describe('servers', () => {
  const regional = (variable: JsonObject, more: JsonObject[] = []) =>
    secured(
      [],
      undefined,
      {},
      {
        servers: [{ url: 'https://{region}.api.invalid', variables: { region: variable } }, ...more],
      },
    );

  it('reports server URLs added and removed', () => {
    const sandbox = { url: 'https://sandbox.api.invalid' };
    expect(lines(diffDocuments(regional({ default: 'eu' }, [sandbox]), regional({ default: 'eu' })))).toEqual([
      'servers: server https://sandbox.api.invalid removed (breaking)',
    ]);
    expect(lines(diffDocuments(regional({ default: 'eu' }), regional({ default: 'eu' }, [sandbox])))).toEqual([
      'servers: server https://sandbox.api.invalid added (non-breaking)',
    ]);
  });

  it("reports a variable's changed default", () => {
    const at = 'servers https://{region}.api.invalid variable region';
    expect(lines(diffDocuments(regional({ default: 'eu' }), regional({ default: 'us' })))).toEqual([
      `${at}: default changed: eu -> us (breaking)`,
    ]);
  });
});
