/**
 * The one report `spec bump` prints: each step with its outcome, the breaking changes, the proposed
 * version and what was replaced, or, when a step failed, the end of that step's output and the
 * assurance that nothing changed.
 */
import type { BumpReport } from './run-bump.js';

const MARK = { true: '✓', false: '✗', undefined: '-' } as const;

export function formatBumpReport(report: BumpReport, header: string): string {
  const lines = [header, ''];
  for (const step of report.steps) {
    const took = step.ok === undefined ? '' : ` (${step.seconds.toFixed(1)} s)`;
    lines.push(`${MARK[String(step.ok) as keyof typeof MARK]} ${step.name}${took}: ${step.summary}`);
  }
  const failed = report.steps.find((step) => step.ok === false);
  if (failed?.output)
    lines.push('', `${failed.name} printed (end):`, ...failed.output.split('\n').map((l) => `  ${l}`));
  const breaking = report.changes.filter((c) => c.severity === 'breaking');
  if (breaking.length > 0) {
    lines.push('', `Breaking changes (${breaking.length}):`, ...breaking.map((c) => `  ${c.location}: ${c.message}`));
  }
  lines.push('');
  if (!report.ok) {
    lines.push('Changed nothing: generated/, contract-tests/fixtures/ and CHANGELOG.md are as they were.');
    return lines.join('\n');
  }
  const { proposal } = report;
  if (proposal && proposal.next !== proposal.current) {
    lines.push(
      `Proposed version: ${proposal.next} (from ${proposal.current}: ${proposal.reason}); \`npm version ${proposal.next}\` releases it.`,
    );
  } else lines.push(`Version stays ${proposal?.current ?? 'as it is'} (${proposal?.reason ?? 'no change'}).`);
  lines.push(`Replaced: ${report.replaced.join(', ')}. Review them with git diff, then run npm test.`);
  return lines.join('\n');
}
