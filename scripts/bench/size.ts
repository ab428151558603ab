/**
 * `npm run bench:size`: the gzipped size of what a consumer's `import` pulls in, per entry, with
 * every dependency it loads bundled and minified (esbuild), against a baseline measured in the same
 * run: openapi-fetch on its own, the library the client is built on. Reads dist/, so run
 * `npm run build` first. Target: the client entry (`.`) under 15 kB gzipped. Prints numbers only.
 *
 * Bundled with code splitting, as a bundler that honours `import()` does: what an entry imports
 * only on demand (the response validators, loaded when `validateResponses` is on) lands in its own
 * chunk, counted apart as "on demand" rather than in the import size.
 */
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const TARGET_BYTES = 15 * 1024;

interface BundleSize {
  raw: number;
  gzip: number;
  /** Gzipped size of the chunks reached only through `import()`. */
  onDemand: number;
}

async function gzippedBundle(contents: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    splitting: true,
    outdir: 'size-bench-out',
    metafile: true,
    write: false,
    external: ['ioredis', 'pg', '@electric-sql/pglite'],
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((file) => [relative(process.cwd(), file.path), file.contents]));
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint !== undefined)!;
  // Everything the entry loads when imported: itself and the chunks it imports statically.
  const eager = new Set<string>();
  const visit = (path: string) => {
    if (eager.has(path)) return;
    eager.add(path);
    for (const imported of outputs[path]!.imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  // The eager files gzipped as one, as the single bundle of a build without splitting would be.
  const eagerCode: Uint8Array[] = [];
  const lazyCode: Uint8Array[] = [];
  for (const [path, code] of files) if (path.endsWith('.js')) (eager.has(path) ? eagerCode : lazyCode).push(code);
  const together = Buffer.concat(eagerCode);
  const raw = together.byteLength;
  const gzip = gzipSync(together, { level: 9 }).byteLength;
  const onDemand = lazyCode.length === 0 ? 0 : gzipSync(Buffer.concat(lazyCode), { level: 9 }).byteLength;
  return { raw, gzip, onDemand };
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
  const lazy = size.onDemand > 0 ? `; ${kb(size.onDemand)} gzipped more loaded on demand` : '';
  console.log(
    `${name}: ${kb(size.gzip)} gzipped, ${(size.gzip / baseline.gzip).toFixed(2)}x openapi-fetch (${kb(size.raw)} minified)${verdict}${lazy}`,
  );
}
