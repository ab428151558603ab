/**
 * `npm run generate` refuses a document whose examples no longer validate, naming each one, and
 * writes nothing; a 3.0 document's `nullable` example is judged as generation reads it (3.1).
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument } from '../../contract-tests/support/document.js';
import { DocumentDefectsError } from './document-defects-error.js';
import { findExampleDefects } from './example-defects.js';
import { produce } from './produce.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'example-defects-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('examples that no longer validate', () => {
  it('stop generation with one defect each, at the example, and nothing is written', async () => {
    const document = loadDocument();
    const media = document.paths['/v1/orders'].post.requestBody.content['application/json'];
    delete media.examples.catalogue.value.items;
    document.paths['/v1/users/authorize/reject'].post.requestBody.content['application/json'].example = {
      nonce: 'n-1',
      reason: 'cheating',
    };
    const file = join(dir, 'broken.json');
    await writeFile(file, JSON.stringify(document));
    const out = join(dir, 'out');
    const error = await produce({ document: file, outDir: out }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentDefectsError);
    expect((error as DocumentDefectsError).defects).toEqual([
      {
        location: 'paths./v1/orders.post.requestBody.content.application/json.examples.catalogue',
        message: "the example does not validate against its schema: example must have required property 'items'",
      },
      {
        location: 'paths./v1/users/authorize/reject.post.requestBody.content.application/json.example',
        message:
          'the example does not validate against its schema: example/reason must be equal to one of the allowed values',
      },
    ]);
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
  });

  it('finds none in our document, and reads a 3.0 nullable example as generation does', async () => {
    expect(findExampleDefects(loadDocument())).toEqual([]);
    const file = join(dir, 'nullable.json');
    const media = { schema: { type: 'string', nullable: true }, example: null };
    const ok = { '200': { description: 'ok', content: { 'application/json': media } } };
    const operation = { operationId: 'get_thing', tags: ['Things'], responses: ok };
    await writeFile(
      file,
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: { '/things': { get: operation } },
      }),
    );
    const files = await produce({ document: file, outDir: join(dir, 'nullable-out') });
    expect(files.length).toBeGreaterThan(0);
  });
});
