import { randomUUID } from 'node:crypto';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from '../../webhooks/idempotency/store.js';
import { positiveOption, storeTimes, type StoreTimesOptions } from '../../webhooks/idempotency/store-times.js';
import { BatchQueue, type KeyClaim as Claim, STORE_BATCHING, sendClaimsAndCompletions } from '../batch-queue.js';
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
// Claims and completions over several keys, for a batch (batch-queue.ts): one script call carries
// both, completions first (KEYS[1..n], ARGV[4..]: token, value pairs), then claims (the rest of
// KEYS, with their tokens after the pairs). Each key is handled exactly as the single-key script
// would, in that order, so a key twice in one batch needs no holding back: a claim after its
// key's completion sees it done, a second claim sees the first's token (in flight).
const BATCH = new RedisScript(`
local completions = tonumber(ARGV[1])
local ttl, lease = ARGV[2], ARGV[3]
for i = 1, completions do
  if redis.call('GET', KEYS[i]) == ARGV[2 + 2 * i] then redis.call('SET', KEYS[i], ARGV[3 + 2 * i], 'PX', ttl) end
end
local out = {}
for i = completions + 1, #KEYS do
  local token = ARGV[3 + completions + i]
  if redis.call('SET', KEYS[i], token, 'NX', 'PX', lease) then out[#out + 1] = '' else out[#out + 1] = redis.call('GET', KEYS[i]) or 'f:' end
end
return out`);
const RELEASE = new RedisScript(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])`);

/** A claim (`value` absent) or a completion (`value`: the record), as one batch carries them. */
interface Write extends Claim {
  value?: string;
}

/**
 * Idempotency store shared by every instance through Redis: claim by `SET key token NX PX lease`,
 * complete and release by the owner only (a Lua script compares the token), processed events kept
 * for the TTL. Errors from the client are thrown, so the receiver answers 503.
 *
 * Claims and completions that arrive while the store is busy go to Redis together, in one script
 * call, on a single node: one queue for both, since the receiver answers before its completion
 * is recorded, so a completion can wait for the next claims' trip
 * and share it (each round trip is a write to a socket, the costliest step of a delivery). On a Cluster each key goes on its own, since a batch's keys would lie in different
 * slots.
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
  readonly #writes: BatchQueue<Write, unknown> | undefined;
  readonly #tokenPrefix = `f:${randomUUID()}:`;
  #tokens = 0;

  constructor(options: RedisIdempotencyStoreOptions) {
    this.#client = options.client;
    this.#prefix = options.keyPrefix ?? 'gcs2s:webhook:';
    ({ ttlMs: this.#ttlMs, leaseMs: this.#leaseMs } = storeTimes(options));
    this.#timeoutMs = positiveOption(options.timeoutMs ?? 2000, 'timeoutMs');
    if ((this.#client as { isCluster?: boolean }).isCluster === true) return;
    this.#writes = new BatchQueue<Write, unknown>({
      ...STORE_BATCHING,
      runOne: (write) => this.#writeOne(write),
      runMany: (writes) => this.#writeMany(writes),
    });
  }

  async claim(key: string): Promise<ClaimResult> {
    const claim: Write = { key: this.#prefix + key, token: `${this.#tokenPrefix}${this.#tokens++}` };
    const current = await withinDeadline(this.#writes?.add(claim) ?? this.#writeOne(claim), this.#timeoutMs);
    if (current === null) return { state: 'claimed', token: claim.token };
    const value = String(current);
    if (!value.startsWith('d:')) return { state: 'in_flight' };
    const separator = value.indexOf(':', 2);
    return { state: 'done', answer: { status: Number(value.slice(2, separator)), body: value.slice(separator + 1) } };
  }

  async complete(key: string, token: string, answer: StoredAnswer): Promise<void> {
    const completion: Write = { key: this.#prefix + key, token, value: `d:${answer.status}:${answer.body}` };
    await withinDeadline(this.#writes?.add(completion) ?? this.#writeOne(completion), this.#timeoutMs);
  }

  async release(key: string, token: string): Promise<void> {
    await withinDeadline(RELEASE.run(this.#client, this.#prefix + key, [token]), this.#timeoutMs);
  }

  /** A claim: `null` when claimed, else the key's current value. A completion: its script's result. */
  #writeOne({ key, token, value }: Write): Promise<unknown> {
    if (value === undefined) return CLAIM.run(this.#client, key, [token, this.#leaseMs]);
    return COMPLETE.run(this.#client, key, [token, value, this.#ttlMs]);
  }

  /** One script call for a batch; each claim gets its `#writeOne` result, each completion undefined. */
  #writeMany(writes: Write[]): Promise<unknown[]> {
    return sendClaimsAndCompletions(
      writes,
      (write) => write.value !== undefined,
      async (claims, completions) => {
        const keys = [...completions, ...claims].map((write) => write.key);
        const args: (string | number)[] = [completions.length, this.#ttlMs, this.#leaseMs];
        for (const { token, value } of completions) args.push(token, value as string);
        for (const { token } of claims) args.push(token);
        const values = (await BATCH.runMany(this.#client, keys, args)) as string[];
        return values.map((current) => (current === '' ? null : current));
      },
    );
  }
}
