/**
 * `contract [--live] [--document <file>] [--target mock|emulator]`: the contract suite
 * (contract-tests/) and its coverage table, against the embedded mock, the emulator (--target
 * emulator) or, with --live, a real environment (S2S_BASE_URL, S2S_API_KEY).
 * With --document, the contract run on any OpenAPI document (JSON or YAML) against an embedded mock
 * of it, from the document alone. It runs from a clone of this repository, where the suite and its
 * fixtures live; the published package does not ship them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { CliError, type CliIo } from '../cli-error.js';

interface ContractOptions {
  live?: boolean;
  document?: string;
  target?: string;
}

export function registerContract(program: Command, io: CliIo): void {
  program
    .command('contract')
    .description('Run the contract suite and print its coverage table (from a clone of the repository)')
    .option('--live', 'run against S2S_BASE_URL with S2S_API_KEY through a validating Prism proxy')
    .option('--document <file>', 'run against a mock of this OpenAPI document (JSON or YAML) instead of ours')
    .option('--target <target>', 'what the suite runs against: mock (Prism) or emulator', 'mock')
    .action(async (options: ContractOptions) => {
      if (options.live && options.document) throw new CliError('--live and --document cannot be combined', 2);
      if (options.target !== 'mock' && options.target !== 'emulator') {
        throw new CliError(`--target must be mock or emulator, got ${options.target}`, 2);
      }
      if (options.target === 'emulator' && (options.live || options.document)) {
        throw new CliError('--target emulator cannot be combined with --live or --document', 2);
      }
      const runner = join(process.cwd(), 'contract-tests', 'run.ts');
      if (!existsSync(runner)) {
        throw new CliError('contract runs from a clone of game-commerce-s2s (contract-tests/run.ts not found here)');
      }
      if (options.document && !existsSync(options.document))
        throw new CliError(`${options.document} does not exist`, 2);
      const tsx = createRequire(runner).resolve('tsx');
      const env = { ...process.env, ...(options.live ? { CONTRACT_LIVE: '1' } : {}) };
      const args = options.document ? ['--document', resolve(options.document)] : ['--target', options.target];
      // Piped line by line through `io`, so an in-process caller (a test) reads the table too.
      const stdio = ['ignore', 'pipe', 'pipe'] as const;
      const child = spawn(process.execPath, ['--import', tsx, runner, ...args], { stdio: [...stdio], env });
      const closed = Promise.all(
        [child.stdout, child.stderr].map((stream, index) => {
          const lines = createInterface({ input: stream });
          lines.on('line', (line) => (index === 0 ? io.out(line) : io.err(line)));
          return new Promise((done) => lines.on('close', done));
        }),
      );
      const code = await new Promise<number>((done) => child.on('exit', (status) => done(status ?? 1)));
      await closed;
      if (code === 2)
        throw new CliError(`the contract run could not use ${options.document ?? 'the document'} (see above)`, 2);
      if (code !== 0) throw new CliError('the contract run failed (see above)', 1);
    });
}
