/** `npm run bump -- <document>` (command.ts), from the root of a clone of this repository. */
import { runProgram } from '../../src/cli/program.js';
import { createBumpProgram } from './command.js';

process.exitCode = await runProgram(createBumpProgram(), process.argv.slice(2));
