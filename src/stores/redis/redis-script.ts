import { createHash } from 'node:crypto';
import type { Cluster, Redis } from 'ioredis';

/** An ioredis client: a single node (`Redis`) or a cluster (`Cluster`); both speak the same commands. */
export type RedisClient = Redis | Cluster;

/**
 * A Lua script run by its SHA1 (EVALSHA), sent in full (EVAL) only when the server does not know
 * it: after a restart or a failover the script cache is empty, and the next call reloads it.
 * A script runs with one key, so it runs on a Redis Cluster as on a single node.
 */
export class RedisScript {
  readonly #source: string;
  readonly #sha: string;

  constructor(source: string) {
    this.#source = source;
    this.#sha = createHash('sha1').update(source).digest('hex');
  }

  async run(client: RedisClient, key: string, args: (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.#sha, 1, key, ...args);
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('NOSCRIPT'))) throw error;
      return client.eval(this.#source, 1, key, ...args);
    }
  }
}
