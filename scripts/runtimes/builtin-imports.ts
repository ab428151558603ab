/**
 * Lists the Node built-ins (`node:x` or bare `x`) that a module graph imports, npm dependencies
 * included, by bundling it with esbuild for a neutral platform. Used to prove that the webhooks
 * entry loads where no `node:*` module exists (Cloudflare Workers without `nodejs_compat`).
 */
import { builtinModules } from 'node:module';
import { build, type Plugin } from 'esbuild';

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** Leaves built-ins unresolved but recorded in the metafile, so they can be named. */
const recordBuiltins: Plugin = {
  name: 'record-builtins',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) =>
      BUILTINS.has(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** `<file> imports <built-in>` for every built-in import in `entry`'s graph; empty when there is none. */
export async function builtinImports(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'neutral',
    format: 'esm',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
    plugins: [recordBuiltins],
  });
  return Object.entries(result.metafile.inputs).flatMap(([file, input]) =>
    input.imports
      .filter((imported) => BUILTINS.has(imported.path))
      .map((imported) => `${file} imports ${imported.path}`),
  );
}
