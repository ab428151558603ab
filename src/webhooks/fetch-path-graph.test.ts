/**
 * The webhooks entry must load where there are no `node:*` modules (Cloudflare Workers without
 * `nodejs_compat`): bundle its whole module graph, npm dependencies included, and fail on any
 * import of a Node built-in, written `node:x` or bare. The built dist/webhooks.js is checked the
 * same way, and run on workerd, by scripts/runtimes/run.ts.
 */
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** Every Node built-in that `entry`'s module graph imports, with the file importing it. */
async function builtinImports(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'neutral',
    format: 'esm',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
    // Built-ins stay unresolved but recorded, so the test can name them.
    plugins: [
      {
        name: 'record-builtins',
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) => (BUILTINS.has(args.path) ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  });
  return Object.entries(result.metafile.inputs).flatMap(([file, input]) =>
    input.imports.filter((imported) => BUILTINS.has(imported.path)).map((imported) => `${file} imports ${imported.path}`),
  );
}

describe('the webhooks module graph', () => {
  it('imports no node:* module, so createFetchHandler loads on Workers without nodejs_compat', async () => {
    expect(await builtinImports('src/webhooks/index.ts')).toEqual([]);
  });

  it('would catch one: a Node-only test server is reported', async () => {
    // Proves the check sees built-ins at all.
    expect(await builtinImports('src/client/testing/fault-server.ts')).toEqual([
      'src/client/testing/fault-server.ts imports node:http',
    ]);
  });
});
