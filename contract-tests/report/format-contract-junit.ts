/**
 * The contract run as JUnit XML: one test case per operation and per webhook (failing with every
 * reason it failed, skipped with why), and one per run check, so a CI test view shows exactly what
 * the verdict counted.
 */
import type { CaseResult, CheckId, ContractResults } from './contract-results.js';
import { statusesCell } from './format-contract-table.js';
import { type JUnitCase, junitXml } from '../../src/cli/report/junit-xml.js';

function output(c: CaseResult): string {
  const checks = Object.entries(c.checks).map(([id, check]) => {
    const why = check.reason ? `: ${check.reason}` : '';
    const details = (check.details ?? []).map((d) => `\n    ${d}`).join('');
    return `${id as CheckId}: ${check.state}${why}${details}`;
  });
  const findings = c.findings.map((f) => `${f.kind} problem: ${f.message}`);
  return [`${c.method} ${c.path}`, ...checks, `statuses seen: ${statusesCell(c)}`, ...findings].join('\n');
}

function testcase(c: CaseResult): JUnitCase {
  const base = { name: c.key, classname: `contract.${c.kind}s`, output: output(c), time: c.durationSeconds };
  if (c.verdict === 'failed')
    return { ...base, failure: { message: c.failures[0] ?? 'failed', text: c.failures.join('\n') } };
  if (c.verdict === 'skipped') return { ...base, skipped: c.checks.exercised?.reason ?? 'not exercised' };
  return base;
}

export function formatContractJunit(results: ContractResults): string {
  const suite = (kind: CaseResult['kind']) => results.cases.filter((c) => c.kind === kind).map(testcase);
  const runChecks: JUnitCase[] = results.runChecks.map((check) => ({
    name: check.title,
    classname: 'contract.run',
    time: check.durationSeconds ?? 0,
    ...(check.state === 'failed'
      ? { failure: { message: check.reason ?? check.title, text: check.reason ?? '' } }
      : {}),
  }));
  const title = `contract run: ${results.document.title} ${results.document.version} (${results.against})`;
  return junitXml(
    title,
    [
      { name: 'operations', cases: suite('operation') },
      { name: 'webhooks', cases: suite('webhook') },
      ...(runChecks.length > 0 ? [{ name: 'run', cases: runChecks }] : []),
    ].filter((s) => s.cases.length > 0),
    results.durationSeconds,
  );
}
