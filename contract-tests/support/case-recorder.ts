/**
 * The contract tests' side of the coverage records (coverage.ts): ties a running test to the
 * operation or webhook it checks. Kept apart from coverage.ts, which the run entry (outside Vitest)
 * loads too, because this one needs Vitest.
 */
import { onTestFailed, onTestFinished } from 'vitest';
import type { RunCheck } from '../report/contract-results.js';
import { type CoverageRecord, recordCoverage } from './coverage.js';

/** First lines of a test failure: enough to say why, short enough for a table. */
function firstLines(message: string): string {
  return message.split('\n').slice(0, 3).join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * Ties the running test to one case: what it records goes to that case, and if the test fails
 * without a failed check explaining it (an assertion, a timeout, a throw), its message is recorded
 * as the case's failure. Call it first thing in the test.
 */
export function contractCase(file: string, kind: CoverageRecord['kind'], key: string) {
  let explained = false;
  const started = performance.now();
  // The test's own time, for the case's duration in the reports (JUnit's `time`).
  onTestFinished(() => recordCoverage(file, { kind, key, durationMs: performance.now() - started }));
  onTestFailed(({ task }) => {
    if (explained) return recordCoverage(file, { kind, key, test: task.id });
    const message = task.result?.errors?.map((e) => e.message).join('; ') || 'the test failed';
    recordCoverage(file, { kind, key, test: task.id, failure: `${task.name}: ${firstLines(message)}` });
  });
  return {
    record(record: Omit<CoverageRecord, 'kind' | 'key'>): void {
      if (Object.values(record.checks ?? {}).some((c) => c.state === 'failed')) explained = true;
      recordCoverage(file, { kind, key, ...record });
    },
  };
}

/**
 * Ties the running test to a check about the whole run (the fixtures' version, ...): it records
 * the check's outcome, and its failure is not listed again among the tests outside the table.
 */
export function runCheck(file: string, id: string, title: string) {
  const started = performance.now();
  let timed = false;
  // The test's time so far goes with its first record only, so a check recorded twice is not counted twice.
  const time = () => {
    if (timed) return {};
    timed = true;
    return { durationMs: performance.now() - started };
  };
  onTestFailed(({ task }) =>
    recordCoverage(file, { kind: 'run', check: { id, title, state: 'failed' }, test: task.id, ...time() }),
  );
  return {
    record(state: RunCheck['state'], reason?: string): void {
      recordCoverage(file, { kind: 'run', check: { id, title, state, ...(reason ? { reason } : {}) }, ...time() });
    },
  };
}
