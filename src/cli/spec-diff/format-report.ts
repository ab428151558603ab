/**
 * The report `spec diff` prints, in three formats: `text` for a terminal (default), `json` for
 * tools, `markdown` for a pull-request comment; and the annotations of `--reporter github`.
 * Breaking changes come first, because they decide the exit code and are what a reviewer has to
 * act on. Every format counts the non-breaking changes, also when `breakingOnly` leaves them out.
 * (JUnit, which needs the documents' endpoints, is format-junit.ts.)
 */
import { workflowCommand } from '../report/workflow-commands.js';
import { shortList } from './short-list.js';
import type { Change } from './types.js';

export type ReportFormat = 'text' | 'json' | 'markdown';

export interface ReportOptions {
  /**
   * Leave the non-breaking changes out (they are still counted).
   * @default false
   */
  breakingOnly?: boolean;
}

/**
 * The JSON report (`--reporter json`): a published interface (docs/bumping-the-spec.md,
 * "Reading the gate's report"); fields may be added, never renamed or removed.
 */
export interface SpecDiffJson {
  /** How many changes are breaking, shown or not. */
  breaking: number;
  nonBreaking: number;
  /** Every change shown (only the breaking ones with `breakingOnly`), in report order. */
  changes: Change[];
}

/** The changes split by severity; `nonBreaking` is empty when `breakingOnly`, `nonBreakingCount` is not. */
interface Parts {
  breaking: readonly Change[];
  nonBreaking: readonly Change[];
  nonBreakingCount: number;
  breakingOnly: boolean;
}

const counts = ({ breaking, nonBreakingCount }: Parts) =>
  `${breaking.length} breaking, ${nonBreakingCount} non-breaking`;

const verdict = ({ breaking }: Parts) =>
  `spec diff: ${breaking.length > 0 ? 'breaking changes found' : 'no breaking change'}`;

// Text: no line longer than WIDTH (long lines wrap at a space, indented under their bullet), so even
// a report on a 170-operation document stays readable.
const WIDTH = 160;
/** Operations named under a shared change in the text report; the rest are counted. */
const TEXT_REACHES_SHOWN = 6;
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

function textEntry(change: Change): string[] {
  const lines = wrap(`  - ${change.location}: ${change.message}`);
  if (change.reaches && change.reaches.length > 0) {
    lines.push(...wrap(`${CONTINUATION}reaches ${shortList(change.reaches, TEXT_REACHES_SHOWN)}`));
  }
  return lines;
}

function textSection(title: string, changes: readonly Change[]): string[] {
  if (changes.length === 0) return [];
  return [`${title} (${changes.length}):`, ...changes.flatMap(textEntry), ''];
}

function formatText(parts: Parts): string {
  if (parts.breaking.length === 0 && parts.nonBreakingCount === 0) return 'No changes.\n';
  const hidden = parts.breakingOnly && parts.nonBreakingCount > 0 ? ' (not shown)' : '';
  return [
    ...textSection('Breaking changes', parts.breaking),
    ...textSection('Non-breaking changes', parts.nonBreaking),
    `${counts(parts)}${hidden}.`,
    '',
  ].join('\n');
}

// Markdown (GitHub-flavoured): locations are code spans; messages are escaped so that property
// names and enum values never turn into emphasis, links or HTML.
/** Operations named under a shared change in the Markdown report; the rest are counted. */
const MARKDOWN_REACHES_SHOWN = 10;

function escapeMarkdown(text: string): string {
  // `>` is only special at the start of a line, which a list item never is; `->` stays readable.
  return text.replace(/[\\`*_[\]]/g, (c) => `\\${c}`).replace(/</g, '&lt;');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function markdownEntry(change: Change): string[] {
  const lines = [`- ${code(change.location)}: ${escapeMarkdown(change.message)}`];
  if (change.reaches && change.reaches.length > 0) {
    lines.push(`  - reaches ${shortList(change.reaches.map(code), MARKDOWN_REACHES_SHOWN)}`);
  }
  return lines;
}

function markdownSection(title: string, changes: readonly Change[]): string[] {
  const entries = changes.length === 0 ? ['None.'] : changes.flatMap(markdownEntry);
  return [`### ${title} (${changes.length})`, '', ...entries, ''];
}

function formatMarkdown(parts: Parts): string {
  const summary = `**${verdict(parts)}** (${counts(parts)}).`;
  const count = parts.nonBreakingCount;
  if (parts.breaking.length === 0 && count === 0) return `${summary}\n`;
  const hidden =
    count === 0 ? [] : [`${count} non-breaking change${count === 1 ? '' : 's'} not shown (--breaking-only).`, ''];
  return [
    summary,
    '',
    ...markdownSection('Breaking changes', parts.breaking),
    ...(parts.breakingOnly ? hidden : markdownSection('Non-breaking changes', parts.nonBreaking)),
  ].join('\n');
}

function split(changes: readonly Change[], options: ReportOptions): Parts {
  const breakingOnly = options.breakingOnly ?? false;
  const nonBreaking = changes.filter((c) => c.severity !== 'breaking');
  return {
    breaking: changes.filter((c) => c.severity === 'breaking'),
    nonBreaking: breakingOnly ? [] : nonBreaking,
    nonBreakingCount: nonBreaking.length,
    breakingOnly,
  };
}

/**
 * The report for `changes` (in the order diffDocuments returns). JSON is
 * `{ breaking, nonBreaking, changes }`: the counts, and every change shown. Ends with a newline.
 */
export function formatReport(
  changes: readonly Change[],
  format: ReportFormat = 'text',
  options: ReportOptions = {},
): string {
  const parts = split(changes, options);
  if (format === 'json') {
    const shown = parts.breakingOnly ? parts.breaking : changes;
    const report: SpecDiffJson = {
      breaking: parts.breaking.length,
      nonBreaking: parts.nonBreakingCount,
      changes: [...shown],
    };
    return `${JSON.stringify(report, null, 2)}\n`;
  }
  return format === 'markdown' ? formatMarkdown(parts) : formatText(parts);
}

/**
 * `--reporter github`: an `::error` annotation per breaking change (a reviewer has to act on it), a
 * `::notice` per non-breaking one unless `breakingOnly`, and a closing `::notice` with the counts.
 */
export function formatGithub(changes: readonly Change[], options: ReportOptions = {}): string {
  const parts = split(changes, options);
  const annotation = (change: Change) => {
    const reaches = change.reaches && change.reaches.length > 0 ? ` (reaches ${change.reaches.join(', ')})` : '';
    const level = change.severity === 'breaking' ? 'error' : 'notice';
    return workflowCommand(level, `${change.message}${reaches}`, { title: `spec diff: ${change.location}` });
  };
  const shown = parts.breakingOnly ? parts.breaking : changes;
  return `${[...shown.map(annotation), workflowCommand('notice', counts(parts), { title: verdict(parts) })].join('\n')}\n`;
}
