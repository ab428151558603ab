/**
 * Where the other runtimes' binaries are: all come from the npm registry as pinned
 * devDependencies (`bun`, `deno`, `workerd`), whose platform packages ship the binary. Each is
 * checked by running `--version`; a runtime that is not there says why, in one line.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export type RuntimeName = 'bun' | 'deno' | 'workerd';

export type RuntimeBinary = { name: RuntimeName; path: string; version: string } | { name: RuntimeName; missing: string };

const require = createRequire(import.meta.url);
const platform = `${process.platform}-${process.arch}`;

/** Candidate paths, in order: the launcher package's copy, then the platform package's. */
function candidates(name: RuntimeName): string[] {
  const packageDir = (pkg: string): string | undefined => {
    try {
      return dirname(require.resolve(`${pkg}/package.json`));
    } catch {
      return undefined;
    }
  };
  const under = (pkg: string, file: string) => {
    const dir = packageDir(pkg);
    return dir === undefined ? [] : [join(dir, file)];
  };
  switch (name) {
    case 'bun': // bun's postinstall moves the binary into bun/bin; without it, it stays in the platform package
      return [...under('bun', 'bin/bun.exe'), ...under(`@oven/bun-${platform}`, 'bin/bun')];
    case 'deno':
      return [...under(`@deno/${platform}-glibc`, 'deno'), ...under('deno', 'deno')];
    case 'workerd':
      return [...under(`@cloudflare/workerd-${platform.replace('x64', '64')}`, 'bin/workerd')];
  }
}

export function findRuntime(name: RuntimeName): RuntimeBinary {
  const found = candidates(name).filter((path) => existsSync(path));
  for (const path of found) {
    try {
      const version = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'pipe'] })
        .trim()
        .split('\n')[0] as string;
      return { name, path, version };
    } catch {
      // a placeholder (e.g. bun's before its postinstall) or a binary for another libc: try the next
    }
  }
  const why = found.length === 0 ? `no ${name} binary for ${platform} in node_modules (npm ci installs it on linux-x64)` : `${found.join(', ')} did not run`;
  return { name, missing: why };
}
