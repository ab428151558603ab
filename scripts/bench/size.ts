/**
 * `npm run bench:size`: the gzipped size of what a consumer's `import` pulls in, per entry, with
 * every dependency it loads bundled and minified (esbuild), against a baseline measured in the same
 * run: openapi-fetch on its own, the library the client is built on. Reads dist/, so run
 * `npm run build` first. Target: the client entry (`.`) under 15 kB gzipped. Prints numbers only.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const TARGET_BYTES = 15 * 1024;

async function gzippedBundle(contents: string): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    write: false,
    external: ['ioredis', 'pg', '@electric-sql/pglite'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

if (!existsSync('dist/index.js')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(2);
}

// Each consumer imports everything an entry exports, the worst case for tree-shaking.
const baseline = await gzippedBundle("export * from 'openapi-fetch'; export { default } from 'openapi-fetch';");
const entries = [
  ['. (client, errors)', './dist/index.js'],
  ['./webhooks', './dist/webhooks.js'],
  ['./testing', './dist/testing.js'],
  // The shared stores, drivers excluded: they are the consumer's own (optional peers).
  ['./stores/redis (ioredis excluded)', './dist/stores/redis.js'],
  ['./stores/postgres', './dist/stores/postgres.js'],
] as const;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`baseline openapi-fetch alone: ${kb(baseline.gzip)} gzipped (${kb(baseline.raw)} minified)`);
for (const [name, file] of entries) {
  const size = await gzippedBundle(`export * from '${file}';`);
  const verdict =
    name.startsWith('.') && file.endsWith('index.js')
      ? ` (target < ${kb(TARGET_BYTES)}: ${size.gzip < TARGET_BYTES ? 'met' : 'MISSED'})`
      : '';
  console.log(
    `${name}: ${kb(size.gzip)} gzipped, ${(size.gzip / baseline.gzip).toFixed(2)}x openapi-fetch (${kb(size.raw)} minified)${verdict}`,
  );
}
