/**
 * Bundles one of ./apps with the package as built in dist/ (what a user's bundler or `deno`/`bun`
 * would load), into `dir`, so every runtime runs the shipped code without needing
 * node_modules. `game-commerce-s2s` and `game-commerce-s2s/webhooks` resolve to dist/.
 */
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');
const ENTRIES: Record<string, string> = {
  'game-commerce-s2s': join(root, 'dist/index.js'),
  'game-commerce-s2s/webhooks': join(root, 'dist/webhooks.js'),
};

const fromDist: Plugin = {
  name: 'from-dist',
  setup(builder) {
    builder.onResolve({ filter: /^game-commerce-s2s(\/.*)?$/ }, (args) => {
      const path = ENTRIES[args.path];
      if (path === undefined) throw new Error(`no dist entry for ${args.path}`);
      return { path };
    });
  },
};

/**
 * Writes `apps/<app>` bundled to `<dir>/<out>` and returns the file's path. `platform: 'neutral'`
 * for Workers (no Node built-ins allowed), `'node'` for Bun and Deno, which provide them.
 */
export async function bundleApp(
  app: string,
  options: { dir: string; out?: string; platform: 'neutral' | 'node'; define?: Record<string, string> },
): Promise<string> {
  const outfile = join(options.dir, options.out ?? app);
  await build({
    entryPoints: [join(import.meta.dirname, 'apps', app)],
    outfile,
    bundle: true,
    format: 'esm',
    platform: options.platform,
    mainFields: ['module', 'main'],
    target: 'es2022',
    define: Object.fromEntries(
      Object.entries(options.define ?? {}).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
    logLevel: 'warning',
    plugins: [fromDist],
  });
  return outfile;
}
