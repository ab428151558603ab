/**
 * The report `spec diff` prints, in three formats: `text` for a terminal (default), `json` for
 * tools, `markdown` for a pull-request comment. Breaking changes come first, because they decide
 * the exit code and are what a reviewer has to act on.
 */
import { formatMarkdown } from './format-markdown.js';
import { formatText } from './format-text.js';
import type { ReportParts } from './report-parts.js';
import type { Change } from './types.js';

export type ReportFormat = 'text' | 'json' | 'markdown';

export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json', 'markdown'];

export interface ReportOptions {
  /**
   * Leave the non-breaking changes out (they are still counted).
   * @default false
   */
  breakingOnly?: boolean;
}

/**
 * The JSON report (`--format json`, `--reporter json`): a published interface (docs/bumping-the-spec.md,
 * "Reading the gate's report"); fields may be added, never renamed or removed.
 */
export interface SpecDiffJson {
  /** How many changes are breaking, shown or not. */
  breaking: number;
  nonBreaking: number;
  /** Every change shown (only the breaking ones with `breakingOnly`), in report order. */
  changes: Change[];
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
  const breakingOnly = options.breakingOnly ?? false;
  const breaking = changes.filter((c) => c.severity === 'breaking');
  const nonBreaking = changes.filter((c) => c.severity !== 'breaking');
  if (format === 'json') {
    const shown = breakingOnly ? breaking : changes;
    const report: SpecDiffJson = { breaking: breaking.length, nonBreaking: nonBreaking.length, changes: [...shown] };
    return `${JSON.stringify(report, null, 2)}\n`;
  }
  const parts: ReportParts = {
    breaking,
    nonBreaking: breakingOnly ? [] : nonBreaking,
    nonBreakingCount: nonBreaking.length,
    breakingOnly,
  };
  return format === 'markdown' ? formatMarkdown(parts) : formatText(parts);
}
