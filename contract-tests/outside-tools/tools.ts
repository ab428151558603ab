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
 * How to start a tool: `node_modules/.bin/<name>`; a package's own bin script run on this Node
 * (`.bin/<name>` is whichever package npm linked last when two claim the name:
 * openapi-typescript-codegen and @redocly/cli both name theirs `openapi`); or a jar run by `java`
 * itself, so the process a time-out or an abort ends is the JVM, not a wrapper that would leave it
 * running.
 */
export type Tool = string | { pkg: string; name: string } | { jar: string };

function commandOf(tool: Tool): [string, string[]] {
  if (typeof tool === 'string') return [join(ROOT, 'node_modules', '.bin', tool), []];
  if ('jar' in tool) return ['java', ['-jar', join(ROOT, 'node_modules', tool.jar)]];
  const folder = join(ROOT, 'node_modules', tool.pkg);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { bin?: Record<string, string> };
  const script = manifest.bin?.[tool.name];
  if (script === undefined) throw new Error(`${tool.pkg} has no bin named ${tool.name}`);
  return [process.execPath, [join(folder, script)]];
}

/**
 * Runs a tool with `args` in `cwd` and returns its exit code and output (a failing exit is a result
 * to assert on, not a throw). No shell; killed at `timeoutMs` (default ten minutes) or when `signal`
 * aborts, so a test that gives up never leaves it running.
 */
export async function runTool(
  tool: Tool,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number; signal?: AbortSignal },
): Promise<ToolRun> {
  const [file, prefix] = commandOf(tool);
  try {
    const { stdout, stderr } = await run(file, [...prefix, ...args], {
      cwd: options.cwd,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...options.env },
      maxBuffer: 64 * 1024 * 1024,
      timeout: options.timeoutMs ?? 600_000,
      ...(options.signal ? { signal: options.signal } : {}),
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
