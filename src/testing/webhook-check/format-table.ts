/**
 * The report of `checkWebhookEndpoint` as plain-text lines: a table (check, expected, got, time,
 * result), then one line per failure and note, then the tally. What `webhook check` prints.
 */
import type { WebhookCheckResult } from './check-endpoint.js';

const HEADINGS = ['check', 'expected', 'got', 'time', 'result'] as const;

export function formatWebhookCheck(result: WebhookCheckResult): string[] {
  const cells = result.rows.map((r) => [
    r.check,
    r.expected,
    r.got,
    `${Math.round(r.ms)} ms`,
    r.passed ? 'pass' : 'FAIL',
  ]);
  const widths = HEADINGS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (i === 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const failed = result.rows.filter((r) => !r.passed);
  return [
    `webhook check ${result.url}`,
    line(HEADINGS),
    ...cells.map(line),
    ...failed.map((r) => `FAIL ${r.check}: ${r.failure}`),
    ...result.rows.filter((r) => r.note).map((r) => `note ${r.check}: ${r.note}`),
    `${result.rows.length} checks: ${result.rows.length - failed.length} passed${failed.length > 0 ? `, ${failed.length} failed` : ''}`,
  ];
}
