/**
 * The `--document` run's rows (document-run.ts) as `ContractResults`, the shape every report
 * reads. Rows come in the document's operation order; each check's state follows from the row,
 * and a row's verdict is exactly what made `DocumentRunResult.failed`: an unproven or unvalidated
 * operation, or a problem that is not the mock's.
 */
import {
  type CaseResult,
  caseVerdict,
  checkFailures,
  type CheckResult,
  type ContractResults,
  finishResults,
  statusCoverage,
} from '../../src/cli/report/contract-results.js';
import { type CoverageRow, proofCheck } from './coverage.js';
import type { DocumentRunResult } from './document-run.js';
import { listOperations, listWebhooks, type JsonObject } from './document.js';

/** Why webhooks are listed but not exercised on a document that is not ours. */
export const WEBHOOKS_NOT_EXERCISED =
  "Prism does not serve webhooks, and this run's webhook checks are specific to the Game Commerce signature";

const messages = (row: CoverageRow, kind: string) => row.problems.filter((p) => p.kind === kind).map((p) => p.message);

function checksOf(row: CoverageRow): CaseResult['checks'] {
  const failed = (reason: string): CheckResult => ({ state: 'failed', reason });
  const client = messages(row, 'client');
  const document = messages(row, 'document');
  const mock = messages(row, 'mock');
  return {
    exercised: row.exercised ? { state: 'passed' } : failed('not exercised'),
    noViolation: row.validated ? { state: 'passed' } : failed(client.join('; ') || 'the request was refused'),
    bodyValid: row.bodyValidated
      ? { state: 'passed' }
      : document.length === 0 && client.length === 0 && mock.length > 0
        ? { state: 'mock', reason: mock.join('; ') }
        : failed([...document, ...client].join('; ') || 'the answer fails the document'),
    validated: row.proof ? proofCheck(row.proof, row.proofDetails ?? []) : failed('the validation proof did not run'),
  };
}

export function documentResults(
  document: JsonObject,
  file: string,
  run: DocumentRunResult,
  durationSeconds: number,
): ContractResults {
  const operations = listOperations(document);
  const cases: CaseResult[] = run.rows.map((row, index) => {
    const entry = operations[index]!;
    const checks = checksOf(row);
    const failures = checkFailures(checks);
    return {
      kind: 'operation',
      key: row.key,
      method: entry.method.toUpperCase(),
      path: entry.path,
      verdict: caseVerdict(checks, failures),
      checks,
      statuses: statusCoverage(Object.keys(entry.operation.responses ?? {}), row.statuses ?? []),
      failures,
      findings: row.problems,
    };
  });
  const webhooks: CaseResult[] = listWebhooks(document).map((w) => ({
    kind: 'webhook',
    key: w.path,
    method: w.method.toUpperCase(),
    path: w.path,
    verdict: 'skipped',
    checks: { exercised: { state: 'skipped', reason: WEBHOOKS_NOT_EXERCISED } },
    statuses: statusCoverage(Object.keys(w.operation.responses ?? {}), []),
    failures: [],
    findings: [],
  }));
  const { info } = document;
  return finishResults({
    target: 'document',
    against: 'embedded Prism mock',
    document: { title: info?.title ?? 'untitled', version: String(info?.version ?? ''), file },
    durationSeconds,
    cases: [...cases, ...webhooks],
    runChecks: [],
    notes: [],
  });
}
