/**
 * A tenant's delivery records: the `deliveries` state part, so snapshots, `--export` and the
 * inspector see every attempt. Records are plain data; the timers and promises that drive them live
 * in `Deliveries` (deliveries.ts). Deliveries start after a request committed (or from a control),
 * so no change here needs undoing.
 */
import type { WebhookEventType } from '../../webhooks/index.js';
import { definePart, type StatePart } from '../state/part.js';
import { SeedError } from '../state/seed-error.js';
import type { AttemptRecord } from './attempt.js';

/** `sending` until the first answer, `retrying` between attempts, then `delivered` or `failed`. */
export type DeliveryStatus = 'sending' | 'retrying' | 'delivered' | 'failed';

/** One event sent to one registration, with every attempt. */
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

export class DeliveryLog implements StatePart {
  #records = new Map<string, DeliveryRecord>();

  add(record: DeliveryRecord): void {
    this.#records.set(record.id, record);
  }

  get(id: string): DeliveryRecord | undefined {
    return this.#records.get(id);
  }

  /** Every delivery, oldest first. */
  values(): IterableIterator<DeliveryRecord> {
    return this.#records.values();
  }

  snapshot(): DeliveryRecord[] {
    return structuredClone([...this.#records.values()]);
  }

  /**
   * Deliveries from a snapshot are history: one that was still sending or retrying comes back as
   * failed with no retry scheduled (timers do not survive a snapshot); `emu.redeliver` still works.
   */
  restore(data: unknown, at: string): void {
    if (!Array.isArray(data)) throw new SeedError(at, 'must be an array of delivery records');
    const records = new Map<string, DeliveryRecord>();
    data.forEach((value, index) => {
      const record = value as Partial<DeliveryRecord> | null;
      const ok =
        record !== null &&
        typeof record === 'object' &&
        typeof record.id === 'string' &&
        typeof record.event_id === 'string' &&
        typeof record.url === 'string' &&
        Array.isArray(record.attempts) &&
        record.event !== null &&
        typeof record.event === 'object';
      if (!ok) throw new SeedError(`${at}[${index}]`, 'must be a delivery record (id, event_id, url, attempts, event)');
      const copy = structuredClone(record) as DeliveryRecord;
      if (copy.status !== 'delivered') copy.status = 'failed';
      copy.next_attempt_at = null;
      records.set(copy.id, copy);
    });
    this.#records = records;
  }
}

export const deliveriesPart = definePart('deliveries', () => new DeliveryLog());
