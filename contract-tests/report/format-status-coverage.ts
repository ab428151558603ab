/**
 * The status section of the contract table, for a run that says how it produced each status (the
 * emulator run, contract-tests/emulator/statuses.test.ts): one row per operation, one column per
 * status code any operation declares, each cell the trigger that produced it; then every injected
 * status with what was tried first. It reads only `ContractResults`, like the rest of the table.
 */
import { alignColumns } from './align-columns.js';
import type { CaseResult, ContractResults, StatusCoverage } from './contract-results.js';

/** What the cells say. */
const LEGEND = [
  '(sample: the sample request; nokey: no key; restr: a restricted key; json: malformed JSON;',
  ' broken: a request that breaks the document; id: an unknown id; conflict: a request that conflicts',
  ' with the state; rate: one request past the rate limit; inject: injected with emu.inject, as no',
  ' request produced it; NO: declared, never produced; seen: answered, how not recorded; .: not declared)',
];

/** Longest line of an operation list under the table. */
const WIDTH = 160;

/** `  503, no natural trigger: a, b, c` wrapped at WIDTH, continuation lines indented. */
function wrapped(head: string, names: readonly string[]): string[] {
  const lines: string[] = [];
  let line = `  ${head}: `;
  for (const [index, name] of names.entries()) {
    const word = `${name}${index < names.length - 1 ? ',' : ''}`;
    if (line.length + word.length > WIDTH && !line.endsWith(': ')) {
      lines.push(line.trimEnd());
      line = '    ';
    }
    line += `${word} `;
  }
  return [...lines, line.trimEnd()];
}

const codeOf = (s: StatusCoverage) => s.status;

function cell(statuses: readonly StatusCoverage[], column: string): string {
  const status = statuses.find((s) => s.declared && codeOf(s) === column);
  if (!status) return '.';
  if (status.seen.length === 0) return 'NO';
  const [first] = status.produced ?? [];
  return first ? first.trigger : 'seen';
}

/** Status keys in code order, ranges where their codes start. */
function columns(cases: readonly CaseResult[]): string[] {
  const keys = new Set(cases.flatMap((c) => c.statuses.filter((s) => s.declared).map(codeOf)));
  const rank = (key: string) => (key === 'default' ? 1000 : Number(key.replace(/XX$/, '00')) || 999);
  return [...keys].sort((a, b) => rank(a) - rank(b));
}

/** The lines of the section; none when no case says how a status was produced. */
export function formatStatusCoverage(results: ContractResults): string[] {
  const operations = results.cases.filter((c) => c.kind === 'operation');
  if (!operations.some((c) => c.statuses.some((s) => s.produced !== undefined))) return [];
  const heads = columns(operations);
  const header = ['', ...heads];
  const rows = operations.map((c) => [c.key, ...heads.map((h) => cell(c.statuses, h))]);
  // Injected statuses grouped by code and why, each group with its operations.
  const groups = new Map<string, string[]>();
  for (const c of operations) {
    for (const p of c.statuses.flatMap((s) => s.produced ?? []).filter((q) => !q.natural)) {
      const head = `${p.code}, ${p.how}`;
      groups.set(head, [...(groups.get(head) ?? []), c.key]);
    }
  }
  const count = [...groups.values()].reduce((sum, names) => sum + names.length, 0);
  return [
    '',
    'How each declared status was produced (operation x status):',
    ...alignColumns(header, rows),
    ...LEGEND,
    ...(count > 0 ? ['', `Injected (${count}):`, ...[...groups].flatMap(([head, names]) => wrapped(head, names))] : []),
  ];
}
