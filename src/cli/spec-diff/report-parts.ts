/**
 * What the text and Markdown formatters (format-text.ts, format-markdown.ts) are given to print:
 * format-report.ts splits the changes and picks the formatter, so the formatters import this
 * rather than format-report.ts.
 */
import type { Change } from './types.js';

/** The changes split by severity, plus what the summary line counts. */
export interface ReportParts {
  breaking: readonly Change[];
  /** Empty when `breakingOnly`. */
  nonBreaking: readonly Change[];
  /** Counted whether shown or not. */
  nonBreakingCount: number;
  breakingOnly: boolean;
}
