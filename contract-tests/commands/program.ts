/**
 * The contract suite's command line, run from a clone of this repository (never published):
 * `npm start` (the suite against the embedded Prism mock), `npm run contract:live`,
 * `npm run contract:emulator` and `npm run mock` (Prism on the bundled document until interrupted).
 */
import { Command } from 'commander';
import { processIo, type CliIo } from '../../src/cli/cli-error.js';
import { runProgram } from '../../src/cli/program.js';
import { registerContract } from './contract.js';
import { registerMock } from './mock.js';

export function createContractProgram(io: CliIo = processIo): Command {
  const program = new Command('contract-tests')
    .description('The contract run and the Prism mock of the S2S API, from a clone of game-commerce-s2s')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) });
  registerContract(program, io);
  registerMock(program, io);
  return program;
}

/** Runs one command line of the suite's program; resolves to the exit code. */
export function runContractCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  return runProgram(createContractProgram(io), argv, io);
}
