import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GENERATE_COMMAND } from './emitter.js';
import { produce, staleFiles } from './produce.js';

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
});
