/**
 * The report `spec diff` prints: breaking changes first, because they decide the exit code and
 * are what a reviewer has to act on.
 */
import type { Change } from './types.js';

export type ReportFormat = 'text' | 'json';

export const REPORT_FORMATS: readonly ReportFormat[] = ['text', 'json'];

function section(title: string, changes: readonly Change[]): string[] {
  if (changes.length === 0) return [];
  return [`${title} (${changes.length}):`, ...changes.map((c) => `  - ${c.location}: ${c.message}`), ''];
}

/** A text report (default) or, for tools, JSON: `{ breaking, nonBreaking, changes }`. Ends with a newline. */
export function formatReport(changes: readonly Change[], format: ReportFormat = 'text'): string {
  const breaking = changes.filter((c) => c.severity === 'breaking');
  const nonBreaking = changes.filter((c) => c.severity === 'non-breaking');
  if (format === 'json') {
    return `${JSON.stringify({ breaking: breaking.length, nonBreaking: nonBreaking.length, changes }, null, 2)}\n`;
  }
  if (changes.length === 0) return 'No changes.\n';
  return [
    ...section('Breaking changes', breaking),
    ...section('Non-breaking changes', nonBreaking),
    `${breaking.length} breaking, ${nonBreaking.length} non-breaking.`,
    '',
  ].join('\n');
}
