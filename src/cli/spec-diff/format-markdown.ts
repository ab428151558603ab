/**
 * The report as Markdown for a pull-request comment (GitHub-flavoured): a summary line, then a
 * breaking section and a non-breaking section as lists. Locations are code spans; messages are
 * escaped so that property names and enum values never turn into emphasis, links or HTML.
 */
import type { ReportParts } from './report-parts.js';
import { shortList } from './short-list.js';
import type { Change } from './types.js';

/** Operations named under a shared change; the rest are counted. */
const REACHES_SHOWN = 10;

function escapeMarkdown(text: string): string {
  // `>` is only special at the start of a line, which a list item never is; `->` stays readable.
  return text.replace(/[\\`*_[\]]/g, (c) => `\\${c}`).replace(/</g, '&lt;');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function entry(change: Change): string[] {
  const lines = [`- ${code(change.location)}: ${escapeMarkdown(change.message)}`];
  if (change.reaches && change.reaches.length > 0) {
    lines.push(`  - reaches ${shortList(change.reaches.map(code), REACHES_SHOWN)}`);
  }
  return lines;
}

function section(title: string, changes: readonly Change[]): string[] {
  return [`### ${title} (${changes.length})`, '', ...(changes.length === 0 ? ['None.'] : changes.flatMap(entry)), ''];
}

function hidden(count: number): string[] {
  return count === 0 ? [] : [`${count} non-breaking change${count === 1 ? '' : 's'} not shown (--breaking-only).`, ''];
}

export function formatMarkdown(parts: ReportParts): string {
  const { breaking, nonBreaking, nonBreakingCount, breakingOnly } = parts;
  const verdict = breaking.length > 0 ? 'breaking changes found' : 'no breaking change';
  const summary = `**spec diff: ${verdict}** (${breaking.length} breaking, ${nonBreakingCount} non-breaking).`;
  if (breaking.length === 0 && nonBreakingCount === 0) return `${summary}\n`;
  return [
    summary,
    '',
    ...section('Breaking changes', breaking),
    ...(breakingOnly ? hidden(nonBreakingCount) : section('Non-breaking changes', nonBreaking)),
  ].join('\n');
}
