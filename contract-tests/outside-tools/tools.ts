/**
 * Test support for the outside-tools checks: run another project's OpenAPI tool, as its own command
 * from node_modules/.bin, on the bundled document (generated/openapi.json as it is), in a scratch
 * folder of its own that is removed afterwards.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BUNDLED_DOCUMENT = join(ROOT, 'generated', 'openapi.json');

/** Obviously fake: no outside tool is ever handed a real key. */
export const FAKE_KEY = 'sk_test_outside_tools_fake_key';

const run = promisify(execFile);

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A package's own bin script, read from its package.json: `node_modules/.bin/<name>` is whichever
 * package npm linked last when two claim the name (openapi-typescript-codegen and @redocly/cli both
 * name theirs `openapi`).
 */
export function packageBin(pkg: string, name: string): string {
  const folder = join(ROOT, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { bin?: Record<string, string> };
  const script = manifest.bin?.[name];
  if (script === undefined) throw new Error(`${pkg} has no bin named ${name}`);
  return join(folder, script);
}

/**
 * Runs `node_modules/.bin/<bin> ...args` (or, given a `{ pkg, name }`, that package's bin script on
 * this Node) in `cwd` and returns its exit code and output (a failing exit is a result to assert on,
 * not a throw). Ten minutes at most; no shell.
 */
export async function runTool(
  bin: string | { pkg: string; name: string },
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<ToolRun> {
  const [file, fileArgs] =
    typeof bin === 'string'
      ? [join(ROOT, 'node_modules', '.bin', bin), [...args]]
      : [process.execPath, [packageBin(bin.pkg, bin.name), ...args]];
  try {
    const { stdout, stderr } = await run(file, fileArgs, {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string; message: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? failed.message };
  }
}

/** A scratch folder and its removal. */
export function scratchFolder(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `gcs2s-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** The last `lines` lines of a tool's output, for a failure message. */
export function tail(run: ToolRun, lines = 40): string {
  return `${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-lines).join('\n');
}
