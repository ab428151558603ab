/**
 * A tenant's webhook deliveries (§6): builds each event's envelope per registration, signs it with
 * the tenant's S2S key, sends it, redelivers with backoff until a 2xx, and records every attempt for
 * the inspector. `redeliver(eventId)` and the `duplicates` option replay events to exercise the
 * game's idempotency.
 */
import type { WebhookEventType } from '../../webhooks/index.js';
import { signWebhook } from '../../webhooks/index.js';
import { type AttemptKind, type AttemptRecord, type AttemptResult, sendAttempt } from './attempt.js';
import type { ResolvedDeliveryOptions } from './delivery-options.js';
import { buildEnvelope, type EnvelopeInput, type Sender } from './envelope.js';
import type { FlowClock } from './flow-clock.js';
import { newId } from './ids.js';
import type { FetchHandler, Registration } from './registration.js';
import { resolveTransport, type Transport } from './transport.js';

/** `sending` until the first answer, `retrying` between attempts, then `delivered` or `failed`. */
export type DeliveryStatus = 'sending' | 'retrying' | 'delivered' | 'failed';

/** One event sent to one registration, with every attempt. Plain data, so snapshots carry it. */
export interface DeliveryRecord {
  id: string;
  event_id: string;
  event_type: WebhookEventType;
  transaction_id: string;
  registration_id: string;
  url: string;
  status: DeliveryStatus;
  /** Emulator time of the next scheduled retry, or null. */
  next_attempt_at: number | null;
  attempts: AttemptRecord[];
  /** The envelope as last sent (`event_time` is that attempt's sending time, §6). */
  event: Record<string, unknown>;
}

/** What every delivery of a tenant shares. */
export interface DeliveryEnv {
  clock: FlowClock;
  sender: Sender;
  /** The tenant's S2S key: deliveries are signed with it (§6 Signature rule). */
  secret: string;
  /** Resolved once with `resolveHeaderNames`, so `makerName` and the overrides apply. */
  headerNames: { signature: string; timestamp: string };
  /** In-process game handlers by registration URL. */
  handlers: ReadonlyMap<string, FetchHandler>;
  options: ResolvedDeliveryOptions;
  /**
   * Clock for the signature timestamp, ms. Wall time, not the emulator clock: the game's receiver
   * checks the timestamp against its own clock (replay window), and an advanced emulator clock would
   * make every delivery after `clock.advance('25h')` fail verification. `event_time` follows the
   * emulator clock.
   * @default Date.now
   */
  wallClock?: () => number;
}

interface Live {
  record: DeliveryRecord;
  transport: Transport | string;
  /** Resolved once the delivery is delivered or failed (again after a later redelivery). */
  settled: Promise<DeliveryRecord>;
  resolve: (record: DeliveryRecord) => void;
  cancelRetry: () => void;
  retries: boolean;
  timeoutMs: number;
}

export class Deliveries {
  readonly #env: DeliveryEnv;
  readonly #live = new Map<string, Live>();
  readonly #listeners = new Set<(record: DeliveryRecord) => void>();

  constructor(env: DeliveryEnv) {
    this.#env = env;
  }

  /**
   * Sends an event to each registration and returns one delivery per registration. Every
   * registration gets the same event_id and idempotency_key; only `context.player` differs (§6).
   */
  deliver<K extends WebhookEventType>(
    input: EnvelopeInput<K>,
    registrations: readonly Registration[],
    options: { retries?: boolean; timeoutMs?: number } = {},
  ): { record: DeliveryRecord; settled: Promise<DeliveryRecord>; first: Promise<AttemptResult> }[] {
    const eventId = input.eventId ?? newId('whevt');
    return registrations.map((registration) => {
      const event = buildEnvelope(
        this.#env.sender,
        { ...input, eventId },
        registration.player_context_enabled === true,
        this.#env.clock.now(),
      );
      const record: DeliveryRecord = {
        id: newId('dlv'),
        event_id: eventId,
        event_type: input.eventType,
        transaction_id: input.transactionId,
        registration_id: registration.id,
        url: registration.url,
        status: 'sending',
        next_attempt_at: null,
        attempts: [],
        event: event as unknown as Record<string, unknown>,
      };
      const live = this.#track(record, options.retries ?? true, options.timeoutMs ?? this.#env.options.timeoutMs);
      const first = this.#attempt(live, 'first');
      return { record, settled: live.settled, first };
    });
  }

  /** Sends every delivery of `eventId` once more now, re-signed with a fresh `event_time` (§6). */
  async redeliver(eventId: string): Promise<DeliveryRecord[]> {
    const lives = [...this.#live.values()].filter((live) => live.record.event_id === eventId);
    await Promise.all(lives.map((live) => this.#attempt(live, 'redelivery')));
    return lives.map((live) => live.record);
  }

  /** Every delivery, oldest first. */
  list(): DeliveryRecord[] {
    return [...this.#live.values()].map((live) => live.record);
  }

  get(deliveryId: string): DeliveryRecord | undefined {
    return this.#live.get(deliveryId)?.record;
  }

  /** Resolves once the delivery is delivered or failed. */
  settled(deliveryId: string): Promise<DeliveryRecord> | undefined {
    return this.#live.get(deliveryId)?.settled;
  }

  /** Told each time a delivery becomes delivered or failed; returns an unsubscribe function. */
  onSettled(listener: (record: DeliveryRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Stops every scheduled retry (reset, close) and forgets the deliveries. */
  clear(): void {
    for (const live of this.#live.values()) live.cancelRetry();
    this.#live.clear();
  }

  /** Plain copies of every delivery, for a snapshot. */
  snapshot(): DeliveryRecord[] {
    return structuredClone(this.list());
  }

  /**
   * Takes deliveries from a snapshot. They are history: a delivery that was still retrying is
   * restored as failed with no retry scheduled (timers do not survive a snapshot); `redeliver` works.
   */
  restore(records: readonly DeliveryRecord[]): void {
    this.clear();
    for (const saved of structuredClone(records)) {
      if (saved.status === 'sending' || saved.status === 'retrying') {
        saved.status = 'failed';
        saved.next_attempt_at = null;
      }
      const live = this.#track(saved, true, this.#env.options.timeoutMs);
      live.resolve(saved);
    }
  }

  #track(record: DeliveryRecord, retries: boolean, timeoutMs: number): Live {
    let resolve!: (record: DeliveryRecord) => void;
    const settled = new Promise<DeliveryRecord>((r) => {
      resolve = r;
    });
    const transport = resolveTransport(record.url, this.#env.handlers);
    const live: Live = { record, transport, settled, resolve, cancelRetry: () => {}, retries, timeoutMs };
    this.#live.set(record.id, live);
    return live;
  }

  async #attempt(live: Live, kind: AttemptKind): Promise<AttemptResult> {
    const { record } = live;
    const number = record.attempts.length + 1;
    // §6 Envelope: event_time is the time of sending, so each attempt is re-signed with its own.
    record.event.event_time = Math.floor(this.#env.clock.now() / 1000);
    const body = JSON.stringify(record.event);
    const signed = this.#sign(body);
    const result = await this.#send(live, { kind, number, headers: signed.headers, body });
    if (result.record.ok && live.record.status !== 'delivered') {
      for (let copy = 0; copy < this.#env.options.duplicates; copy++) {
        const duplicate = {
          kind: 'duplicate' as const,
          number: record.attempts.length + 1,
          headers: signed.headers,
          body,
        };
        await this.#send(live, duplicate);
      }
      live.cancelRetry();
      this.#settle(live, 'delivered');
    } else if (!result.record.ok && (kind === 'first' || kind === 'retry') && record.status !== 'delivered') {
      // Only the scheduled attempts drive the schedule; a failed manual redelivery changes nothing.
      this.#afterFailure(live, typeof live.transport === 'string');
    }
    return result;
  }

  async #send(
    live: Live,
    attempt: { kind: AttemptKind; number: number; headers: Record<string, string>; body: string },
  ): Promise<AttemptResult> {
    const { record, transport } = live;
    const result: AttemptResult =
      typeof transport === 'string'
        ? { record: refused(attempt.number, attempt.kind, this.#env.clock.now(), transport), text: '' }
        : await sendAttempt(transport, this.#env.clock, { url: record.url, timeoutMs: live.timeoutMs, ...attempt });
    record.attempts.push(result.record);
    return result;
  }

  /** Schedules the next retry on the emulator clock, or fails the delivery once the schedule is used up. */
  #afterFailure(live: Live, refused: boolean): void {
    const { record } = live;
    const retriesSoFar = record.attempts.filter((a) => a.kind === 'first' || a.kind === 'retry').length - 1;
    const delay = this.#env.options.retryDelaysMs[retriesSoFar];
    if (refused || !live.retries || delay === undefined) {
      record.next_attempt_at = null;
      this.#settle(live, 'failed');
      return;
    }
    record.status = 'retrying';
    record.next_attempt_at = this.#env.clock.now() + delay;
    live.cancelRetry = this.#env.clock.setTimer(delay, () => {
      record.next_attempt_at = null;
      live.cancelRetry = () => {};
      void this.#attempt(live, 'retry');
    });
  }

  #settle(live: Live, status: 'delivered' | 'failed'): void {
    live.record.status = status;
    live.record.next_attempt_at = null;
    live.resolve(live.record);
    for (const listener of this.#listeners) listener(live.record);
  }

  #sign(body: string): { headers: Record<string, string> } {
    const { secret, headerNames } = this.#env;
    const timestamp = Math.floor((this.#env.wallClock ?? Date.now)() / 1000);
    return signWebhook({
      payload: body,
      secret,
      timestamp,
      signatureHeader: headerNames.signature,
      timestampHeader: headerNames.timestamp,
    });
  }
}

function refused(number: number, kind: AttemptKind, now: number, reason: string): AttemptRecord {
  return {
    number,
    kind,
    sent_at: now,
    latency_ms: 0,
    status: null,
    ok: false,
    outcome: null,
    body: '',
    error: `not sent: ${reason}`,
    timed_out: false,
  };
}
