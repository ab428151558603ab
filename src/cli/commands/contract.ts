/**
 * `contract [--live] [--target mock|emulator] [--document <file>] [--reporter <name> --output <file>]`:
 * the contract run and its coverage table. By default the contract suite (contract-tests/) against
 * the embedded mock, with --target emulator against the emulator, or with --live a real
 * environment (S2S_BASE_URL, S2S_API_KEY), from a clone of this repository.
 * With --document, the run on any OpenAPI document (JSON or YAML) against an embedded mock of it,
 * from the document alone; this works from an installed package too.
 *
 * Exit 0 when the verdict is `passed`, 1 when it is `failed`, 2 when the run could not happen.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { CliError, type CliIo } from '../cli-error.js';
import { runSuite, type SuiteTarget } from '../contract/run-suite.js';
import { contractRenderers } from '../report/contract-renderers.js';
import { addReporterOptions, checkReporterOptions, deliverReports, type ReporterOptions } from '../report/reporters.js';

const PEERS =
  '@apidevtools/swagger-parser@13 @stoplight/prism-http-server@5 @stoplight/prism-http@5 @stoplight/prism-core@5';

/** Loaded on demand: the run's own tooling, which no other command needs, and its optional peers. */
async function loadDocumentRun() {
  try {
    return await import('../contract/run-document.js');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new CliError(
      `contract --document needs the optional peers (${(error as Error).message.split('\n')[0]}): npm install --save-dev ${PEERS}`,
      2,
    );
  }
}

interface ContractOptions extends ReporterOptions {
  live?: boolean;
  document?: string;
  target: string;
}

const TARGETS: readonly string[] = ['mock', 'emulator'] satisfies SuiteTarget[];

export function registerContract(program: Command, io: CliIo): void {
  const command = program
    .command('contract')
    .description('Run the contract checks and print the coverage table (the suite from a clone, or --document)')
    .option('--live', 'run against S2S_BASE_URL with S2S_API_KEY through a validating Prism proxy')
    .option('--document <file>', 'run against a mock of this OpenAPI document (JSON or YAML) instead of ours')
    .option('--target <target>', 'what the suite runs against: mock (Prism) or emulator', 'mock');
  addReporterOptions(command).action(async (options: ContractOptions) => {
    if (options.live && options.document) throw new CliError('--live and --document cannot be combined', 2);
    if (!TARGETS.includes(options.target))
      throw new CliError(`--target must be mock or emulator, got ${options.target}`, 2);
    if (options.target === 'emulator' && (options.live || options.document))
      throw new CliError('--target emulator cannot be combined with --live or --document', 2);
    if (options.document && !existsSync(options.document)) throw new CliError(`${options.document} does not exist`, 2);
    checkReporterOptions(options);
    const results = options.document
      ? await (await loadDocumentRun()).runDocument(resolve(options.document))
      : await runSuite(options.live ?? false, io, options.target as SuiteTarget);
    await deliverReports(options, contractRenderers(results), io);
    if (results.verdict === 'failed') throw new CliError('the contract run failed (see above)', 1);
  });
}
