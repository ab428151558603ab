/**
 * One Prism for the whole contract run, on a free 127.0.0.1 port, logging to contract-tests/.run/:
 * a mock by default, a validating proxy to a real environment in live mode. The returned teardown
 * closes it whether the tests passed or failed, then fails the run if a credential reached the log.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { COVERAGE_FILE, PRISM_LOG, RUN_DIR } from '../support/paths.js';
import { startPrism, UNREDACTED_CREDENTIAL } from '../support/prism.js';
import { contractTarget } from '../support/target.js';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
    coverageFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(RUN_DIR, { recursive: true });
  rmSync(COVERAGE_FILE, { force: true });
  const target = contractTarget();
  const prism = await startPrism({ logFile: PRISM_LOG, upstream: target.upstream });
  project.provide('prismUrl', prism.url);
  project.provide('coverageFile', COVERAGE_FILE);
  return async () => {
    await prism.close();
    const leaked = readFileSync(PRISM_LOG, 'utf8')
      .split('\n')
      .find((line) => UNREDACTED_CREDENTIAL.test(line));
    if (leaked)
      throw new Error(
        `Prism's log holds an unredacted credential (${PRISM_LOG}); fix the redaction in support/prism.ts`,
      );
  };
}
