import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { README_BASE_URL, toSourceImports, typeCheckBlocks } from './check-blocks.js';
import { extractTypeScriptBlocks } from './extract-blocks.js';

const SAMPLE = [
  '# Sample', //                                                   1
  '', //                                                           2
  '```sh', //                                                      3
  'npm install game-commerce-s2s', //                              4
  '```', //                                                        5
  '', //                                                           6
  '<!-- readme-test: run', //                                      7
  "import { createClient } from 'game-commerce-s2s';", //          8
  `const client = createClient({ apiKey: 'sk_test_fake', baseUrl: '${README_BASE_URL}' });`, // 9
  '-->', //                                                        10
  '```ts', //                                                      11
  'const list = await client.achievements.list({ limit: 1 });', // 12
  '```', //                                                        13
  '', //                                                           14
  '- In a list:', //                                               15
  '', //                                                           16
  '  <!-- readme-test -->', //                                     17
  '  ```typescript', //                                            18
  '  const n: number = 1;', //                                     19
  '  ```', //                                                      20
  '', //                                                           21
  '````md', //                                                     22
  '```ts', //                                                      23
  'not code: an example of Markdown', //                           24
  '```', //                                                        25
  '````', //                                                       26
].join('\n');

describe('extractTypeScriptBlocks', () => {
  it('finds ts and typescript blocks with their line, preamble and flags, and nothing else', () => {
    const blocks = extractTypeScriptBlocks(SAMPLE);
    expect(blocks.map(({ line, run, preambleLine }) => ({ line, run, preambleLine }))).toEqual([
      { line: 11, run: true, preambleLine: 8 },
      { line: 18, run: false, preambleLine: undefined },
    ]);
    expect(blocks[0]!.preamble.split('\n')).toHaveLength(2);
    expect(blocks[0]!.code).toBe('const list = await client.achievements.list({ limit: 1 });');
    expect(blocks[1]!.code).toBe('const n: number = 1;');
  });

  it('refuses an unknown flag and an unclosed block, naming the line', () => {
    expect(() => extractTypeScriptBlocks('<!-- readme-test: runn -->\n```ts\n1\n```')).toThrow(
      /line 1: unknown readme-test flag 'runn'/,
    );
    expect(() => extractTypeScriptBlocks('text\n```ts\nconst a = 1;\n')).toThrow(/line 2: .* never closed/);
  });
});

describe('typeCheckBlocks', () => {
  it('accepts the sample as written', () => {
    expect(typeCheckBlocks(extractTypeScriptBlocks(SAMPLE), 'SAMPLE.md')).toEqual([]);
  }, 60_000);

  it('fails a broken block and names the Markdown line of each error', () => {
    const broken = SAMPLE.replace(
      'const list = await client.achievements.list({ limit: 1 });',
      'res.redirect(303, client);',
    ).replace('const n: number = 1;', "const n: number = 'one';\n  return n;");
    const errors = typeCheckBlocks(extractTypeScriptBlocks(broken), 'SAMPLE.md');
    expect(errors).toEqual([
      "SAMPLE.md:12: TS2304 Cannot find name 'res'.",
      "SAMPLE.md:19: TS2322 Type 'string' is not assignable to type 'number'.",
      "SAMPLE.md:20: TS1108 A 'return' statement can only be used within a function body.",
    ]);
  }, 60_000);

  it('names the preamble line when the preamble is wrong', () => {
    const broken = SAMPLE.replace("from 'game-commerce-s2s';", "from 'game-commerce-s2s/nope';");
    const errors = typeCheckBlocks(extractTypeScriptBlocks(broken), 'SAMPLE.md');
    expect(errors[0]).toMatch(/^SAMPLE\.md:8 \(preamble of the block at line 11\): TS2307 /);
  }, 60_000);
});

describe('toSourceImports', () => {
  it('points the package and its subpaths at the source, and leaves other imports alone', () => {
    const code = [
      "import { a } from 'game-commerce-s2s';",
      'import b from "game-commerce-s2s/webhooks";',
      "import c from 'express';",
    ].join('\n');
    expect(toSourceImports(code, resolve(import.meta.dirname, '.run')).split('\n')).toEqual([
      "import { a } from '../../../src/index.js';",
      'import b from "../../../src/webhooks/index.js";',
      "import c from 'express';",
    ]);
  });
});
