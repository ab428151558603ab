import { defineConfig } from 'vitest/config';

/**
 * `npm run test:runtimes`: the package on Bun, Deno and workerd (scripts/runtimes/), run against
 * dist/, so after a build; `npm test` runs it after `check:package`.
 */
export default defineConfig({
  test: {
    name: 'runtimes',
    include: ['scripts/runtimes/**/*.spec.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
