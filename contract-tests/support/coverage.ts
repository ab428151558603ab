/**
 * What the contract tests record for the coverage table and the reports.
 *
 * Test files append one JSON line per observation to a results file (workers run in other
 * processes, so a file is the simplest shared sink): the outcome of a check (passed, failed with
 * why, skipped with why), the status codes seen, and, through `contractCase` (case-recorder.ts),
 * the message of a test that failed without saying which check. The run entry folds them into one
 * `CaseResult` per operation and webhook (suite-results.ts) after vitest finishes.
 *
 * A test records what it observed before it asserts, so a failing assertion still leaves the check
 * marked failed, with its reason, rather than absent.
 */
import { appendFileSync } from 'node:fs';
import type { CheckId, CheckResult, Finding, ProducedStatus, RunCheck } from '../report/contract-results.js';
import type { ValidationProof } from './probe-operation.js';

export interface CoverageRecord {
  kind: 'operation' | 'webhook';
  /** operationId, or the webhook's event type. */
  key: string;
  checks?: Partial<Record<CheckId, CheckResult>>;
  /** Status codes answered (operations: by the mock; webhooks: by the handler). */
  statuses?: number[];
  /** How statuses were produced (the emulator run's status coverage, contract-tests/emulator/). */
  produced?: ProducedStatus[];
  findings?: Finding[];
  /** A test about this case failed; its message (first lines), when no check of it says why. */
  failure?: string;
  /** The id of a failed test this record accounts for, so the run does not list it again. */
  test?: string;
  /** How long a test about this case took; a case's time is the sum over its tests. */
  durationMs?: number;
}

/** A check about the run as a whole, recorded by the test that makes it. */
export interface RunRecord {
  kind: 'run';
  check: RunCheck;
  test?: string;
  /** How long the test that made the check took. */
  durationMs?: number;
}

export function recordCoverage(file: string, record: CoverageRecord | RunRecord): void {
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}

/** The validation proof as a check: `nothing to break` passes with that qualifier. */
export function proofCheck(proof: ValidationProof, details: string[]): CheckResult {
  if (proof === 'NOT VALIDATED')
    return { state: 'failed', reason: 'the mock accepted a request that breaks the document', details };
  return proof === 'nothing to break' ? { state: 'passed', reason: proof, details } : { state: 'passed', details };
}

/** The operationId, or `METHOD /path` for an operation that has none. */
export function operationKey(entry: { operationId?: string; method: string; path: string }): string {
  return entry.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`;
}
