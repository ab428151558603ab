/**
 * A tenant's webhook deliveries (§6): builds each event's envelope per registration, signs it with
 * the tenant's S2S key, sends it, redelivers with backoff until a 2xx, and records every attempt in
 * the `deliveries` part for the inspector. `redeliver(eventId)` and the `duplicateDeliveries` option
 * replay events to exercise the game's idempotency.
 */
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '../../webhooks/index.js';
import { signWebhook } from '../../webhooks/sign.js';
import type { IdFactory } from '../state/ids.js';
import { type AttemptKind, type AttemptRecord, type AttemptResult, sendAttempt } from './attempt.js';
import type { DeliveryLog, DeliveryRecord } from './delivery-log.js';
import type { ResolvedDeliveryOptions } from './delivery-options.js';
import { buildEnvelope, type EnvelopeInput, type Sender } from './envelope.js';
import type { FlowClock } from './flow-clock.js';
import type { Registration } from './registration.js';
import type { StopSignal } from './stop-signal.js';
import type { Transport } from './transport.js';

/** What every delivery of a tenant shares. */
export interface DeliveryEnv {
  clock: FlowClock;
  ids: IdFactory;
  sender: Sender;
  /** The tenant's S2S key, which signs its deliveries (§6 Signature rule); throws when unknown. */
  secret: () => string;
  /** Resolved once with `resolveHeaderNames`, so `makerName` and the overrides apply. */
  headerNames: { signature: string; timestamp: string };
  /** The transport for a registration URL, or why nothing can be sent there. */
  transport: (url: string) => Transport | string;
  options: ResolvedDeliveryOptions;
  /** Stopped when the emulator is reset or closed: attempts in flight stop and nothing is retried. */
  stop?: StopSignal;
}

/** A delivery as `deliver` starts it. */
export interface StartedDelivery {
  record: DeliveryRecord;
  /** Resolves with the first attempt's answer (daily_reward.get reads it). */
  first: Promise<AttemptResult>;
  /** Resolves once the delivery is delivered or failed. */
  settled: Promise<DeliveryRecord>;
}

interface Live {
  record: DeliveryRecord;
  transport: Transport | string;
  settled: Promise<DeliveryRecord>;
  resolve: (record: DeliveryRecord) => void;
  cancelRetry: () => void;
  retries: boolean;
  timeoutMs: number;
}

/** A fresh idempotency key: a UUID, as in the document's examples (§6 Envelope). */
export const newIdempotencyKey = (): string => randomUUID();

export class Deliveries {
  readonly #env: DeliveryEnv;
  readonly #log: DeliveryLog;
  readonly #live = new Map<string, Live>();
  readonly #listeners = new Set<(record: DeliveryRecord) => void>();

  constructor(env: DeliveryEnv, log: DeliveryLog) {
    this.#env = env;
    this.#log = log;
    // A retry waiting on the clock would otherwise fire into state that was reset away.
    env.stop?.onStop(() => {
      for (const live of this.#live.values()) {
        if (live.record.status !== 'retrying') continue;
        live.cancelRetry();
        this.#settle(live, 'failed');
      }
    });
  }

  /**
   * Sends an event to each registration and returns one delivery per registration. Every
   * registration gets the same event_id and idempotency_key; only `context.player` differs (§6).
   * Throws, before anything is recorded, when the event breaks the document or the key is unknown.
   */
  deliver<K extends WebhookEventType>(
    input: EnvelopeInput<K>,
    registrations: readonly Registration[],
    options: { retries?: boolean; timeoutMs?: number } = {},
  ): StartedDelivery[] {
    const { clock, ids, sender } = this.#env;
    const eventId = input.eventId ?? ids.next('webhookEvent');
    const events = registrations.map((registration) =>
      buildEnvelope(sender, { ...input, eventId }, registration.player_context_enabled === true, clock.now()),
    );
    if (registrations.length > 0) this.#env.secret();
    return registrations.map((registration, index) => {
      const record: DeliveryRecord = {
        id: ids.next('delivery'),
        event_id: eventId,
        event_type: input.eventType,
        transaction_id: input.transactionId,
        registration_id: registration.id,
        url: registration.url,
        status: 'sending',
        next_attempt_at: null,
        attempts: [],
        event: events[index] as unknown as Record<string, unknown>,
      };
      this.#log.add(record);
      const live = this.#track(
        record,
        options.retries ?? true,
        options.timeoutMs ?? this.#env.options.deliveryTimeoutMs,
      );
      return { record, first: this.#attempt(live, 'first'), settled: live.settled };
    });
  }

  /** Sends every delivery of `eventId` once more now, re-signed with a fresh `event_time` (§6). */
  async redeliver(eventId: string): Promise<DeliveryRecord[]> {
    const records = [...this.#log.values()].filter((record) => record.event_id === eventId);
    await Promise.all(records.map((record) => this.#attempt(this.#liveOf(record), 'redelivery')));
    return records;
  }

  get(deliveryId: string): DeliveryRecord | undefined {
    return this.#log.get(deliveryId);
  }

  /** Every delivery, oldest first. */
  list(): DeliveryRecord[] {
    return [...this.#log.values()];
  }

  /** Resolves once the delivery is delivered or failed. */
  settled(deliveryId: string): Promise<DeliveryRecord> | undefined {
    const record = this.#log.get(deliveryId);
    return record && this.#liveOf(record).settled;
  }

  /** Resolves once every delivery now sending or retrying is delivered or failed. */
  async idle(): Promise<DeliveryRecord[]> {
    const busy = this.list().filter((record) => record.status === 'sending' || record.status === 'retrying');
    return Promise.all(busy.map((record) => this.#liveOf(record).settled));
  }

  /** Told each time a delivery becomes delivered or failed, for the tenant's lifetime. */
  onSettled(listener: (record: DeliveryRecord) => void): void {
    this.#listeners.add(listener);
  }

  /** The live side of a record; records restored from a snapshot get one on first use. */
  #liveOf(record: DeliveryRecord): Live {
    const live = this.#live.get(record.id);
    if (live) return live;
    const restored = this.#track(record, true, this.#env.options.deliveryTimeoutMs);
    if (record.status === 'delivered' || record.status === 'failed') restored.resolve(record);
    return restored;
  }

  #track(record: DeliveryRecord, retries: boolean, timeoutMs: number): Live {
    let resolve!: (record: DeliveryRecord) => void;
    const settled = new Promise<DeliveryRecord>((r) => {
      resolve = r;
    });
    const transport = this.#env.transport(record.url);
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
    const { headers } = this.#sign(body);
    const result = await this.#send(live, { kind, number, headers, body });
    if (result.record.ok && record.status !== 'delivered') {
      for (let copy = 0; copy < this.#env.options.duplicateDeliveries; copy++) {
        await this.#send(live, { kind: 'duplicate', number: record.attempts.length + 1, headers, body });
      }
      live.cancelRetry();
      this.#settle(live, 'delivered');
    } else if (!result.record.ok && (kind === 'first' || kind === 'retry') && record.status !== 'delivered') {
      // Only the scheduled attempts drive the schedule; a failed manual redelivery changes nothing.
      this.#afterFailure(live);
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
        : await sendAttempt(transport, this.#env.clock, {
            url: record.url,
            timeoutMs: live.timeoutMs,
            stop: this.#env.stop,
            ...attempt,
          });
    record.attempts.push(result.record);
    return result;
  }

  /** Schedules the next retry on the emulator clock, or fails the delivery once the schedule is used up. */
  #afterFailure(live: Live): void {
    const { record } = live;
    const retriesSoFar = record.attempts.filter((a) => a.kind === 'first' || a.kind === 'retry').length - 1;
    const delay = this.#env.options.retryDelaysMs[retriesSoFar];
    if (typeof live.transport === 'string' || !live.retries || delay === undefined || this.#env.stop?.stopped) {
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
    const { headerNames } = this.#env;
    return signWebhook({
      payload: body,
      secret: this.#env.secret(),
      // Wall time, not the emulator clock: the game's receiver checks the timestamp against its own
      // clock (replay window), so after `clock.advance('25h')` an emulator-time stamp would fail
      // verification. `event_time` follows the emulator clock.
      timestamp: Math.floor(Date.now() / 1000),
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
