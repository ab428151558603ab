/**
 * The service's side of the exactly-once proof: 10,000 deliveries of 2,000 distinct item.add
 * events, each sent 1 to 8 times, shuffled, posted concurrently to random receivers. Like the
 * service (spec §6), a delivery answered anything but 2xx (or not answered) is retried later.
 */
import { examples, referenceDelivery } from '../support/webhooks/fixtures.js';

export interface DeliveryRun {
  /** Every HTTP status seen (and 'no answer'), with counts. */
  histogram: Record<string, number>;
  /** event_ids that never got a 2xx (lost, from the service's side). */
  unacknowledged: string[];
}

export function eventId(index: number): string {
  return `whevt_proof_${index}`;
}

/** `events` events sent `total` times in all, each 1..8 times, shuffled (deterministic for `seed`). */
export function deliveryPlan(events: number, total: number, seed = 7): number[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const copies = Array.from({ length: events }, () => 1);
  for (let left = total - events; left > 0; ) {
    const index = Math.floor(random() * events);
    if (copies[index]! < 8) {
      copies[index]! += 1;
      left -= 1;
    }
  }
  const plan = copies.flatMap((count, index) => Array.from({ length: count }, () => index));
  for (let i = plan.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [plan[i], plan[j]] = [plan[j]!, plan[i]!];
  }
  return plan;
}

export async function deliver(options: {
  plan: number[];
  ports: number[];
  secret: string;
  concurrency: number;
  /** Called with the share of the plan sent so far (0..1), to time the faults. */
  onProgress?: (share: number) => void;
  /** The first delivery of this event goes to ports[0] (the receiver that dies in its handler). */
  first?: number;
  deadlineMs: number;
}): Promise<DeliveryRun> {
  const histogram: Record<string, number> = {};
  const acknowledged = new Set<number>();
  const dead = new Set<number>();
  const queue = [...(options.first === undefined ? [] : [options.first]), ...options.plan];
  const retries: number[] = [];
  const deadline = Date.now() + options.deadlineMs;
  let sent = 0;
  const post = async (index: number, port: number) => {
    const payload = { ...examples['item.add'], event_id: eventId(index), idempotency_key: `idem_proof_${index}` };
    const delivery = referenceDelivery(payload, { secret: options.secret });
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: delivery.headers,
        body: delivery.body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      return String(response.status);
    } catch {
      dead.add(port);
      return 'no answer';
    }
  };
  let active = 0;
  let scheduled = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const index = queue.length > 0 ? queue.shift() : retries.shift();
      if (index === undefined) {
        if (scheduled === 0 && active === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      active += 1;
      const alive = options.ports.filter((port) => !dead.has(port));
      const port =
        sent === 0 && options.first !== undefined
          ? options.ports[0]!
          : alive[Math.floor(Math.random() * alive.length)]!;
      sent += 1;
      options.onProgress?.(sent / options.plan.length);
      const status = await post(index, port);
      histogram[status] = (histogram[status] ?? 0) + 1;
      if (status.startsWith('2')) acknowledged.add(index);
      else {
        scheduled += 1;
        setTimeout(() => {
          retries.push(index);
          scheduled -= 1;
        }, 250);
      }
      active -= 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const unacknowledged = [...new Set(options.plan)].filter((index) => !acknowledged.has(index)).map(eventId);
  return { histogram, unacknowledged };
}
