import type { RateLimiter } from '../../internal/rate-limiter.js';
import { TokenBucket } from '../../internal/token-bucket.js';
import { RateLimitUnavailableError } from './rate-limit-unavailable-error.js';
import { RedisScript, type RedisClient } from './redis-script.js';
import { withinDeadline } from './within-deadline.js';

/** Options of `RedisRateLimiter`. */
export interface RedisRateLimiterOptions {
  /** An ioredis `Redis` or `Cluster` you create and close. */
  client: RedisClient;
  /** What the limit counts: the limit is per game (spec §8), so one key per game, e.g. its id. */
  key: string;
  /** Prefix of the Redis key. One key per limit: Redis Cluster safe. @default 'gcs2s:rate:' */
  keyPrefix?: string;
  /** The game's limit shared by all instances (spec §8). @default 1000 */
  requestsPerMinute?: number;
  /** Requests that may go at once after an idle spell, across all instances. @default 20 */
  burst?: number;
  /**
   * When Redis fails or does not answer within `timeoutMs`: `'local'` goes on with an in-process
   * bucket holding `localShare` of the limit (set it to 1 / number of instances to stay within the
   * limit during the outage); `'fail'` rejects the call with `RateLimitUnavailableError` before
   * anything is sent. Redis is tried again `recheckMs` after a failure.
   * @default 'local'
   */
  whenUnavailable?: 'local' | 'fail';
  /** Share of the limit one instance uses while Redis is unavailable. @default 0.25 */
  localShare?: number;
  /** Longest wait for Redis's answer before it counts as unavailable, in ms. @default 1000 */
  timeoutMs?: number;
  /** How long to stay on the fallback after a failure before asking Redis again, in ms. @default 5000 */
  recheckMs?: number;
}

// GCRA (generic cell rate algorithm) on the Redis clock: the key holds the theoretical arrival time
// (TAT) of the next request. A request may go when TAT - tolerance <= now; it then pushes TAT one
// emission interval on. Returns 0 when granted, else the milliseconds to wait (at least 1).
const GCRA = new RedisScript(`
if redis.replicate_commands then redis.replicate_commands() end
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + tonumber(time[2]) / 1000
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local wait = tat - tolerance - now
if wait > 0 then return math.ceil(wait) end
tat = tat + interval
redis.call('SET', KEYS[1], string.format('%.3f', tat), 'PX', math.ceil(tat - now) + 1000)
return 0`);

interface Waiter {
  resolve: () => void;
  reject: (reason: unknown) => void;
  signal: AbortSignal | null | undefined;
  onAbort: () => void;
}

/**
 * One game's rate limit enforced atomically across every instance through Redis (a Lua GCRA).
 * Within a process, callers are served first in, first out: only the head of the queue asks Redis.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly #client: RedisClient;
  readonly #key: string;
  readonly #interval: number;
  readonly #tolerance: number;
  readonly #fail: boolean;
  readonly #local: TokenBucket;
  readonly #timeoutMs: number;
  readonly #recheckMs: number;
  readonly #queue: Waiter[] = [];
  #pumping = false;
  #unavailableUntil = 0;

  constructor(options: RedisRateLimiterOptions) {
    const requestsPerMinute = options.requestsPerMinute ?? 1000;
    const burst = options.burst ?? 20;
    const share = options.localShare ?? 0.25;
    if (!(requestsPerMinute > 0 && Number.isFinite(requestsPerMinute)))
      throw new TypeError('requestsPerMinute: expected a positive number');
    if (!(Number.isInteger(burst) && burst >= 1)) throw new TypeError('burst: expected an integer of at least 1');
    if (!(share > 0 && share <= 1)) throw new TypeError('localShare: expected a number in (0, 1]');
    this.#client = options.client;
    this.#key = (options.keyPrefix ?? 'gcs2s:rate:') + options.key;
    this.#interval = 60_000 / requestsPerMinute;
    this.#tolerance = (burst - 1) * this.#interval;
    this.#fail = options.whenUnavailable === 'fail';
    this.#local = new TokenBucket({
      requestsPerMinute: requestsPerMinute * share,
      burst: Math.max(1, Math.floor(burst * share)),
    });
    this.#timeoutMs = options.timeoutMs ?? 1000;
    this.#recheckMs = options.recheckMs ?? 5000;
  }

  take(signal?: AbortSignal | null): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal, onAbort: () => this.#cancel(waiter) };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      this.#queue.push(waiter);
      void this.#pump();
    });
  }

  async #pump(): Promise<void> {
    if (this.#pumping) return;
    this.#pumping = true;
    try {
      while (this.#queue.length > 0) {
        const head = this.#queue[0]!;
        const outcome = await this.#ask();
        if (this.#queue[0] !== head) continue; // aborted while Redis answered
        if (typeof outcome === 'number') {
          if (outcome > 0) await new Promise((resolve) => setTimeout(resolve, outcome));
          else this.#settle(head, () => head.resolve());
        } else if (this.#fail) {
          this.#settle(head, () => head.reject(new RateLimitUnavailableError(this.#key, outcome.error)));
        } else {
          // Local share: the bucket keeps FIFO order itself; waiting here keeps it across the switch.
          const turn = this.#local.take(head.signal);
          const granted = await Promise.resolve(turn).then(
            () => true,
            () => false,
          );
          if (granted && this.#queue[0] === head) this.#settle(head, () => head.resolve());
        }
      }
    } finally {
      this.#pumping = false;
    }
  }

  /** Milliseconds to wait (0: granted), or the failure when Redis is unavailable. */
  async #ask(): Promise<number | { error: unknown }> {
    if (Date.now() < this.#unavailableUntil) return { error: new Error('Redis failed recently; rechecking later') };
    try {
      const run = GCRA.run(this.#client, this.#key, [this.#interval, this.#tolerance]);
      return Number(await withinDeadline(run, this.#timeoutMs));
    } catch (error) {
      this.#unavailableUntil = Date.now() + this.#recheckMs;
      return { error };
    }
  }

  #settle(waiter: Waiter, settle: () => void): void {
    this.#queue.shift();
    waiter.signal?.removeEventListener('abort', waiter.onAbort);
    settle();
  }

  #cancel(waiter: Waiter): void {
    const index = this.#queue.indexOf(waiter);
    if (index === -1) return;
    this.#queue.splice(index, 1);
    waiter.reject(waiter.signal?.reason);
  }
}
