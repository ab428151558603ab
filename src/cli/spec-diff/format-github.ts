/**
 * `spec diff --reporter github`: an `::error` annotation per breaking change (a reviewer has to act
 * on it), a `::notice` per non-breaking one unless `--breaking-only`, and a closing `::notice`
 * with the counts.
 */
import { workflowCommand } from '../report/workflow-commands.js';
import type { ReportOptions } from './format-report.js';
import type { Change } from './types.js';

function annotation(change: Change): string {
  const reaches = change.reaches && change.reaches.length > 0 ? ` (reaches ${change.reaches.join(', ')})` : '';
  const level = change.severity === 'breaking' ? 'error' : 'notice';
  return workflowCommand(level, `${change.message}${reaches}`, { title: `spec diff: ${change.location}` });
}

export function formatGithub(changes: readonly Change[], options: ReportOptions = {}): string {
  const breaking = changes.filter((c) => c.severity === 'breaking');
  const shown = options.breakingOnly ? breaking : changes;
  const summary = `${breaking.length} breaking, ${changes.length - breaking.length} non-breaking`;
  const verdict = breaking.length > 0 ? 'spec diff: breaking changes found' : 'spec diff: no breaking change';
  return `${[...shown.map(annotation), workflowCommand('notice', summary, { title: verdict })].join('\n')}\n`;
}
