/**
 * Constructs neither our document nor the provider's uses are not compared: where the diff meets
 * one, in either version, it stops with NotComparedError saying what and where, never a guessed
 * verdict or a silent "no changes". The command turns it into exit 2, as for any document that
 * cannot be compared (cli.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { document, object, withRequestBody } from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject } from './types.js';
import { NotComparedError } from './not-compared.js';

const thing = object({ id: { type: 'string' } });
const text = { type: 'string' };

/** `GET /v1/things` with a query parameter `name` and the given answers. */
function getThings(parameter: JsonObject, responses: JsonObject = { '200': { description: 'ok' } }): JsonObject {
  const parameters = [{ name: 'name', in: 'query', ...parameter }];
  return document({ paths: { '/v1/things': { get: { parameters, responses } } } });
}

/** `GET /v1/things`, with `more` at the document's top level. */
function withTopLevel(more: JsonObject): JsonObject {
  return { ...getThings({ schema: text }), ...more };
}

const oauth = (tokenUrl: string) => ({
  security: [{ oauth: [] }],
  components: {
    securitySchemes: { oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl, scopes: {} } } } },
  },
});

function withTextBody(): JsonObject {
  const body = withRequestBody(thing);
  const post = (body.paths as { '/v1/things': { post: { requestBody: { content: JsonObject } } } })['/v1/things'].post;
  post.requestBody.content['text/plain'] = { schema: text };
  return body;
}

describe('constructs spec diff does not compare', () => {
  it.each([
    [
      'a default response',
      (on: boolean) =>
        getThings({ schema: text }, { '200': { description: 'ok' }, ...(on ? { default: { description: 'x' } } : {}) }),
      'GET /v1/things response default: spec diff does not compare default responses',
    ],
    [
      'a media type other than application/json',
      (on: boolean) => (on ? withTextBody() : withRequestBody(thing)),
      'POST /v1/things request body: spec diff does not compare the media type text/plain',
    ],
    [
      'a parameter given as content',
      (on: boolean) => getThings(on ? { content: { 'application/json': { schema: text } } } : { schema: text }),
      'GET /v1/things query name: spec diff does not compare parameters given as content',
    ],
    [
      'unevaluatedProperties',
      (on: boolean) => withRequestBody(on ? { ...thing, unevaluatedProperties: false } : thing),
      'POST /v1/things request body: spec diff does not compare unevaluatedProperties',
    ],
    [
      'prefixItems',
      (on: boolean) => withRequestBody(object({ pair: { type: 'array', ...(on ? { prefixItems: [text] } : {}) } })),
      'POST /v1/things request body pair: spec diff does not compare prefixItems',
    ],
    [
      'tuple items',
      (on: boolean) => withRequestBody(object({ pair: { type: 'array', items: on ? [text] : text } })),
      'POST /v1/things request body pair: spec diff does not compare tuple items (an array of schemas)',
    ],
    [
      'a change to OAuth flows',
      (on: boolean) => withTopLevel(oauth(on ? 'https://new.invalid/token' : 'https://auth.invalid/token')),
      '#/components/securitySchemes/oauth: spec diff does not compare a change to flows',
    ],
    [
      "a change to a server variable's enum",
      (on: boolean) =>
        withTopLevel({
          servers: [{ url: '{base}', variables: { base: { default: 'a', ...(on ? { enum: ['a'] } : {}) } } }],
        }),
      "servers {base} variable base: spec diff does not compare a change to a variable's enum",
    ],
    [
      'servers of an operation',
      (on: boolean) => {
        const doc = getThings({ schema: text });
        if (on) (doc.paths as { '/v1/things': JsonObject })['/v1/things'].servers = [{ url: 'https://x.invalid' }];
        return doc;
      },
      'GET /v1/things servers: spec diff does not compare servers of a path or an operation',
    ],
  ])('stops at %s in either version, saying what and where', (_, build, message) => {
    expect(() => diffDocuments(build(false), build(false))).not.toThrow();
    for (const [before, after] of [
      [build(true), build(false)],
      [build(false), build(true)],
    ]) {
      expect(() => diffDocuments(before, after)).toThrow(NotComparedError);
      expect(() => diffDocuments(before, after)).toThrow(message);
    }
  });
});
