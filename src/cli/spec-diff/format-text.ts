/**
 * The terminal report: one bullet per change, the operations a shared change reaches on the line
 * below it, and no line longer than `WIDTH` (long lines wrap at a space, indented under their
 * bullet), so even a report on a 170-operation document stays readable.
 */
import type { ReportParts } from './report-parts.js';
import { shortList } from './short-list.js';
import type { Change } from './types.js';

const WIDTH = 160;
/** Operations named under a shared change; the rest are counted. */
const REACHES_SHOWN = 6;
const CONTINUATION = '      ';

/** `line` broken at spaces into lines of at most WIDTH characters (hard-cut if a word is longer). */
function wrap(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > WIDTH) {
    const space = rest.lastIndexOf(' ', WIDTH);
    const cut = space > CONTINUATION.length ? space : WIDTH;
    out.push(rest.slice(0, cut).trimEnd());
    rest = CONTINUATION + rest.slice(cut).trimStart();
  }
  out.push(rest);
  return out;
}

function entry(change: Change): string[] {
  const lines = wrap(`  - ${change.location}: ${change.message}`);
  if (change.reaches && change.reaches.length > 0) {
    lines.push(...wrap(`${CONTINUATION}reaches ${shortList(change.reaches, REACHES_SHOWN)}`));
  }
  return lines;
}

function section(title: string, changes: readonly Change[]): string[] {
  if (changes.length === 0) return [];
  return [`${title} (${changes.length}):`, ...changes.flatMap(entry), ''];
}

export function formatText(parts: ReportParts): string {
  const { breaking, nonBreaking, nonBreakingCount, breakingOnly } = parts;
  if (breaking.length === 0 && nonBreakingCount === 0) return 'No changes.\n';
  const hidden = breakingOnly && nonBreakingCount > 0 ? ' (not shown)' : '';
  return [
    ...section('Breaking changes', breaking),
    ...section('Non-breaking changes', nonBreaking),
    `${breaking.length} breaking, ${nonBreakingCount} non-breaking${hidden}.`,
    '',
  ].join('\n');
}
