import { randomUUID } from 'node:crypto';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from '../../webhooks/idempotency/store.js';
import { storeTimes, type StoreTimesOptions } from '../../webhooks/idempotency/store-times.js';
import { RedisScript, type RedisClient } from './redis-script.js';

/** Options of `RedisIdempotencyStore`. */
export interface RedisIdempotencyStoreOptions extends StoreTimesOptions {
  /**
   * An ioredis `Redis` or `Cluster` you create and close. For a receiver, fail fast instead of
   * queueing while Redis is down (`maxRetriesPerRequest: 1`, `commandTimeout`): a thrown error
   * is answered 503 and the service retries the delivery.
   */
  client: RedisClient;
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
 * for the TTL. Errors from the client are thrown, so the receiver answers 503.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #client: RedisClient;
  readonly #prefix: string;
  readonly #ttlMs: number;
  readonly #leaseMs: number;

  constructor(options: RedisIdempotencyStoreOptions) {
    this.#client = options.client;
    this.#prefix = options.keyPrefix ?? 'gcs2s:webhook:';
    ({ ttlMs: this.#ttlMs, leaseMs: this.#leaseMs } = storeTimes(options));
  }

  async claim(key: string): Promise<ClaimResult> {
    const token = `f:${randomUUID()}`;
    const current = await CLAIM.run(this.#client, this.#prefix + key, [token, this.#leaseMs]);
    if (current === null) return { state: 'claimed', token };
    const value = String(current);
    if (!value.startsWith('d:')) return { state: 'in_flight' };
    const separator = value.indexOf(':', 2);
    return { state: 'done', answer: { status: Number(value.slice(2, separator)), body: value.slice(separator + 1) } };
  }

  async complete(key: string, token: string, answer: StoredAnswer): Promise<void> {
    await COMPLETE.run(this.#client, this.#prefix + key, [token, `d:${answer.status}:${answer.body}`, this.#ttlMs]);
  }

  async release(key: string, token: string): Promise<void> {
    await RELEASE.run(this.#client, this.#prefix + key, [token]);
  }
}
