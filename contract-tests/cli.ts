/**
 * The contract suite's command line (contract-tests/commands/program.ts), run from a clone of this
 * repository: `npm start`, `npm run contract:live`, `npm run contract:emulator`, `npm run mock`.
 */
import { runContractCli } from './commands/program.js';

process.exitCode = await runContractCli(process.argv.slice(2));
