/**
 * `contract [--live]`: the contract suite (contract-tests/) and its coverage table, against the
 * embedded mock or, with --live, a real environment (S2S_BASE_URL, S2S_API_KEY). It runs from a
 * clone of this repository, where the suite and its fixtures live; the published package does not
 * ship them.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Command } from 'commander';
import { CliError } from '../cli-error.js';

export function registerContract(program: Command): void {
  program
    .command('contract')
    .description('Run the contract suite and print its coverage table (from a clone of the repository)')
    .option('--live', 'run against S2S_BASE_URL with S2S_API_KEY through a validating Prism proxy')
    .action(async (options: { live?: boolean }) => {
      const runner = join(process.cwd(), 'contract-tests', 'run.ts');
      if (!existsSync(runner)) throw new CliError('contract runs from a clone of game-commerce-s2s (contract-tests/run.ts not found here)');
      const tsx = createRequire(runner).resolve('tsx');
      const env = { ...process.env, ...(options.live ? { CONTRACT_LIVE: '1' } : {}) };
      const child = spawn(process.execPath, ['--import', tsx, runner], { stdio: 'inherit', env });
      const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
      if (code !== 0) throw new CliError('the contract run failed (see above)', 1);
    });
}
