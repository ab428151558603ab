/**
 * `contract [--live] [--target mock|emulator] [--reporter <name> --output <file>]` (`npm start`,
 * `npm run contract:live`, `npm run contract:emulator`): the contract suite and its coverage table,
 * against the embedded Prism mock, with --target emulator against the emulator, or with --live a
 * real environment (S2S_BASE_URL, S2S_API_KEY).
 *
 * Exit 0 when the verdict is `passed`, 1 when it is `failed`, 2 when the run could not happen.
 */
import type { Command } from 'commander';
import { CliError, type CliIo } from '../../src/cli/cli-error.js';
import { runSuite, type SuiteTarget } from './run-suite.js';
import { contractRenderers } from '../report/contract-renderers.js';
import {
  addReporterOptions,
  checkReporterOptions,
  deliverReports,
  type ReporterOptions,
} from '../../src/cli/report/reporters.js';

interface ContractOptions extends ReporterOptions {
  live?: boolean;
  target: string;
}

const TARGETS: readonly string[] = ['mock', 'emulator'] satisfies SuiteTarget[];

export function registerContract(program: Command, io: CliIo): void {
  const command = program
    .command('contract')
    .description('Run the contract suite and print the coverage table')
    .option('--live', 'run against S2S_BASE_URL with S2S_API_KEY through a validating Prism proxy')
    .option('--target <target>', 'what the suite runs against: mock (Prism) or emulator', 'mock');
  addReporterOptions(command).action(async (options: ContractOptions) => {
    if (!TARGETS.includes(options.target))
      throw new CliError(`--target must be mock or emulator, got ${options.target}`, 2);
    if (options.target === 'emulator' && options.live)
      throw new CliError('--target emulator cannot be combined with --live', 2);
    checkReporterOptions(options);
    const results = await runSuite(options.live ?? false, io, options.target as SuiteTarget);
    await deliverReports(options, contractRenderers(results), io);
    if (results.verdict === 'failed') throw new CliError('the contract run failed (see above)', 1);
  });
}
