/**
 * `npm run lint:spec -- --document <file>` on another document: a clean one passes, and defects fail
 * with their locations.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const DOCUMENT = `openapi: 3.1.0
info: { title: provider, version: '1', description: d, license: { name: MIT, url: 'https://example.org/mit' } }
servers: [{ url: 'https://api.provider.invalid' }]
security: [{ key: [] }]
tags: [{ name: Orders, description: d }]
paths:
  /v1/orders:
    post:
      operationId: create_order
      summary: Create
      description: d
      tags: [Orders]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                note: { type: [string, 'null'] }
                count: { type: integer, exclusiveMinimum: 0 }
                tags: { type: array, items: { type: string } }
      responses:
        '201': { description: ok }
        '400': { description: bad }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: x-api-key }
`;

function lint(document: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/lint-spec.ts', '--document', document], {
    encoding: 'utf8',
  });
}

describe('lint:spec --document', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lint-spec-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('passes a clean document, printing that it is valid', async () => {
    await writeFile(join(dir, 'provider.yaml'), DOCUMENT);
    const result = lint(join(dir, 'provider.yaml'));
    expect(result.stdout).toMatch(/pre-flight and swagger-parser: .*provider\.yaml is valid/);
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  });

  it('fails on a defect, naming its location', async () => {
    await writeFile(join(dir, 'broken.yaml'), DOCUMENT.replace('/v1/orders:', '/v1/orders/{shop}:'));
    const result = lint(join(dir, 'broken.yaml'));
    expect(result.stderr).toContain(
      'paths./v1/orders/{shop}.post: path parameter shop is used in the path but not declared (in: path)',
    );
    expect(result.status).toBe(1);
  });
});
