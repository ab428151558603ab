/**
 * The contract run as Markdown, for a job summary (`$GITHUB_STEP_SUMMARY`) or a pull-request
 * comment: the verdict and totals, what failed and why, then the whole table folded in `<details>`.
 * Keys and reasons are code spans or escaped, so no field name turns into emphasis or HTML.
 */
import type { ContractResults } from './contract-results.js';
import { formatContractTable, totalsLine } from './format-contract-table.js';

const escapeText = (text: string) => text.replace(/[\\`*_[\]|]/g, (c) => `\\${c}`).replace(/</g, '&lt;');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

export function formatContractMarkdown(results: ContractResults): string {
  const { document, totals } = results;
  const verdict = results.verdict === 'passed' ? 'passed' : 'FAILED';
  const failures = results.cases
    .filter((c) => c.verdict === 'failed')
    .flatMap((c) => c.failures.map((f) => `- ${code(c.key)}: ${escapeText(f)}`));
  const runChecks = results.runChecks
    .filter((c) => c.state === 'failed')
    .map((c) => `- ${escapeText(c.reason ?? c.title)}`);
  const problems = [...failures, ...runChecks];
  return [
    `**contract run: ${verdict}** on ${escapeText(`${document.title} ${document.version}`)} (${escapeText(results.against)}, ${results.durationSeconds.toFixed(1)} s)`,
    '',
    `${escapeText(totalsLine(results))}; declared statuses seen: ${totals.statuses.seen} of ${totals.statuses.declared}.`,
    '',
    ...(problems.length > 0 ? [`### Failures (${problems.length})`, '', ...problems, ''] : []),
    '<details><summary>Coverage table</summary>',
    '',
    '```text',
    formatContractTable(results).trimEnd(),
    '```',
    '',
    '</details>',
    '',
  ].join('\n');
}
