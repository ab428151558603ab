/**
 * Where the contract run keeps its files. Logs and results are ignored by git; fixtures are not.
 * CONTRACT_FIXTURES_DIR and CONTRACT_RUN_DIR point a run elsewhere (the tests of the run itself
 * use them, so their runs neither read the real fixtures nor clobber another run's results).
 */
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR = process.env.CONTRACT_FIXTURES_DIR ?? fileURLToPath(new URL('../fixtures', import.meta.url));
export const RUN_DIR = process.env.CONTRACT_RUN_DIR ?? fileURLToPath(new URL('../.run', import.meta.url));
export const PRISM_LOG = `${RUN_DIR}/prism.log`;
export const COVERAGE_FILE = `${RUN_DIR}/coverage.jsonl`;
/** The emulator run's own results, so it can run beside the Prism run. */
export const EMULATOR_COVERAGE_FILE = `${RUN_DIR}/coverage-emulator.jsonl`;
