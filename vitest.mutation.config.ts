import { defineConfig } from 'vitest/config';

/**
 * The unit tests Stryker runs against each mutant (`npm run test:mutation`, stryker.config.mjs):
 * those of the mutated modules, none that needs Prism, a browser, Redis or PostgreSQL. The store
 * suites on the real services stay in `npm test`, where they follow the services rule.
 */
export default defineConfig({
  test: {
    include: ['src/webhooks/**/*.test.ts', 'src/internal/**/*.test.ts', 'src/client/**/*.test.ts'],
    // Same allowance as the unit project (vitest.config.ts): the machine is shared and a mutant may
    // slow a test down; Stryker's own timeout (timeoutMS) still catches a mutant that hangs.
    testTimeout: 30_000,
  },
});
