/**
 * The README is code: every ```ts / ```typescript block type-checks against `src/`, and the blocks
 * marked `<!-- readme-test: run -->` run against the embedded Prism mock. The comment convention
 * (a hidden preamble and flags) is described in extract-blocks.ts. A failure names the README line.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import openapiDocument from '../../generated/openapi.json' with { type: 'json' };
import { type MockServer, startMockServer } from '../../src/cli/mock/start-mock.js';
import { runBlock, typeCheckBlocks } from './check-blocks.js';
import { extractTypeScriptBlocks } from './extract-blocks.js';

const README = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
const blocks = extractTypeScriptBlocks(README);

describe('README.md', () => {
  it('has TypeScript blocks, some of them marked to run', () => {
    expect(blocks.length).toBeGreaterThan(5);
    expect(blocks.filter((block) => block.run).length).toBeGreaterThan(3);
  });

  it('type-checks every TypeScript block against the source', () => {
    const errors = typeCheckBlocks(blocks);
    expect(errors, `README blocks that do not compile:\n${errors.join('\n')}`).toEqual([]);
  }, 60_000);

  describe('runs the blocks marked run against the mock', () => {
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

    it.each(blocks.filter((block) => block.run).map((block) => [block.line, block] as const))(
      'README.md:%i runs',
      async (line, block) => {
        await expect(runBlock(block, mock.url), `README.md:${line} threw`).resolves.toBeUndefined();
      },
      30_000,
    );
  });
});
