/**
 * The `--document` run's rows (document-run.ts) as `ContractResults`, the shape every report
 * reads: operations in the document's order, then webhooks. Each check's state follows from the row,
 * and a row's verdict is exactly what made `DocumentRunResult.failed` (or, for a row the run could
 * not check, its run problem). A run that checked nothing fails a run check that says so.
 */
import {
  type CaseResult,
  caseVerdict,
  checkFailures,
  type CheckResult,
  type ContractResults,
  finishResults,
  type RunCheck,
  statusCoverage,
} from '../../src/cli/report/contract-results.js';
import { type CoverageRow, proofCheck } from './coverage.js';
import type { DocumentRunResult } from './document-run.js';
import { listOperations, listWebhooks, type JsonObject } from './document.js';

const messages = (row: CoverageRow, kind: string) => row.problems.filter((p) => p.kind === kind).map((p) => p.message);

function validatedCheck(row: CoverageRow): CheckResult {
  if (!row.proof) return { state: 'failed', reason: 'the validation proof did not run' };
  if (row.kind === 'webhook' && row.proof === 'NOT VALIDATED') {
    const reason = 'the generated validator accepted a payload that breaks the schema';
    return { state: 'failed', reason, details: row.proofDetails ?? [] };
  }
  return proofCheck(row.proof, row.proofDetails ?? []);
}

function checksOf(row: CoverageRow): CaseResult['checks'] {
  const failed = (reason: string): CheckResult => ({ state: 'failed', reason });
  // Not exercised: nothing else was checked, so only that is reported, with the run's reason.
  if (!row.exercised) return { exercised: failed(messages(row, 'run').join('; ') || 'not exercised') };
  const client = messages(row, 'client');
  const document = messages(row, 'document');
  const mock = messages(row, 'mock');
  return {
    exercised: { state: 'passed' },
    noViolation: row.validated ? { state: 'passed' } : failed(client.join('; ') || 'the request was refused'),
    bodyValid: row.bodyValidated
      ? { state: 'passed' }
      : document.length === 0 && client.length === 0 && mock.length > 0
        ? { state: 'mock', reason: mock.join('; ') }
        : failed([...document, ...client].join('; ') || 'the answer fails the document'),
    validated: validatedCheck(row),
  };
}

export function documentResults(
  document: JsonObject,
  file: string,
  run: DocumentRunResult,
  durationSeconds: number,
): ContractResults {
  const declared = new Map(
    [...listOperations(document), ...listWebhooks(document)].map((entry) => [
      `${entry.method.toUpperCase()} ${entry.path}`,
      Object.keys(entry.operation.responses ?? {}),
    ]),
  );
  const cases: CaseResult[] = run.rows.map((row) => {
    const checks = checksOf(row);
    const failures = checkFailures(checks);
    const method = row.method ?? '';
    const path = row.path ?? row.key;
    return {
      kind: row.kind,
      key: row.key,
      method,
      path,
      verdict: caseVerdict(checks, failures),
      checks,
      statuses: statusCoverage(declared.get(`${method} ${path}`) ?? [], row.statuses ?? []),
      failures,
      findings: row.problems,
      durationSeconds: (row.durationMs ?? 0) / 1000,
    };
  });
  const runChecks: RunCheck[] = [];
  if (run.checked === 0) {
    const what = run.rows.length === 0 ? 'declares no operation and no webhook' : 'has nothing the run could exercise';
    const reason = `checked nothing: the document ${what}, and a run that checks nothing is not a pass`;
    runChecks.push({
      id: 'checked-something',
      title: 'the run checked at least one operation or webhook',
      state: 'failed',
      reason,
    });
  }
  const notes =
    run.mockFaults > 0 ? [`The mock failed internally ${run.mockFaults} time(s); its log has each fault.`] : [];
  const { info } = document;
  return finishResults({
    target: 'document',
    against: 'embedded Prism mock',
    document: { title: info?.title ?? 'untitled', version: String(info?.version ?? ''), file },
    durationSeconds,
    cases,
    runChecks,
    notes,
  });
}
