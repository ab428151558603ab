/**
 * Request types from a document other than ours: a property or parameter with a `default` may be
 * left out of a request, while response types still follow `required`. Generates into a temp dir and
 * type-checks a consumer file there with the TypeScript compiler; `@ts-expect-error` lines fail the
 * check if the error they expect does not happen.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { produce, writeGenerated } from './produce.js';

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'provider', version: '1' },
  paths: {
    '/orders': {
      post: {
        operationId: 'create_order',
        tags: ['Orders'],
        parameters: [{ name: 'dry_run', in: 'query', schema: { type: 'boolean', default: false } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/OrderCreate' } } },
        },
        responses: {
          '201': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      OrderCreate: {
        type: 'object',
        required: ['sku'],
        properties: {
          sku: { type: 'string' },
          quantity: { type: 'integer', default: 1 },
          gift: { type: 'boolean', default: false, nullable: true },
        },
      },
      Order: {
        type: 'object',
        required: ['id', 'status'],
        properties: {
          id: { type: 'string' },
          status: { type: 'string', default: 'open' },
          priority: { type: 'integer', default: 0 },
        },
      },
    },
  },
};

const CONSUMER = `
import type { components, operations } from './schema.js';
import { operationTable } from './operations.js';
import { webhookExamples } from './webhook-examples.js';

type OrderCreate = components['schemas']['OrderCreate'];
type Order = components['schemas']['Order'];
type Query = NonNullable<operations['create_order']['parameters']['query']>;

// Properties and parameters with a default may be omitted from a request.
export const minimal: OrderCreate = { sku: 'a' };
export const explicit: OrderCreate = { sku: 'a', quantity: 2, gift: null };
export const query: Query = {};
// @ts-expect-error sku has no default and is required
export const noSku: OrderCreate = { quantity: 2 };

// Responses follow required: status is required whatever its default; priority is optional.
export const answer: Order = { id: 'o1', status: 'open' };
// @ts-expect-error status is required in the response
export const noStatus: Order = { id: 'o1' };

export const method: 'create_order' = operationTable.orders.create.operationId;
export const none: {} = webhookExamples;
`;

describe('generated request types', () => {
  const dir = mkdtemp(join(tmpdir(), 'request-defaults-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('let a request omit what has a default, and still require what the response schema requires', {
    timeout: 60_000,
  }, async () => {
    const outDir = await dir;
    await writeFile(join(outDir, 'provider.json'), JSON.stringify(DOCUMENT));
    await writeGenerated(await produce({ document: join(outDir, 'provider.json'), outDir }));
    await writeFile(join(outDir, 'consumer.ts'), CONSUMER);
    const program = ts.createProgram([join(outDir, 'consumer.ts'), join(outDir, 'webhook-validators.d.ts')], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      types: [],
      skipLibCheck: false,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
