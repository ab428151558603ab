/**
 * Webhook deliveries as the pages show them: one state line per delivery for the checkout page
 * (waiting, redelivering, delivered, failed), and every attempt with its status, latency and body
 * for the inspector.
 */
import type { AttemptRecord } from '../deliveries/attempt.js';
import type { DeliveryRecord } from '../deliveries/delivery-log.js';
import { html, type SafeHtml } from './html.js';

/** Emulator time (ms since the epoch) as an ISO 8601 instant, to the second. */
export function instant(ms: number | null): string {
  return ms === null ? '' : new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** What one attempt got: `200 processed`, `500`, or the reason no answer came. */
export function attemptResult(attempt: AttemptRecord): string {
  if (attempt.status === null) return attempt.error ?? 'no answer';
  return attempt.outcome ? `${attempt.status} ${attempt.outcome}` : String(attempt.status);
}

const STATE_CLASS = { sending: 'wait', retrying: 'wait', delivered: 'ok', failed: 'bad' } as const;
const STATE_LABEL = { sending: 'waiting', retrying: 'redelivering', delivered: 'delivered', failed: 'failed' } as const;

/** `waiting for the game`, `redelivering: attempt 1 answered 500; next attempt at ...`, ... */
export function deliveryState(record: DeliveryRecord, now: number): SafeHtml {
  const last = record.attempts.at(-1);
  const badge = html`<span class="state ${STATE_CLASS[record.status]}">${STATE_LABEL[record.status]}</span>`;
  switch (record.status) {
    case 'sending':
      return html`${badge} waiting for the game to answer ${record.event_type}`;
    case 'retrying': {
      const wait = Math.max(0, Math.ceil(((record.next_attempt_at ?? now) - now) / 1000));
      return html`${badge} attempt ${last?.number} got ${last ? attemptResult(last) : 'no answer'}; next attempt in ${wait} s`;
    }
    case 'delivered':
      return html`${badge} the game answered ${last ? attemptResult(last) : '2xx'}`;
    case 'failed':
      return html`${badge} no 2xx after ${record.attempts.length} attempt${record.attempts.length === 1 ? '' : 's'}; last: ${last ? attemptResult(last) : 'none'}`;
  }
}

/** Every attempt of a delivery: number, kind, time, status, latency, the answer body. */
export function attemptsTable(record: DeliveryRecord): SafeHtml {
  const rows = record.attempts.map(
    (a) => html`<tr data-attempt="${a.number}"><td>${a.number}</td><td>${a.kind}</td><td>${instant(a.sent_at)}</td>
<td class="status">${attemptResult(a)}</td><td>${a.latency_ms.toFixed(1)} ms</td><td><pre>${a.body}</pre></td></tr>`,
  );
  return html`<table><thead><tr><th>#</th><th>kind</th><th>sent</th><th>answer</th><th>latency</th><th>body</th></tr></thead>
<tbody>${rows.length > 0 ? rows : html`<tr><td colspan="6" class="muted">no attempt yet</td></tr>`}</tbody></table>`;
}
