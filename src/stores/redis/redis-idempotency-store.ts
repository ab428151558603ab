import { randomUUID } from 'node:crypto';
import type { ClaimResult, IdempotencyStore, StoredAnswer } from '../../webhooks/idempotency/store.js';
import { positiveOption, storeTimes, type StoreTimesOptions } from '../../webhooks/idempotency/store-times.js';
import { BatchQueue, type KeyClaim as Claim, STORE_BATCHING } from '../batch-queue.js';
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
// The same two scripts over several keys, for a batch (batch-queue.ts). Keys are handled in
// order, each exactly as the single-key script would, so a key twice in one batch needs no
// holding back: the second claim sees the first's token (in flight), the second completion
// compares its own token.
const CLAIM_MANY = new RedisScript(`
local out = {}
local lease = ARGV[#KEYS + 1]
for i = 1, #KEYS do
  if redis.call('SET', KEYS[i], ARGV[i], 'NX', 'PX', lease) then out[i] = '' else out[i] = redis.call('GET', KEYS[i]) or 'f:' end
end
return out`);
const COMPLETE_MANY = new RedisScript(`
local ttl = ARGV[2 * #KEYS + 1]
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[2 * i - 1] then redis.call('SET', KEYS[i], ARGV[2 * i], 'PX', ttl) end
end
return #KEYS`);
const RELEASE = new RedisScript(`
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
return redis.call('DEL', KEYS[1])`);

interface Completion {
  key: string;
  token: string;
  value: string;
}

/**
 * Idempotency store shared by every instance through Redis: claim by `SET key token NX PX lease`,
 * complete and release by the owner only (a Lua script compares the token), processed events kept
 * for the TTL. Errors from the client are thrown, so the receiver answers 503.
 *
 * Claims and completions that arrive while the store is busy go to Redis together, in one script
 * call (batch-queue.ts), on a single node. On a Cluster each key goes on its own, since the keys
 * of a batch would lie in different slots.
 */
export class RedisIdempotencyStore implements IdempotencyStore {
  readonly #client: RedisClient;
  readonly #prefix: string;
  readonly #ttlMs: number;
  readonly #leaseMs: number;
  readonly #timeoutMs: number;
  readonly #claims: BatchQueue<Claim, unknown> | undefined;
  readonly #completions: BatchQueue<Completion, unknown> | undefined;

  constructor(options: RedisIdempotencyStoreOptions) {
    this.#client = options.client;
    this.#prefix = options.keyPrefix ?? 'gcs2s:webhook:';
    ({ ttlMs: this.#ttlMs, leaseMs: this.#leaseMs } = storeTimes(options));
    this.#timeoutMs = positiveOption(options.timeoutMs ?? 2000, 'timeoutMs');
    if ((this.#client as { isCluster?: boolean }).isCluster === true) return;
    this.#claims = new BatchQueue<Claim, unknown>({
      ...STORE_BATCHING,
      runOne: (claim) => this.#claimOne(claim),
      runMany: async (claims) => {
        const keys = claims.map((claim) => claim.key);
        const args = [...claims.map((claim) => claim.token), this.#leaseMs];
        const values = (await CLAIM_MANY.runMany(this.#client, keys, args)) as string[];
        return values.map((value) => (value === '' ? null : value));
      },
    });
    this.#completions = new BatchQueue<Completion, unknown>({
      ...STORE_BATCHING,
      runOne: (completion) => this.#completeOne(completion),
      runMany: async (completions) => {
        const keys = completions.map((completion) => completion.key);
        const args = [...completions.flatMap((completion) => [completion.token, completion.value]), this.#ttlMs];
        await COMPLETE_MANY.runMany(this.#client, keys, args);
        return completions.map(() => undefined);
      },
    });
  }

  async claim(key: string): Promise<ClaimResult> {
    const claim = { key: this.#prefix + key, token: `f:${randomUUID()}` };
    const current = await withinDeadline(this.#claims?.add(claim) ?? this.#claimOne(claim), this.#timeoutMs);
    if (current === null) return { state: 'claimed', token: claim.token };
    const value = String(current);
    if (!value.startsWith('d:')) return { state: 'in_flight' };
    const separator = value.indexOf(':', 2);
    return { state: 'done', answer: { status: Number(value.slice(2, separator)), body: value.slice(separator + 1) } };
  }

  async complete(key: string, token: string, answer: StoredAnswer): Promise<void> {
    const completion = { key: this.#prefix + key, token, value: `d:${answer.status}:${answer.body}` };
    await withinDeadline(this.#completions?.add(completion) ?? this.#completeOne(completion), this.#timeoutMs);
  }

  async release(key: string, token: string): Promise<void> {
    await withinDeadline(RELEASE.run(this.#client, this.#prefix + key, [token]), this.#timeoutMs);
  }

  /** `null` when claimed, else the key's current value. */
  #claimOne({ key, token }: Claim): Promise<unknown> {
    return CLAIM.run(this.#client, key, [token, this.#leaseMs]);
  }

  #completeOne({ key, token, value }: Completion): Promise<unknown> {
    return COMPLETE.run(this.#client, key, [token, value, this.#ttlMs]);
  }
}
