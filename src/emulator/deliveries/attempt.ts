/**
 * One delivery attempt: POST the signed body, wait for the answer under a time-out that runs on the
 * emulator clock (so `clock.advance` can trigger it), and record what happened for the inspector.
 */
import { WEBHOOK_OUTCOME_HEADER } from '../../webhooks/responses.js';
import type { FlowClock } from './flow-clock.js';
import type { StopSignal } from './stop-signal.js';
import type { Transport } from './transport.js';

/** Why an attempt was made. */
export type AttemptKind = 'first' | 'retry' | 'redelivery' | 'duplicate';

/** What the inspector shows for each attempt. Plain data, so snapshots carry it. */
export interface AttemptRecord {
  /** 1-based, over the whole delivery. */
  number: number;
  kind: AttemptKind;
  /** Emulator time the attempt started, ms since the epoch. */
  sent_at: number;
  /** Wall-clock time from sending to the end of the answer, ms. */
  latency_ms: number;
  /** The game's HTTP status; null when no answer came (time-out, connection refused). */
  status: number | null;
  /** True for a 2xx answer (§6: "answer 2xx for a successfully processed event"). */
  ok: boolean;
  /** The game's `x-webhook-outcome` header (set by this package's receiver), if any. */
  outcome: string | null;
  /** The answer's body, cut at `RECORDED_BODY_CHARS` characters. */
  body: string;
  /** Why no answer was usable: a time-out, a connection error, or an address the emulator refuses. */
  error: string | null;
  /** True when no answer came within the time-out. */
  timed_out: boolean;
}

/** How much of an answer body an attempt record keeps. */
export const RECORDED_BODY_CHARS = 16_384;

/** The record and the full answer text (daily_reward.get reads the answer, §6). */
export interface AttemptResult {
  record: AttemptRecord;
  text: string;
}

export interface AttemptInput {
  url: string;
  headers: Record<string, string>;
  body: string;
  number: number;
  kind: AttemptKind;
  timeoutMs: number;
  /** Stopped when the emulator is reset or closed: the attempt stops waiting at once. */
  stop?: StopSignal;
}

/** Sends one attempt. Never throws: every failure is in the record. */
export async function sendAttempt(transport: Transport, clock: FlowClock, input: AttemptInput): Promise<AttemptResult> {
  const sentAt = clock.now();
  const started = performance.now();
  const controller = new AbortController();
  let timedOut = false;
  let cancelTimer = () => {};
  let unsubscribe = () => {};
  // Rejects when the emulator-clock time-out fires or the emulator stops, even if an in-process
  // handler ignores the signal.
  const timeout = new Promise<never>((_, reject) => {
    cancelTimer = clock.setTimer(input.timeoutMs, () => {
      timedOut = true;
      controller.abort();
      reject(new Error(`no answer within ${input.timeoutMs} ms`));
    });
    unsubscribe =
      input.stop?.onStop(() => {
        controller.abort();
        reject(new Error('stopped: the emulator was reset or closed while waiting for the answer'));
      }) ?? unsubscribe;
  });
  timeout.catch(() => {});
  const record = (status: number | null, outcome: string | null, text: string, error: string | null) => ({
    record: {
      number: input.number,
      kind: input.kind,
      sent_at: sentAt,
      latency_ms: Math.round((performance.now() - started) * 1000) / 1000,
      status,
      ok: status !== null && status >= 200 && status < 300,
      outcome,
      body: text.length > RECORDED_BODY_CHARS ? text.slice(0, RECORDED_BODY_CHARS) : text,
      error,
      timed_out: timedOut,
    },
    text,
  });
  try {
    const answer = (async () => {
      const response = await transport(input.url, {
        method: 'POST',
        headers: input.headers,
        body: input.body,
        signal: controller.signal,
        redirect: 'manual',
      });
      return { response, text: await response.text() };
    })();
    const { response, text } = await Promise.race([answer, timeout]);
    return record(response.status, response.headers.get(WEBHOOK_OUTCOME_HEADER), text, null);
  } catch (error) {
    const reason = timedOut
      ? `timed out: no answer within ${input.timeoutMs} ms`
      : input.stop?.stopped
        ? (error as Error).message
        : describeFailure(error);
    return record(null, null, '', reason);
  } finally {
    cancelTimer();
    unsubscribe();
  }
}

/** A fetch failure's root cause (`ECONNREFUSED ...`) rather than undici's bare "fetch failed". */
function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `${cause.code}: ${cause.message ?? 'connection failed'}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
