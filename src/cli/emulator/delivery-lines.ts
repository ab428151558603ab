/**
 * The CLI's live delivery output, as `stripe listen` prints each event and the endpoint's answer:
 * one line per delivery attempt once the game answered (or did not), with the event type, event and
 * order ids, the URL, the status, the attempt and how long the game took.
 *
 * The lines are read from the emulator's delivery log (`emu.deliveries()`, every tenant) on a short
 * interval rather than from the sending itself: the log is public and holds what the inspector shows
 * (attempt number and kind, time-out, refusal), and watching it changes nothing about how deliveries
 * are sent. Wrapping `webhookFetch` instead would lift the emulator's loopback-only rule.
 */
import type { DeliveryRecord } from '../../emulator/index.js';

type AttemptRecord = DeliveryRecord['attempts'][number];

/** How often the log is read: short enough to feel live, long enough to cost nothing when idle. */
export const DELIVERY_POLL_MS = 100;

export interface DeliveryLines {
  /** Writes the lines of every attempt not yet written. */
  flush(): void;
  /** Stops watching (after a last `flush`). */
  stop(): void;
}

function orderIdOf(event: Record<string, unknown>): string | undefined {
  const context = event.context as { order?: { order_id?: unknown } } | null | undefined;
  const id = context?.order?.order_id;
  return typeof id === 'string' ? id : undefined;
}

function answerOf(attempt: AttemptRecord): string {
  if (attempt.timed_out) return 'timed out';
  if (attempt.status === null) return `no answer (${attempt.error ?? 'unknown error'})`;
  return attempt.outcome ? `${attempt.status} ${attempt.outcome}` : String(attempt.status);
}

/** `<-- 200 item.add whevt_1 order ord_1 POST http://127.0.0.1:8000/webhooks (attempt 1, 12 ms)` */
export function formatAttempt(delivery: DeliveryRecord, attempt: AttemptRecord): string {
  const order = orderIdOf(delivery.event);
  const kind = attempt.kind === 'first' ? '' : ` ${attempt.kind}`;
  return [
    `<-- ${answerOf(attempt)}`,
    delivery.event_type,
    delivery.event_id,
    ...(order ? [`order ${order}`] : []),
    `POST ${delivery.url}`,
    `(attempt ${attempt.number}${kind}, ${Math.round(attempt.latency_ms)} ms)`,
  ].join(' ');
}

/** Watches `deliveries()` and hands `write` one line per new attempt, oldest delivery first. */
export function watchDeliveries(
  deliveries: () => readonly DeliveryRecord[],
  write: (line: string) => void,
  intervalMs = DELIVERY_POLL_MS,
): DeliveryLines {
  // Attempts already written, by delivery id. Rebuilt on each read, so a reset that dropped the
  // records drops their counts too.
  let written = new Map<string, number>();
  const flush = () => {
    const next = new Map<string, number>();
    for (const delivery of deliveries()) {
      const done = written.get(delivery.id) ?? 0;
      for (const attempt of delivery.attempts.slice(done)) write(formatAttempt(delivery, attempt));
      next.set(delivery.id, delivery.attempts.length);
    }
    written = next;
  };
  // Attempts in the log when watching starts (from a seed or snapshot) are history: not written.
  for (const delivery of deliveries()) written.set(delivery.id, delivery.attempts.length);
  const timer = setInterval(flush, intervalMs);
  // The emulator's socket keeps the process alive; this timer should not.
  timer.unref();
  return {
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}
