/**
 * The other runtimes' binaries, at the exact versions pinned in ./runtime-versions. Each is an npm
 * registry package shipping a linux-x64 binary, installed and cached by .ci/install-binary (about
 * 50 MB and 7 s each the first time, nothing after), then checked by running `--version`. A
 * runtime that cannot be had says why, in one line.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export type RuntimeName = 'bun' | 'deno' | 'workerd';

export type RuntimeBinary =
  | { name: RuntimeName; path: string; version: string }
  | { name: RuntimeName; missing: string };

const root = resolve(import.meta.dirname, '../..');

/** `name → [package, version, file]` from ./runtime-versions. */
function pinned(): Map<string, string[]> {
  const lines = readFileSync(resolve(import.meta.dirname, 'runtime-versions'), 'utf8').split('\n');
  const entries = lines
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
  return new Map(entries.map(([name, ...rest]) => [name as string, rest]));
}

export function findRuntime(name: RuntimeName): RuntimeBinary {
  if (`${process.platform}-${process.arch}` !== 'linux-x64') {
    return { name, missing: `binaries are pinned for linux-x64 only, this is ${process.platform}-${process.arch}` };
  }
  const pin = pinned().get(name);
  if (pin === undefined) return { name, missing: `no ${name} line in scripts/runtimes/runtime-versions` };
  let path: string;
  try {
    const installer = resolve(root, '.ci/install-binary');
    path = execFileSync(installer, [name, ...pin], {
      encoding: 'utf8',
      timeout: 300_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? error)
      .trim()
      .split('\n')
      .at(-1);
    return { name, missing: `installing ${pin[0]}@${pin[1]} from the npm registry failed: ${stderr}` };
  }
  try {
    const version = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 })
      .trim()
      .split('\n')[0] as string;
    return { name, path, version };
  } catch (error) {
    return { name, missing: `${path} does not run: ${(error as Error).message.split('\n')[0]}` };
  }
}
