import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentDefectsError } from './document-defects-error.js';
import { CONTROL_DOCUMENT_PATH, emitControlDocument } from './emit-control-document.js';
import { GENERATE_COMMAND } from './emitter.js';
import { placeIn, produce, staleFiles, writeGenerated } from './produce.js';
import { UnreadableInputError } from './unreadable-input-error.js';

describe('npm run generate', { timeout: 30_000 }, () => {
  const dir = mkdtemp(join(tmpdir(), 'generate-check-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('reproduces the committed generated/ byte for byte', async () => {
    const files = await produce();
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['generated/openapi.json', 'generated/schema.d.ts']),
    );
    expect(await staleFiles(files)).toEqual([]);
    // Same input, same bytes: a second run must not differ from the first.
    const again = await produce();
    expect(again).toEqual(files);
  }, 30_000); // two full generate runs: ~1.5 s each when idle, over 5 s on a loaded shared machine

  it('starts every generated file with a do-not-edit banner naming the command', async () => {
    for (const file of await produce()) {
      const head = file.contents.slice(0, 300);
      expect(head, file.path).toMatch(/DO NOT EDIT/);
      expect(head, file.path).toContain(GENERATE_COMMAND);
    }
  });

  it('--check names a file that differs by one byte and a file that is missing', async () => {
    const changed = join(await dir, 'changed.ts');
    await writeFile(changed, 'export const a = 1;\n');
    const missing = join(await dir, 'missing.ts');
    const stale = await staleFiles([
      { path: changed, contents: 'export const a = 2;\n' },
      { path: missing, contents: 'x' },
    ]);
    expect(stale).toEqual([changed, missing]);
  });

  it('copies the control document from openapi/ with its banner, compiles its request validators; --check sees a hand edit of the copy', async () => {
    const outDir = join(await dir, 'control-out');
    const files = await produce({ outDir });
    const copy = files.find((file) => file.path === join(outDir, 'emulator-control.json'))!;
    const source = JSON.parse(readFileSync('openapi/emulator-control.json', 'utf8'));
    expect(JSON.parse(copy.contents)).toEqual({
      'x-generated': 'DO NOT EDIT: generated from openapi/emulator-control.json by `npm run generate`.',
      ...source,
    });
    const validators = files.find((file) => file.path === join(outDir, 'emulator-control-validators.js'))!;
    expect(validators.contents).toContain(
      'DO NOT EDIT: this file is generated from openapi/emulator-control.json by `npm run generate`.',
    );
    expect(validators.contents).toContain('"advanceClock": Object.freeze({ body: ');
    await writeGenerated(files);
    expect(await staleFiles(files)).toEqual([]);
    await writeFile(copy.path, copy.contents.replace('"3.1.0"', '"3.1.1"'));
    expect(await staleFiles(files)).toEqual([copy.path]);
  }, 30_000);

  it('refuses a control document that is not JSON or not a valid OpenAPI 3.1 document', async () => {
    const write = async (name: string, text: string) => {
      const path = join(await dir, name);
      await writeFile(path, text);
      return path;
    };
    await expect(emitControlDocument(await write('control.yaml', 'openapi: 3.1.0\n'))).rejects.toThrow(
      UnreadableInputError,
    );
    await expect(emitControlDocument(await write('control-30.json', '{ "openapi": "3.0.3" }'))).rejects.toThrow(
      /not an OpenAPI 3\.1 document/,
    );
    const invalid = emitControlDocument(await write('control-invalid.json', '{ "openapi": "3.1.0", "paths": {} }'));
    await expect(invalid).rejects.toThrow(DocumentDefectsError);
    const valid = await write(
      'control-valid.json',
      '{ "openapi": "3.1.0", "info": { "title": "t", "version": "1" }, "paths": {} }',
    );
    expect((await emitControlDocument(valid)).map((file) => file.path)).toEqual([
      CONTROL_DOCUMENT_PATH,
      'generated/emulator-control-validators.js',
      'generated/emulator-control-validators.d.ts',
    ]);
  });

  it('places every file under the out folder and refuses a path that would leave it', () => {
    expect(placeIn('out', 'generated/schema.d.ts')).toBe(join('out', 'schema.d.ts'));
    for (const path of ['generated/../package.json', 'src/index.ts', '/etc/passwd', 'generated']) {
      expect(() => placeIn('out', path), path).toThrow(/may write only under generated\//);
    }
  });
});
