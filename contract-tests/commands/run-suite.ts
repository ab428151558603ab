/**
 * `contract [--live] [--target mock|emulator]`: the contract suite (contract-tests/run.ts, Vitest) in a child process, from
 * a clone of this repository, where the suite and its fixtures live (the published package does
 * not ship them). Its output is piped line by line through `io`, so an in-process caller (a test)
 * reads it too; its results come back as JSON in a temporary file.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CliError, type CliIo } from '../../src/cli/cli-error.js';
import { colorEnv, useColor } from './color.js';
import type { ContractResults } from '../report/contract-results.js';

/** What the suite runs against: the embedded Prism mock, or the emulator (src/emulator/). */
export type SuiteTarget = 'mock' | 'emulator';

export async function runSuite(live: boolean, io: CliIo, target: SuiteTarget = 'mock'): Promise<ContractResults> {
  const runner = join(process.cwd(), 'contract-tests', 'run.ts');
  if (!existsSync(runner)) {
    throw new CliError(
      'the contract suite runs from a clone of game-commerce-s2s (contract-tests/run.ts not found here): ' +
        'run `npm start` in the clone',
    );
  }
  const tsx = createRequire(runner).resolve('tsx');
  const scratch = mkdtempSync(join(tmpdir(), 'contract-results-'));
  const resultsFile = join(scratch, 'results.json');
  const env = { ...colorEnv(useColor({ isTTY: io.isTTY })), ...(live ? { CONTRACT_LIVE: '1' } : {}) };
  try {
    const stdio = ['ignore', 'pipe', 'pipe'] as const;
    const args = ['--import', tsx, runner, '--results', resultsFile, '--target', target];
    const child = spawn(process.execPath, args, { stdio: [...stdio], env });
    const closed = Promise.all(
      [child.stdout, child.stderr].map((stream, index) => {
        const lines = createInterface({ input: stream });
        lines.on('line', (line) => (index === 0 ? io.out(line) : io.err(line)));
        return new Promise((done) => lines.on('close', done));
      }),
    );
    const code = await new Promise<number>((done) => child.on('exit', (status) => done(status ?? 2)));
    await closed;
    if (code > 1 || !existsSync(resultsFile)) throw new CliError('the contract run could not run (see above)', 2);
    return JSON.parse(readFileSync(resultsFile, 'utf8')) as ContractResults;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
