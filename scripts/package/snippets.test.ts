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
  const project = writeSnippetProject(join(dir, 'snippets'));
  const [file, { name, block }] = [...project.blocks].find(
    ([file, { name }]) => file.startsWith('esm/') && name === 'docs/testing-your-integration.md',
  )!;
  const cjsFile = file.replace(/^esm\//, 'cjs/');

  it('writes every block of the README and the guides as an ES module and as CommonJS, with one tsconfig', () => {
    expect(project.blocks.size).toBeGreaterThanOrEqual(2 * 32);
    expect(project.blocks.get(cjsFile)).toMatchObject({ name, system: 'cjs' });
    const tsconfig = JSON.parse(readFileSync(join(project.dir, 'tsconfig.json'), 'utf8'));
    expect(tsconfig.files).toEqual([...project.blocks.keys()]);
    expect(tsconfig.compilerOptions).toMatchObject({ module: 'NodeNext', strict: true, skipLibCheck: false });
    const type = (system: string) => JSON.parse(readFileSync(join(project.dir, system, 'package.json'), 'utf8')).type;
    expect([type('esm'), type('cjs')]).toEqual(['module', 'commonjs']);
    expect(readdirSync(join(project.dir, 'cjs'))).toContain(cjsFile.slice('cjs/'.length));
  });

  it("names an error by the Markdown file, line and module system, and a declaration's by its path", () => {
    const preamble = block.preamble === '' ? 0 : block.preamble.split('\n').length;
    const awaitMessage = "The current file is a CommonJS module and cannot use 'await' at the top level.";
    const output = [
      `${file}(${preamble + 2},5): error TS2339: Property 'pay' does not exist on type 'Emulator'.`,
      `${cjsFile}(${preamble + 2},5): error TS2339: Property 'pay' does not exist on type 'Emulator'.`,
      "../node_modules/game-commerce-s2s/dist/emulator.d.ts(10,1): error TS2304: Cannot find name 'X'.",
      `${cjsFile}(${preamble + 1},1): error TS1309: ${awaitMessage}`,
      `${file}(${preamble + 1},1): error TS1309: ${awaitMessage}`,
    ].join('\n');
    expect(snippetErrors(output, project)).toEqual([
      `${name}:${block.line + 2} (esm): TS2339 Property 'pay' does not exist on type 'Emulator'.`,
      `${name}:${block.line + 2} (cjs): TS2339 Property 'pay' does not exist on type 'Emulator'.`,
      "../node_modules/game-commerce-s2s/dist/emulator.d.ts:10: TS2304 Cannot find name 'X'.",
      `${name}:${block.line + 1} (esm): TS1309 ${awaitMessage}`, // only CommonJS may not await at the top
    ]);
  });
});
