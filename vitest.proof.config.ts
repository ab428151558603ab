import { defineConfig } from 'vitest/config';

/**
 * `npm run test:proof`: the multi-process proofs with real servers (test/proof/*.proof.ts).
 * Kept out of the per-file projects because one run takes about two minutes; `npm test` runs it once.
 */
export default defineConfig({
  test: {
    include: ['test/proof/**/*.proof.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
