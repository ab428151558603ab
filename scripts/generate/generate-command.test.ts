/**
 * `npm run generate --document` on other documents, from temp-dir files: a provider-style document
 * with every style of operationId, defects reported before anything is written, unreadable input,
 * and x-sdk-method choosing a method's name.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produce, writeGenerated } from './produce.js';
import { UnreadableInputError } from './unreadable-input-error.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'generate-foreign-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const PROVIDER = `
openapi: 3.1.0
info: { title: provider, version: '7' }
paths:
  /v1/orders:
    post:
      operationId: create_order
      tags: [Orders]
      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/OrderCreate' } } } }
      responses: { '201': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } } } }
    get:
      operationId: list-orders
      tags: [Orders]
      parameters:
        - { name: limit, in: query, schema: { type: integer, default: 10 } }
        - { name: offset, in: query, schema: { type: integer, default: 0 } }
      responses: { '200': { description: ok } }
  /v1/orders/{order_id}:
    get:
      operationId: GetOrder
      tags: [Orders]
      parameters: [{ name: order_id, in: path, required: true, schema: { type: string } }]
      responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Order' } } } } }
  /v1/achievements:
    get:
      operationId: get_achievements
      tags: [Achievements]
      parameters: [{ name: limit, in: query, schema: { type: integer } }, { name: offset, in: query, schema: { type: integer } }]
      responses: { '200': { description: ok } }
components:
  schemas:
    OrderCreate:
      type: object
      required: [sku]
      properties:
        sku: { type: string }
        quantity: { type: integer, default: 1, exclusiveMinimum: 0 }
        note: { type: [string, 'null'] }
    Order:
      type: object
      required: [id, status]
      properties:
        id: { type: string }
        status: { type: string, default: open }
        priority: { type: integer, default: 0 }
        parent: { $ref: '#/components/schemas/Order' }
`;

function runGenerate(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate/index.ts', ...args], { encoding: 'utf8' });
}

// Each CLI run starts tsx and the whole pipeline; give it room on a loaded 2-core machine.
describe('npm run generate --document <foreign document>', { timeout: 60_000 }, () => {
  it('produces the same set of files under --out, named as in generated/, with snake/kebab/Pascal ids in camelCase', async () => {
    const document = join(dir, 'provider.yaml');
    await writeFile(document, PROVIDER);
    const outDir = join(dir, 'out');
    const files = await produce({ document, outDir });
    const names = files.map((f) => f.path.slice(outDir.length + 1)).sort();
    expect(names).toEqual((await readdir('generated')).sort());
    const text = (name: string) => files.find((f) => f.path === join(outDir, name))!.contents;
    expect(text('operations.ts')).toMatch(/ {4}create: \{ operationId: "create_order"/);
    expect(text('operations.ts')).toMatch(/ {4}list: \{ operationId: "list-orders".*pageMethod: "listAll" \}/);
    expect(text('operations.ts')).toMatch(/ {4}get: \{ operationId: "GetOrder"/);
    // A GET on a collection named get_<plural> is a list, as the provider's document names its lists.
    expect(text('operations.ts')).toMatch(/ {4}list: \{ operationId: "get_achievements".*pageMethod: "listAll" \}/);
    expect(text('operations.ts')).toContain(`generated from ${document} by`);
    // No webhooks: empty tables, not an error.
    expect(text('webhook-validators.js')).toContain('export const WEBHOOK_EVENT_TYPES = Object.freeze([]);');
    expect(text('webhook-examples.ts')).toMatch(/= \{\n\};/);
    // 3.0 habits reach openapi.json (what Prism and ajv read) as 3.1.
    const openapi = JSON.parse(text('openapi.json'));
    expect(openapi.components.schemas.OrderCreate.properties.note.type).toEqual(['string', 'null']);
    expect(openapi.components.schemas.OrderCreate.properties.quantity.exclusiveMinimum).toBe(0);
  });

  it('writes them with the CLI (exit 0), creating the out folder', async () => {
    const outDir = join(dir, 'cli-out');
    const result = runGenerate('--document', join(dir, 'provider.yaml'), '--out', outDir);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
    expect((await readdir(outDir)).sort()).toEqual((await readdir('generated')).sort());
  });

  it('reports every defect with its location, exits 1 and writes nothing', async () => {
    const broken = PROVIDER.replace('operationId: GetOrder', 'operationId: create_order')
      .replace('/v1/achievements:', '/v1/achievements/{season}:')
      .replace("$ref: '#/components/schemas/Order' }", "$ref: '#/components/schemas/Ordr' }");
    const document = join(dir, 'broken.yaml');
    await writeFile(document, broken);
    const outDir = join(dir, 'kept');
    await writeGenerated([{ path: join(outDir, 'operations.ts'), contents: 'old\n' }]);
    const result = runGenerate('--document', document, '--out', outDir);
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    expect(lines).toContain(
      'paths./v1/orders/{order_id}.get: duplicate operationId create_order (also paths./v1/orders.post)',
    );
    expect(lines).toContain(
      'paths./v1/achievements/{season}.get: path parameter season is used in the path but not declared (in: path)',
    );
    expect(lines).toContain(
      'paths./v1/orders.post.responses.201.content.application/json.schema: unresolvable $ref #/components/schemas/Ordr',
    );
    expect(result.stderr).toContain('nothing was written');
    expect(await readdir(outDir)).toEqual(['operations.ts']);
    expect(await readFile(join(outDir, 'operations.ts'), 'utf8')).toBe('old\n');
  });

  it('exits 2 on a document it cannot read', async () => {
    await expect(produce({ document: join(dir, 'absent.yaml') })).rejects.toThrow(UnreadableInputError);
    await writeFile(join(dir, 'bad.json'), '{ "openapi": ');
    const bad = runGenerate('--document', join(dir, 'bad.json'), '--out', join(dir, 'none'));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/bad\.json: not valid JSON/);
    await expect(readdir(join(dir, 'none'))).rejects.toThrow();
  });

  it('names a method as x-sdk-method in the document chooses', async () => {
    const chosen = join(dir, 'chosen.yaml');
    await writeFile(
      chosen,
      PROVIDER.replace('operationId: GetOrder', 'operationId: create-order\n      x-sdk-method: get'),
    );
    const files = await produce({ document: chosen, outDir: join(dir, 'chosen') });
    const operations = files.find((f) => f.path.endsWith('operations.ts'))!.contents;
    expect(operations).toMatch(/ {4}get: \{ operationId: "create-order"/);
    expect(operations).toMatch(/ {4}create: \{ operationId: "create_order"/);
  });

  it('leaves the old files as they were when writing fails halfway', async () => {
    const outDir = join(dir, 'halfway');
    await writeGenerated([
      { path: join(outDir, 'a.ts'), contents: 'old a\n' },
      { path: join(outDir, 'blocker'), contents: 'a file\n' },
    ]);
    const attempt = writeGenerated([
      { path: join(outDir, 'a.ts'), contents: 'new a\n' },
      { path: join(outDir, 'blocker', 'b.ts'), contents: 'new b\n' },
    ]);
    await expect(attempt).rejects.toThrow();
    expect(await readFile(join(outDir, 'a.ts'), 'utf8')).toBe('old a\n');
    expect((await readdir(outDir)).sort()).toEqual(['a.ts', 'blocker']);
  });
});
