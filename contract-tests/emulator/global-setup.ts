/**
 * The contract run against the emulator (`contract --target emulator`, and a project of `npm test`):
 * one emulator for the whole run on a free 127.0.0.1 port, seeded with the records the run's sample
 * requests name (support/operation-plan.ts `samplePathValue`: `achievement_123`, ... and the ids of
 * the document's bulk examples), so every operation is answered from state. The same test files as
 * the Prism run read its URL as `prismUrl`, the contract target's URL.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startEmulator } from '../../src/emulator/index.js';
import { EMULATOR_COVERAGE_FILE, RUN_DIR } from '../support/paths.js';

export const CONTRACT_SEED = fileURLToPath(new URL('./seed.json', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(RUN_DIR, { recursive: true });
  rmSync(EMULATOR_COVERAGE_FILE, { force: true });
  const emulator = await startEmulator({ seed: CONTRACT_SEED });
  project.provide('prismUrl', emulator.url);
  project.provide('coverageFile', EMULATOR_COVERAGE_FILE);
  project.provide('emulator', true);
  return () => emulator.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** True when the contract target is the emulator: every answer is then held to the document. */
    emulator: boolean;
  }
}
