/**
 * The suite run's results: the coverage records the contract tests wrote (coverage.ts) folded into
 * one `CaseResult` per operation and webhook of the document, plus the checks about the run as a
 * whole. A check passes only when every record of it passed; a check the run had to make and has
 * no record of fails ("did not run"), unless the case was skipped on purpose. A failed test that
 * no case or run check accounts for fails the run, named.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  type CaseResult,
  CHECK_IDS,
  type CheckId,
  type CheckResult,
  caseVerdict,
  checkFailures,
  type ContractResults,
  finishResults,
  type RunCheck,
  statusCoverage,
  unseenStatuses,
} from '../report/contract-results.js';
import type { CoverageRecord, RunRecord } from './coverage.js';
import { listOperations, listWebhooks, type JsonObject, type OperationEntry } from './document.js';

/** A test vitest reported failed: its id, full name and first error. */
export interface FailedTest {
  id: string;
  name: string;
  message: string;
}

export interface SuiteRunInfo {
  target: ContractResults['target'];
  against: string;
  durationSeconds: number;
  /** Failed tests, as vitest reported them. */
  failedTests: FailedTest[];
  /** Errors outside any test (a file that failed to load, an unhandled rejection). */
  errors: string[];
  /**
   * Checks this run does not make, on purpose, with why: reported as skipped instead of "did not
   * run" (the emulator run leaves the recorded fixtures to the mock run, which checks them once).
   */
  notMade?: Partial<Record<CheckId, string>>;
  /**
   * Every status an operation declares must have been answered at least once (the emulator run,
   * which produces each one: contract-tests/emulator/statuses.test.ts); a case that misses one fails.
   * @default false
   */
  everyStatus?: boolean;
}

export function readRecords(file: string): (CoverageRecord | RunRecord)[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CoverageRecord | RunRecord);
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/** Several outcomes of one check: a failure outweighs any number of passes, a pass any skip. */
function foldCheck(results: CheckResult[]): CheckResult | undefined {
  const reasons = (of: CheckResult[]) => unique(of.flatMap((r) => (r.reason ? [r.reason] : []))).join('; ');
  const details = results.flatMap((r) => r.details ?? []);
  const withDetails = (check: CheckResult): CheckResult => (details.length > 0 ? { ...check, details } : check);
  for (const state of ['failed', 'mock', 'passed', 'skipped'] as const) {
    const mine = results.filter((r) => r.state === state);
    if (mine.length === 0) continue;
    // A pass keeps its qualifier (`nothing to break`) only when every pass has it.
    const reason = state === 'passed' && mine.some((r) => !r.reason) ? '' : reasons(mine);
    return withDetails(reason ? { state, reason } : { state });
  }
  return undefined;
}

function foldCase(
  kind: CaseResult['kind'],
  entry: OperationEntry,
  key: string,
  records: readonly CoverageRecord[],
  info: Pick<SuiteRunInfo, 'notMade' | 'everyStatus'> = {},
): CaseResult {
  const notMade = info.notMade ?? {};
  const mine = records.filter((r) => r.kind === kind && r.key === key);
  const testFailures = unique(mine.flatMap((r) => (r.failure ? [r.failure] : [])));
  const checks: CaseResult['checks'] = {};
  for (const id of CHECK_IDS) {
    const folded = foldCheck(mine.flatMap((r) => (r.checks?.[id] ? [r.checks[id]] : [])));
    if (folded) checks[id] = folded;
  }
  const skippedOnPurpose = checks.exercised?.state === 'skipped' ? checks.exercised.reason : undefined;
  for (const id of CHECK_IDS) {
    if (checks[id]) continue;
    const notMadeReason = notMade[id];
    checks[id] = notMadeReason
      ? { state: 'skipped', reason: notMadeReason }
      : skippedOnPurpose
        ? { state: 'skipped', reason: skippedOnPurpose }
        : { state: 'failed', reason: testFailures.length > 0 ? 'did not run: its test failed first' : 'did not run' };
  }
  const statuses = statusCoverage(
    Object.keys(entry.operation.responses ?? {}),
    mine.flatMap((r) => r.statuses ?? []),
    mine.flatMap((r) => r.produced ?? []),
  );
  const unseen = kind === 'operation' && info.everyStatus ? unseenStatuses({ statuses }) : [];
  const failures = [
    ...checkFailures(checks),
    ...(unseen.length > 0 ? [`statuses: declared but never produced: ${unseen.join(', ')}`] : []),
    ...testFailures,
  ];
  return {
    kind,
    key,
    method: entry.method.toUpperCase(),
    path: entry.path,
    verdict: caseVerdict(checks, failures),
    checks,
    statuses,
    failures,
    findings: mine.flatMap((r) => r.findings ?? []),
    durationSeconds: seconds(mine),
  };
}

/** The time of the tests behind some records, in seconds. */
const seconds = (records: readonly { durationMs?: number }[]) =>
  records.reduce((sum, r) => sum + (r.durationMs ?? 0), 0) / 1000;

function foldRunChecks(records: RunRecord[]): RunCheck[] {
  const ids = unique(records.map((r) => r.check.id));
  return ids.map((id) => {
    const mine = records.filter((r) => r.check.id === id).map((r) => r.check);
    const failed = mine.filter((c) => c.state === 'failed');
    const reason = unique(failed.flatMap((c) => (c.reason ? [c.reason] : []))).join('; ');
    const title = mine[0]!.title;
    const durationSeconds = seconds(records.filter((r) => r.check.id === id));
    return failed.length > 0
      ? { id, title, state: 'failed', ...(reason ? { reason } : {}), durationSeconds }
      : { id, title, state: 'passed', durationSeconds };
  });
}

/** Failed tests and errors no case or run check accounts for: one run check, failing when there are any. */
function otherTests(info: SuiteRunInfo, records: readonly (CoverageRecord | RunRecord)[]): RunCheck {
  const accounted = new Set(records.flatMap((r) => (r.test ? [r.test] : [])));
  const others = info.failedTests.filter((t) => !accounted.has(t.id)).map((t) => `${t.name}: ${t.message}`);
  const problems = [...others, ...info.errors];
  const title = 'every other contract test passed';
  if (problems.length === 0) return { id: 'other-tests', title, state: 'passed' };
  return { id: 'other-tests', title, state: 'failed', reason: `${problems.length} failed: ${problems.join(' | ')}` };
}

export function suiteResults(
  document: JsonObject,
  records: readonly (CoverageRecord | RunRecord)[],
  info: SuiteRunInfo,
): ContractResults {
  const caseRecords = records.filter((r): r is CoverageRecord => r.kind !== 'run');
  const cases = [
    ...listOperations(document).map((o) => foldCase('operation', o, o.operationId, caseRecords, info)),
    ...listWebhooks(document).map((w) => foldCase('webhook', w, w.path, caseRecords, info)),
  ];
  const runChecks = [
    ...foldRunChecks(records.filter((r): r is RunRecord => r.kind === 'run')),
    otherTests(info, records),
  ];
  return finishResults({
    target: info.target,
    against: info.against,
    document: { title: document.info?.title ?? 'untitled', version: document.info?.version ?? '' },
    durationSeconds: info.durationSeconds,
    cases,
    runChecks,
    notes: [],
  });
}

/** Results of a run that could not check anything on purpose (a live run without credentials). */
export function skippedResults(
  document: JsonObject,
  reason: string,
  info: Pick<SuiteRunInfo, 'target' | 'against'>,
): ContractResults {
  const records: CoverageRecord[] = [
    ...listOperations(document).map((o) => ({ kind: 'operation' as const, key: o.operationId })),
    ...listWebhooks(document).map((w) => ({ kind: 'webhook' as const, key: w.path })),
  ].map((c) => ({ ...c, checks: { exercised: { state: 'skipped', reason } } }));
  return suiteResults(document, records, { ...info, durationSeconds: 0, failedTests: [], errors: [] });
}
