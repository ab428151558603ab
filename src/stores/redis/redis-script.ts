import { createHash } from 'node:crypto';
import type { Cluster, Redis } from 'ioredis';

/** An ioredis client: a single node (`Redis`) or a cluster (`Cluster`); both speak the same commands. */
export type RedisClient = Redis | Cluster;

/**
 * A Lua script run by its SHA1 (EVALSHA), sent in full (EVAL) only when the server does not know
 * it: after a restart or a failover the script cache is empty, and the next call reloads it.
 * A script run with one key runs on a Redis Cluster as on a single node; `runMany` is for a single node.
 */
export class RedisScript {
  readonly #source: string;
  readonly #sha: string;

  constructor(source: string) {
    this.#source = source;
    this.#sha = createHash('sha1').update(source).digest('hex');
  }

  run(client: RedisClient, key: string, args: (string | number)[]): Promise<unknown> {
    return this.runMany(client, [key], args);
  }

  /** Only on a single node: the keys of a batch lie in different Cluster slots. */
  async runMany(client: RedisClient, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.#sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
      return client.eval(this.#source, keys.length, ...keys, ...args);
    }
  }
}
