/**
 * The contract run's terminal report: one row per operation and webhook, one column per check,
 * then the totals, what failed and why, and the verdict. It reads only `ContractResults`, so a row
 * says `yes` exactly when that check ran and passed, and the totals are the verdict's own counts.
 */
import type { CaseResult, CheckId, CheckResult, ContractResults, Fault, Tally } from './contract-results.js';
import { alignColumns } from './align-columns.js';
import { formatStatusCoverage } from './format-status-coverage.js';

const COLUMNS: { id: CheckId; title: string }[] = [
  { id: 'exercised', title: 'exercised' },
  { id: 'noViolation', title: 'no violation' },
  { id: 'bodyValid', title: 'body valid' },
  { id: 'validated', title: 'validated' },
  { id: 'fixture', title: 'fixture' },
];

/** Up to this many failures per case are listed; the reports carry all of them. */
const FAILURES_SHOWN = 3;

function cell(id: CheckId, check: CheckResult | undefined): string {
  if (!check || check.state === 'skipped') return '-';
  if (check.state === 'mock') return 'mock';
  if (id === 'validated') return check.state === 'passed' ? (check.reason ?? 'yes') : 'NOT VALIDATED';
  return check.state === 'passed' ? 'yes' : 'NO';
}

/** `2XX 422 (2/8)`: the declared statuses seen, and how many of the declared ones that is. */
export function statusesCell(c: CaseResult): string {
  const declared = c.statuses.filter((s) => s.declared);
  const seen = declared.filter((s) => s.seen.length > 0).map((s) => s.status);
  const undeclared = c.statuses.filter((s) => !s.declared).map((s) => `${s.status}!`);
  const list = [...seen, ...undeclared].join(' ') || 'none';
  return `${list} (${seen.length}/${declared.length})`;
}

const describeTally = (t: Tally) => `${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped`;

export function totalsLine(results: ContractResults): string {
  const { operations, webhooks } = results.totals;
  return `operations: ${describeTally(operations)}${webhooks.total > 0 ? `; webhooks: ${describeTally(webhooks)}` : ''}`;
}

export function verdictLine(results: ContractResults): string {
  if (results.verdict === 'passed') return 'contract run: PASSED';
  const cases = results.cases.filter((c) => c.verdict === 'failed').length;
  const runs = results.runChecks.filter((c) => c.state === 'failed').length;
  const parts = [
    cases > 0 ? `${cases} failed` : '',
    runs > 0 ? `${runs} run check${runs === 1 ? '' : 's'} failed` : '',
  ];
  return `contract run: FAILED (${parts.filter(Boolean).join(', ')})`;
}

const columnsOf = (results: ContractResults) =>
  COLUMNS.filter(({ id }) => results.cases.some((c) => c.checks[id] !== undefined));

function table(results: ContractResults): string[] {
  const columns = columnsOf(results);
  const header = ['', ...columns.map((c) => c.title), 'statuses seen'];
  const rows = results.cases.map((c) => [
    `${c.kind === 'webhook' ? 'webhook ' : ''}${c.key}`,
    ...columns.map(({ id }) => cell(id, c.checks[id])),
    statusesCell(c),
  ]);
  return alignColumns(header, rows);
}

/** What the columns mean; the fixture line only where the run has fixtures. */
function legend(columns: readonly { id: CheckId }[]): string[] {
  const fixtures = columns.some((c) => c.id === 'fixture');
  return [
    '(no violation: Prism reported none, or the webhook handler (or its generated validator) accepted the delivery;',
    ' body valid: ajv validated the response or delivery body against the document ("mock": it failed',
    '  only because of the mock itself, which does not fail the run);',
    ' validated: requests breaking the declared constraints were all rejected, proving the mock validates it;',
    ...(fixtures ? [' fixture: a recorded fixture exists and passes the checks against this document;'] : []),
    ' statuses seen: declared statuses answered in this run ("!": an undeclared one), of those declared;',
    ' -: not run in this run, on purpose)',
  ];
}

function findings(results: ContractResults, kind: Fault, title: string): string[] {
  const found = results.cases.flatMap((c) =>
    c.findings.filter((f) => f.kind === kind).map((f) => `  ${c.key}: ${f.message}`),
  );
  return found.length > 0 ? ['', `${title} (${found.length}):`, ...found] : [];
}

function unvalidated(results: ContractResults): string[] {
  const rows = results.cases.filter((c) => c.checks.validated?.state === 'failed');
  if (rows.length === 0) return [];
  return [
    '',
    `NOT VALIDATED (${rows.length}): the mock accepted a request that breaks the document,`,
    'so it does not check these operations:',
    ...rows.flatMap((c) => [`  ${c.key}:`, ...(c.checks.validated?.details ?? []).map((d) => `    ${d}`)]),
  ];
}

function failures(results: ContractResults): string[] {
  const failed = results.cases.filter((c) => c.verdict === 'failed');
  const lines = failed.flatMap((c) => {
    const shown = c.failures.slice(0, FAILURES_SHOWN).map((f) => `  ${c.key}: ${f}`);
    const more = c.failures.length - FAILURES_SHOWN;
    return more > 0 ? [...shown, `  ${c.key}: and ${more} more (in the reports)`] : shown;
  });
  const runs = results.runChecks.filter((c) => c.state === 'failed').map((c) => `  ${c.reason ?? c.title}`);
  return [
    ...(lines.length > 0 ? ['', `Failures (${failed.length}):`, ...lines] : []),
    ...(runs.length > 0 ? ['', `Run checks failed (${runs.length}):`, ...runs] : []),
  ];
}

export function formatContractTable(results: ContractResults): string {
  const { statuses } = results.totals;
  return [
    ...table(results),
    '',
    totalsLine(results),
    `declared statuses seen: ${statuses.seen} of ${statuses.declared}`,
    ...legend(columnsOf(results)),
    ...formatStatusCoverage(results),
    ...unvalidated(results),
    ...findings(
      results,
      'client',
      'client problems: a request the operation must accept was refused, or a generated validator erred',
    ),
    ...findings(results, 'document', 'document problems'),
    ...findings(
      results,
      'mock',
      'mock problems: answers that fail the document because of the mock itself (not failures)',
    ),
    ...findings(
      results,
      'run',
      'run problems: what the run could not check (its own tooling or the mock failed; not a verdict)',
    ),
    ...failures(results),
    ...(results.notes.length > 0 ? ['', ...results.notes] : []),
    '',
    verdictLine(results),
    '',
  ].join('\n');
}
