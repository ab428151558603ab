import { defineConfig } from 'tsup';

/**
 * The published build: ESM and CJS with declarations for the library entries, ESM only for the
 * CLI (it uses top-level await and JSON import attributes). Dependencies stay external, so what a
 * consumer's `import` pulls in is measured by scripts/bench/size.ts, not hidden in our bundle.
 */
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      webhooks: 'src/webhooks/index.ts',
      testing: 'src/testing/index.ts',
      schema: 'src/schema.ts',
      // Shared stores: own entries, so their drivers (optional peers, never bundled) stay out of the others.
      'stores/redis': 'src/stores/redis/index.ts',
      'stores/postgres': 'src/stores/postgres/index.ts',
      // The local emulator: never imported by the other entries.
      emulator: 'src/emulator/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    platform: 'neutral',
    treeshake: true,
    splitting: true,
  },
  {
    entry: { cli: 'src/cli/index.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    sourcemap: true,
    // The CommonJS packages bundled into the bin (Redocly's bundler, yaml) call require() for Node's
    // own modules, which an ES module does not have: each chunk gets one, made by createRequire.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    // Prism is an optional peer, loaded only by `mock`; bundling it would add megabytes to the bin.
    external: [/^@stoplight\//],
  },
]);
