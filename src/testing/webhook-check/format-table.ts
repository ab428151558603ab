/**
 * The report of `checkWebhookEndpoint` as plain-text lines: a table (check, expected, got, time,
 * result: pass, warn or FAIL), then one line per failure, warning and note, then the tally. What
 * `webhook check` prints.
 */
import type { WebhookCheckResult } from './check-endpoint.js';

const HEADINGS = ['check', 'expected', 'got', 'time', 'result'] as const;

export function formatWebhookCheck(result: WebhookCheckResult): string[] {
  const cells = result.rows.map((r) => [
    r.check,
    r.expected,
    r.got,
    `${Math.round(r.ms)} ms`,
    r.verdict === 'fail' ? 'FAIL' : r.verdict,
  ]);
  const widths = HEADINGS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: readonly string[]) =>
    values
      .map((v, i) => (i === 3 ? v.padStart(widths[i]!) : v.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const failed = result.rows.filter((r) => r.verdict === 'fail');
  const warned = result.rows.filter((r) => r.verdict === 'warn');
  const passed = result.rows.length - failed.length - warned.length;
  return [
    `webhook check ${result.url}`,
    line(HEADINGS),
    ...cells.map(line),
    ...failed.map((r) => `FAIL ${r.check}: ${r.failure}`),
    ...warned.map((r) => `WARN ${r.check}: ${r.warning}`),
    ...result.rows.filter((r) => r.note).map((r) => `note ${r.check}: ${r.note}`),
    `${result.rows.length} checks: ${passed} passed${warned.length > 0 ? `, ${warned.length} warned` : ''}${failed.length > 0 ? `, ${failed.length} failed` : ''}`,
  ];
}
