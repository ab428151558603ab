/** Small results for the report tests: a passing case by default, overridden field by field. */
import {
  type CaseResult,
  caseVerdict,
  checkFailures,
  type ContractResults,
  finishResults,
  statusCoverage,
} from './contract-results.js';

export function sampleCase(overrides: Partial<CaseResult> = {}): CaseResult {
  const checks = overrides.checks ?? { exercised: { state: 'passed' }, noViolation: { state: 'passed' } };
  const failures = overrides.failures ?? checkFailures(checks);
  return {
    kind: 'operation',
    key: 'createOrder',
    method: 'POST',
    path: '/v1/orders',
    statuses: statusCoverage(['2XX', '422'], [201]),
    findings: [],
    durationSeconds: 0.25,
    ...overrides,
    checks,
    failures,
    verdict: overrides.verdict ?? caseVerdict(checks, failures),
  };
}

export function sampleResults(cases: CaseResult[], runChecks: ContractResults['runChecks'] = []): ContractResults {
  return finishResults({
    target: 'mock',
    against: 'embedded Prism mock',
    document: { title: 'Game Commerce S2S API', version: '2026.08.27' },
    durationSeconds: 1.5,
    cases,
    runChecks,
    notes: [],
  });
}
