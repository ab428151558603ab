import { randomUUID } from 'node:crypto';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from '../../webhooks/idempotency/store.js';
import { positiveOption, storeTimes, type StoreTimesOptions } from '../../webhooks/idempotency/store-times.js';
import { RedisScript, type RedisClient } from './redis-script.js';
import { withinDeadline } from './within-deadline.js';

/** Options of `RedisIdempotencyStore`. */
export interface RedisIdempotencyStoreOptions extends StoreTimesOptions {
  /**
   * An ioredis `Redis` or `Cluster` you create and close. For a receiver, also fail fast in the
   * client instead of queueing while Redis is down (`maxRetriesPerRequest: 1`, `commandTimeout`).
   */
  client: RedisClient;
  /**
   * Longest wait for Redis's answer to one claim, completion or release, in ms, whatever the
   * client's own options: past it the call throws, and the receiver answers 503 so the service
   * retries the delivery (a late claim then holds the key until its lease runs out).
   * @default 2000
   */
  timeoutMs?: number;
  /**
   * Prefix of every key. Each operation touches one key, so any prefix is Redis Cluster safe; a
   * `{hash tag}` in it would put all keys in one slot, which works but defeats sharding.
   * @default 'gcs2s:webhook:'
   */
  keyPrefix?: string;
}

// One key per delivery: "f:<token>" while in flight (expires after the lease), "d:<status>:<body>"
// once done (expires after the TTL). SET NX PX is the claim; the script adds the read of the state
// a losing claim needs, in the same round trip.
const CLAIM = new RedisScript(`
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end
return redis.call('GET', KEYS[1])`);
const COMPLETE = new RedisScript(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`);
const RELEASE = new RedisScript(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])`);

/**
 * Idempotency store shared by every instance through Redis: claim by `SET key token NX PX lease`,
 * complete and release by the owner only (a Lua script compares the token), processed events kept
 * for the TTL. Errors from the client are thrown, so the receiver answers 503. Concurrent calls
 * share round trips where the client pipelines them (ioredis `enableAutoPipelining`).
 *
 * Tokens are this store's random prefix and a counter: unique across instances, which is all the
 * compare-and-set needs, without a random UUID per claim.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #client: RedisClient;
  readonly #prefix: string;
  readonly #ttlMs: number;
  readonly #leaseMs: number;
  readonly #timeoutMs: number;
  readonly #tokenPrefix = `f:${randomUUID()}:`;
  #tokens = 0;

  constructor(options: RedisIdempotencyStoreOptions) {
    this.#client = options.client;
    this.#prefix = options.keyPrefix ?? 'gcs2s:webhook:';
    ({ ttlMs: this.#ttlMs, leaseMs: this.#leaseMs } = storeTimes(options));
    this.#timeoutMs = positiveOption(options.timeoutMs ?? 2000, 'timeoutMs');
  }

  async claim(key: string): Promise<ClaimResult> {
    const token = `${this.#tokenPrefix}${this.#tokens++}`;
    const current = await withinDeadline(
      CLAIM.run(this.#client, this.#prefix + key, [token, this.#leaseMs]),
      this.#timeoutMs,
    );
    if (current === null) return { state: 'claimed', token };
    const value = String(current);
    if (!value.startsWith('d:')) return { state: 'in_flight' };
    const separator = value.indexOf(':', 2);
    return { state: 'done', answer: { status: Number(value.slice(2, separator)), body: value.slice(separator + 1) } };
  }

  async complete(key: string, token: string, answer: StoredAnswer): Promise<void> {
    const value = `d:${answer.status}:${answer.body}`;
    await withinDeadline(COMPLETE.run(this.#client, this.#prefix + key, [token, value, this.#ttlMs]), this.#timeoutMs);
  }

  async release(key: string, token: string): Promise<void> {
    await withinDeadline(RELEASE.run(this.#client, this.#prefix + key, [token]), this.#timeoutMs);
  }
}
