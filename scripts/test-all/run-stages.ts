/**
 * Runs `npm test`'s stages in order and stops at the first failure. A passing stage prints one
 * line; its own output (tool banners, npm's config warnings, Vitest's file list) is held back,
 * since none of it needs reading when the stage passed. A failing stage prints everything it
 * wrote, stdout and stderr in the order written, so a failure is never hidden. The last line is
 * the verdict, naming every stage that ran.
 */
import { spawn } from 'node:child_process';

export interface Stage {
  name: string;
  /** Executable and arguments. */
  command: readonly string[];
  /** A short result shown after the name once the stage passed, e.g. `614 passed`. */
  summary?: () => string;
}

export interface RunStagesOptions {
  cwd: string;
  /** Stream every stage's output as it runs instead of holding it back. @default false */
  verbose?: boolean;
  /** Where lines and held-back output go. @default process.stdout.write */
  write?: (text: string) => void;
}

/** Runs one command; resolves with its exit code and everything it printed, interleaved. */
function run(command: readonly string[], cwd: string, verbose: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const [file, ...args] = command;
    const stdio = verbose ? 'inherit' : 'pipe';
    const child = spawn(file!, args, { cwd, stdio: ['ignore', stdio, stdio] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** Resolves true when every stage passed. */
export async function runStages(stages: readonly Stage[], options: RunStagesOptions): Promise<boolean> {
  const write = options.write ?? ((text: string) => void process.stdout.write(text));
  const verbose = options.verbose ?? false;
  const passed: string[] = [];
  for (const [index, stage] of stages.entries()) {
    const started = performance.now();
    const { code, output } = await run(stage.command, options.cwd, verbose);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (code !== 0) {
      if (!verbose && output !== '') write(output.endsWith('\n') ? output : `${output}\n`);
      write(`✗ ${stage.name} failed (exit ${code}, ${seconds} s): ${stage.command.join(' ')}\n`);
      const notRun = stages.slice(index + 1).map((later) => later.name);
      const before = passed.length > 0 ? `${passed.join(', ')} passed; ` : '';
      const after = notRun.length > 0 ? `; not run: ${notRun.join(', ')}` : '';
      write(`npm test: ${before}${stage.name} FAILED${after}\n`);
      return false;
    }
    const label = stage.summary ? `${stage.name} (${stage.summary()})` : stage.name;
    write(`✓ ${label} (${seconds} s)\n`);
    passed.push(label);
  }
  write(`npm test: ${passed.join(', ')} — all passed\n`);
  return true;
}
