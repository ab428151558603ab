/**
 * The gate's case table: one row per rule of `spec diff` that decides by which side of the
 * wire a value is on, each edit tried where the value is sent (a request), received (a response) and
 * delivered (a webhook payload), with the severity each must get. The other test files keep the
 * rules they grew with; every new rule gains its row here.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import {
  document,
  lines,
  withRequestBody,
  withResponse,
  withWebhook,
} from '../../../test/support/cli/spec-diff-documents.js';
import type { JsonObject, Severity } from './types.js';

type Where = 'request' | 'response' | 'webhook';
const B: Severity = 'breaking';
const N: Severity = 'non-breaking';

const schemas: JsonObject = {
  Cat: { type: 'object', required: ['lives'], properties: { lives: { type: 'integer' } } },
  Dog: { type: 'object', required: ['barks'], properties: { barks: { type: 'boolean' } } },
  Bird: { type: 'object', required: ['wings'], properties: { wings: { type: 'integer' } } },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const object = (code: JsonObject) => ({ type: 'object', required: ['code'], properties: { code } });

function at(where: Where, schema: unknown): JsonObject {
  if (where === 'request') return withRequestBody(schema, schemas);
  if (where === 'response') return withResponse(schema, schemas);
  return withWebhook(schema, {}, schemas);
}

interface Case {
  rule: string;
  before: unknown;
  after: unknown;
  /** Expected severity where the value is sent, received, delivered. */
  severity: Record<Where, Severity>;
  message: RegExp;
}

const CASES: Case[] = [
  {
    rule: 'a oneOf member removed',
    before: { oneOf: [ref('Cat'), ref('Dog'), ref('Bird')] },
    after: { oneOf: [ref('Cat'), ref('Dog')] },
    severity: { request: B, response: N, webhook: N },
    message: /oneOf members removed: #\/components\/schemas\/Bird/,
  },
  {
    rule: 'a oneOf member added',
    before: { oneOf: [ref('Cat'), ref('Dog')] },
    after: { oneOf: [ref('Cat'), ref('Dog'), ref('Bird')] },
    severity: { request: N, response: B, webhook: B },
    message: /oneOf members added: #\/components\/schemas\/Bird/,
  },
  {
    rule: 'an anyOf member removed',
    before: { anyOf: [ref('Cat'), { type: 'string', title: 'name' }] },
    after: { anyOf: [ref('Cat')] },
    severity: { request: B, response: N, webhook: N },
    message: /anyOf members removed: title "name"/,
  },
  {
    rule: 'an anyOf member added',
    before: { anyOf: [ref('Cat')] },
    after: { anyOf: [ref('Cat'), ref('Dog')] },
    severity: { request: N, response: B, webhook: B },
    message: /anyOf members added: #\/components\/schemas\/Dog/,
  },
  {
    rule: 'a pattern removed',
    before: object({ type: 'string', pattern: '^[A-Z]{2}$' }),
    after: object({ type: 'string' }),
    severity: { request: N, response: B, webhook: B },
    message: /pattern removed: "\^\[A-Z\]\{2\}\$" -> none/,
  },
  {
    rule: 'a pattern emptied ("")',
    before: object({ type: 'string', pattern: '^[A-Z]{2}$' }),
    after: object({ type: 'string', pattern: '' }),
    severity: { request: N, response: B, webhook: B },
    message: /pattern relaxed: "\^\[A-Z\]\{2\}\$" -> ""/,
  },
  {
    rule: 'a pattern made .*',
    before: object({ type: 'string', pattern: '^[A-Z]{2}$' }),
    after: object({ type: 'string', pattern: '.*' }),
    severity: { request: N, response: B, webhook: B },
    message: /pattern relaxed: .* -> "\.\*"/,
  },
  {
    rule: 'a pattern changed, even to a wider one',
    before: object({ type: 'string', pattern: '^[A-Z]{2}$' }),
    after: object({ type: 'string', pattern: '^[A-Z]{2,3}$' }),
    severity: { request: B, response: B, webhook: B },
    message: /pattern changed: "\^\[A-Z\]\{2\}\$" -> "\^\[A-Z\]\{2,3\}\$"/,
  },
];

describe.each(CASES)('$rule', ({ before, after, severity, message }) => {
  it.each(['request', 'response', 'webhook'] as const)('where it is %s: as the table says', (where) => {
    const changes = diffDocuments(at(where, before), at(where, after));
    const matching = changes.filter((change) => message.test(change.message));
    expect(
      matching.map((c) => c.severity),
      lines(changes).join('\n'),
    ).toEqual([severity[where]]);
  });
});

describe('a renamed path parameter', () => {
  const path = (name: string) =>
    document({
      paths: {
        [`/v1/things/{${name}}`]: {
          get: {
            parameters: [{ name, in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    });

  it('is one breaking change naming both names and why it breaks the path API', () => {
    expect(lines(diffDocuments(path('id'), path('thing_id')))).toEqual([
      'GET /v1/things/{thing_id} path thing_id: path parameter renamed: id -> thing_id (breaks the path API: ' +
        'its template and params.path key change; named methods take it by position) (breaking)',
    ]);
  });
});
