/**
 * `npm run lint:spec -- --document <file>` on a provider-style document: 3.0 habits are listed with their
 * locations and pass (generation handles them); defects fail with their locations (issue 10 §2).
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
                note: { type: string, nullable: true }
                count: { type: integer, minimum: 0, exclusiveMinimum: true }
                tags: { type: array, items: { type: string }, sortable: true }
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

  it('lists each 3.0-style keyword and unknown keyword with its location, and passes', async () => {
    await writeFile(join(dir, 'provider.yaml'), DOCUMENT);
    const result = lint(join(dir, 'provider.yaml'));
    const at = 'paths./v1/orders.post.requestBody.content.application/json.schema.properties';
    expect(result.stdout).toContain(`normalised: ${at}.note: nullable: true rewritten as type ["string","null"]`);
    expect(result.stdout).toContain(
      `normalised: ${at}.count: exclusiveMinimum: true (3.0) rewritten as exclusiveMinimum: 0`,
    );
    expect(result.stdout).toContain(
      `warning: ${at}.tags: unknown keyword sortable kept as an annotation; validators ignore it`,
    );
    expect(result.status).toBe(0);
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
