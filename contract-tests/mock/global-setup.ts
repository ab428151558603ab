/**
 * One Prism for the whole contract run, on a free 127.0.0.1 port, logging to contract-tests/.run/.
 * The returned teardown closes it whether the tests passed or failed.
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { COVERAGE_FILE, PRISM_LOG, RUN_DIR } from '../support/paths.js';
import { startPrism } from '../support/prism.js';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
    coverageFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(RUN_DIR, { recursive: true });
  rmSync(COVERAGE_FILE, { force: true });
  const prism = await startPrism({ logFile: PRISM_LOG });
  project.provide('prismUrl', prism.url);
  project.provide('coverageFile', COVERAGE_FILE);
  return () => prism.close();
}
