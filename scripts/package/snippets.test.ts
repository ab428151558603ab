/**
 * How check-package.ts names a block that does not compile against the tarball: by its Markdown
 * file and line, as scripts/readme/ does against src/; top-level await is let pass in CommonJS only.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { snippetErrors, writeSnippetProject } from './snippets.js';

const dir = mkdtempSync(join(tmpdir(), 'snippets-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the guides\u2019 blocks in a consumer project', () => {
  const esm = writeSnippetProject(join(dir, 'esm'), 'esm');
  const cjs = writeSnippetProject(join(dir, 'cjs'), 'cjs');
  const [file, { name, block }] = [...esm.blocks].find(([, { name }]) => name === 'docs/testing-your-integration.md')!;

  it('writes every block of the README and the guides as a module, with a tsconfig listing them', () => {
    expect(esm.blocks.size).toBeGreaterThanOrEqual(32);
    const tsconfig = JSON.parse(readFileSync(join(esm.dir, 'tsconfig.json'), 'utf8'));
    expect(tsconfig.files).toEqual([...esm.blocks.keys()]);
    expect(tsconfig.compilerOptions).toMatchObject({ module: 'NodeNext', strict: true, skipLibCheck: false });
    expect(readdirSync(cjs.dir)).toContain('package.json');
    expect(JSON.parse(readFileSync(join(cjs.dir, 'package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
  });

  it("names an error by the Markdown file and line, and a declaration's by its path", () => {
    const preamble = block.preamble === '' ? 0 : block.preamble.split('\n').length;
    const output = [
      `${file}(${preamble + 2},5): error TS2339: Property 'pay' does not exist on type 'Emulator'.`,
      "../node_modules/game-commerce-s2s/dist/emulator.d.ts(10,1): error TS2304: Cannot find name 'X'.",
      `${file}(${preamble + 1},1): error TS1309: The current file is a CommonJS module and cannot use 'await' at the top level.`,
    ].join('\n');
    const first = `${name}:${block.line + 2}: TS2339 Property 'pay' does not exist on type 'Emulator'.`;
    const declaration = "../node_modules/game-commerce-s2s/dist/emulator.d.ts:10: TS2304 Cannot find name 'X'.";
    expect(snippetErrors(output, esm, 'esm')).toEqual([
      first,
      declaration,
      `${name}:${block.line + 1}: TS1309 The current file is a CommonJS module and cannot use 'await' at the top level.`,
    ]);
    expect(snippetErrors(output, cjs, 'cjs')).toEqual([first, declaration]);
  });
});
