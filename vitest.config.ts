import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Projects: `unit` runs everything that needs no mock server; `contract` runs the Prism-backed
 * contract suite, which starts one Prism for the whole run in its global setup; `contract-emulator`
 * runs the same suite against one emulator; `bump` runs the
 * maintainer's whole `npm run bump` in a copy of the repository.
 */
export default defineConfig({
  test: {
    // Most files spend their time waiting on what they start (tsx and npm commands, Prism, Chromium,
    // servers, Redis and PostgreSQL), not on their own thread, so Vitest's default of one worker
    // per core minus one (a single worker on 2 cores) leaves the cores idle. Not more than one per
    // core: the nested runs in bump.test.ts and suite-run.test.ts start workers of their own.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The machine is shared (2 cores, many processes): work that takes 1.5 s alone (regenerating
          // generated/) ran past the 5 s default under load. A hung test still fails, after 30 s.
          testTimeout: 30_000,
          include: [
            'src/**/*.test.ts',
            'test/support/**/*.test.ts', // the test support's own tests (the browser harness)
            'scripts/**/*.test.ts',
            'contract-tests/document/**/*.test.ts',
            'contract-tests/tooling/**/*.test.ts', // the contract run's own tooling, on small documents
            'contract-tests/mock-server/**/*.test.ts',
            'contract-tests/report/**/*.test.ts',
            'examples/**/*.test.ts', // the example apps, started as real servers
          ],
          exclude: ['src/stores/**', 'scripts/spec-bump/bump.test.ts'],
          typecheck: {
            enabled: true,
            include: ['src/**/*.test-d.ts', 'contract-tests/**/*.test-d.ts'],
            tsconfig: './tsconfig.json',
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          // Plus the agreement of the mock and the emulator (agreement/ starts an emulator beside Prism).
          include: ['contract-tests/mock/**/*.test.ts', 'contract-tests/agreement/**/*.test.ts'],
          // Prism compiles an operation's schemas on its first request: about 2 s alone for the deep
          // daily-reward records (catalogue items nest five levels), past the 5 s default under load.
          testTimeout: 30_000,
          globalSetup: ['contract-tests/mock/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The same contract tests against the emulator (src/emulator/), so it cannot drift from the
          // document; the recorded fixtures do not depend on the target and are checked once, above.
          name: 'contract-emulator',
          // Plus the status coverage, which makes the emulator answer every declared status.
          include: ['contract-tests/mock/**/*.test.ts', 'contract-tests/emulator/**/*.test.ts'],
          testTimeout: 30_000,
          exclude: ['contract-tests/mock/fixtures.test.ts'],
          globalSetup: ['contract-tests/emulator/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // `npm run bump` end to end in a copy of the repository: whole commands (generate, spec
          // diff, the contract suite, the fixture recording), so minutes are allowed.
          name: 'bump',
          include: ['scripts/spec-bump/bump.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Other projects' OpenAPI tools (Specmatic, Redocly respect, four TypeScript generators) on
          // generated/openapi.json as it is: whole commands, so minutes are allowed, one file at a time.
          name: 'outside-tools',
          include: ['contract-tests/outside-tools/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Shared stores against real Redis and PostgreSQL (test/support/stores/services.ts: skip with a
        // reason where a service is unreachable, fail under CI=true).
        test: { name: 'services', include: ['src/stores/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 30_000 },
      },
    ],
  },
});
