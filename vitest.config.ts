import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` runs everything that needs no mock server; `contract` runs the Prism-backed
 * contract suite, which starts one Prism for the whole run in its global setup.
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'contract-tests/document/**/*.test.ts'],
          exclude: ['src/stores/**'],
          typecheck: { enabled: true, include: ['src/**/*.test-d.ts', 'contract-tests/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['contract-tests/mock/**/*.test.ts'],
          globalSetup: ['contract-tests/mock/global-setup.ts'],
        },
      },
      {
        extends: true,
        // Shared stores against real Redis and PostgreSQL (src/stores/testing/services.ts: skip with a
        // reason where a service is unreachable, fail under CI=true).
        test: { name: 'services', include: ['src/stores/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
      },
    ],
  },
});
