/**
 * The README and the guides are code: every ```ts / ```typescript block of README.md and docs/*.md
 * type-checks against `src/`, and the blocks marked `<!-- readme-test: run -->` run against the
 * embedded Prism mock. The comment convention (a hidden preamble and flags) is described in
 * extract-blocks.ts. A failure names the file and line (`docs/client.md:52`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapiDocument from '../../generated/openapi.json' with { type: 'json' };
import { type MockServer, startMockServer } from '../../contract-tests/mock-server/start-mock.js';
import { REPOSITORY_ROOT, userDocs } from '../docs/markdown-files.js';
import { runBlock, typeCheckMarkdown } from './check-blocks.js';
import { extractTypeScriptBlocks } from './extract-blocks.js';

const files = userDocs().map((name) => ({
  name,
  blocks: extractTypeScriptBlocks(readFileSync(join(REPOSITORY_ROOT, name), 'utf8')),
}));
const blocks = files.flatMap(({ name, blocks }) => blocks.map((block) => ({ name, block })));
const runs = blocks.filter(({ block }) => block.run);

/**
 * The blocks there were when the 2,000-line README was split into guides: its 30 blocks
 * (19 run), every one moved, plus the README's two new quickstarts (one run). A file left out of
 * `userDocs`, or a block lost in a move, shows here.
 */
const BLOCKS_AT_SPLIT = { checked: 32, run: 20 };

describe('the TypeScript blocks of README.md and docs/*.md', () => {
  it('are all found: every guide with blocks, and no fewer blocks than when the README was split', () => {
    const withBlocks = files.filter((file) => file.blocks.length > 0).map((file) => file.name);
    expect(withBlocks).toEqual(
      expect.arrayContaining(['README.md', 'docs/client.md', 'docs/testing-your-integration.md']),
    );
    expect(blocks.length).toBeGreaterThanOrEqual(BLOCKS_AT_SPLIT.checked);
    expect(runs.length).toBeGreaterThanOrEqual(BLOCKS_AT_SPLIT.run);
  });

  it('type-check against the source', () => {
    const errors = typeCheckMarkdown(files);
    expect(errors, `blocks that do not compile:\n${errors.join('\n')}`).toEqual([]);
  }, 60_000);

  describe('marked run, run against the mock', () => {
    let mock: MockServer;
    const apiKey = process.env.GAME_COMMERCE_API_KEY;
    beforeAll(async () => {
      mock = await startMockServer({ document: structuredClone(openapiDocument), log: new PassThrough().resume() });
      // The Quickstart reads the key from the environment, as a user's server would.
      process.env.GAME_COMMERCE_API_KEY = 'sk_test_readme_fake_key';
    });
    afterAll(async () => {
      if (apiKey === undefined) delete process.env.GAME_COMMERCE_API_KEY;
      else process.env.GAME_COMMERCE_API_KEY = apiKey;
      await mock?.close();
    });

    it.each(runs.map(({ name, block }) => [`${name}:${block.line}`, name, block] as const))(
      '%s runs',
      async (where, name, block) => {
        await expect(runBlock(block, mock.url, name), `${where} threw`).resolves.toBeUndefined();
      },
      30_000,
    );
  });
});
