/**
 * `--reporter junit|json|markdown|github` and `--output <file>`, shared by `contract` and
 * `spec diff`: the options, their checks before anything runs, and the delivery of the reports.
 *
 * - Without `--reporter`, the command prints its usual text.
 * - `--reporter <name> --output <file>`: the text still goes to stdout, the report to the file
 *   (written atomically, write-report.ts).
 * - `--reporter <name>` alone: the report goes to stdout instead of the text, for piping; `github`
 *   prints the text and then its annotations, since the runner hides workflow-command lines.
 * - With `GITHUB_STEP_SUMMARY` set (GitHub Actions), a Markdown summary is appended to it too.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { CliError, type CliIo } from '../cli-error.js';
import { appendStepSummary, writeFileAtomic } from './write-report.js';

export const REPORTERS = ['junit', 'json', 'markdown', 'github'] as const;

export type ReporterName = (typeof REPORTERS)[number];

export interface ReporterOptions {
  reporter?: ReporterName;
  output?: string;
}

/** What a command can render: its text for the terminal and each report format. */
export type Renderers = Record<ReporterName | 'text', () => string>;

export function addReporterOptions(command: Command): Command {
  return command
    .addOption(new Option('--reporter <name>', 'also write this report format (for CI)').choices(REPORTERS))
    .option('--output <file>', 'write the --reporter report to this file (stdout keeps the text)');
}

/** Fails fast (exit 2), before a run that would then have nowhere to put its report. */
export function checkReporterOptions(options: ReporterOptions): void {
  if (options.output === undefined) return;
  if (options.reporter === undefined) throw new CliError('--output needs --reporter <junit|json|markdown|github>', 2);
  const folder = dirname(resolve(options.output));
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new CliError(`cannot write ${options.output}: ${folder} is not a folder`, 2);
}

const lines = (text: string) => text.replace(/\n$/, '').split('\n');

export async function deliverReports(
  options: ReporterOptions,
  render: Renderers,
  io: CliIo,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { reporter, output } = options;
  const toStdout = reporter !== undefined && output === undefined;
  if (!toStdout || reporter === 'github') for (const line of lines(render.text())) io.out(line);
  if (toStdout) for (const line of lines(render[reporter]())) io.out(line);
  try {
    if (reporter !== undefined && output !== undefined) await writeFileAtomic(output, render[reporter]());
    await appendStepSummary(render.markdown(), env);
  } catch (error) {
    throw new CliError(`cannot write the report: ${(error as Error).message}`, 2);
  }
}
