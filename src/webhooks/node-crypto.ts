/**
 * `node:crypto` where the runtime has it, without importing it.
 *
 * Why: the webhooks entry must load on runtimes that have no `node:*` modules (Cloudflare Workers
 * without `nodejs_compat`), where a static `import 'node:crypto'` fails the whole module graph.
 * `process.getBuiltinModule` (Node >= 20.16, also in Bun and Deno) is Node's documented way for
 * code that runs elsewhere too to load a built-in only when it is there. Where it is, verification
 * keeps Node's fastest path (`createHmac` + `timingSafeEqual`); elsewhere it uses WebCrypto
 * (web-crypto-signature.ts).
 */
import type * as NodeCrypto from 'node:crypto';

type GetBuiltinModule = (id: 'node:crypto') => typeof NodeCrypto | undefined;

function lookup(): typeof NodeCrypto | undefined {
  const process = (globalThis as { process?: { getBuiltinModule?: GetBuiltinModule } }).process;
  try {
    return process?.getBuiltinModule?.('node:crypto') ?? undefined;
  } catch {
    return undefined;
  }
}

const NODE_CRYPTO = lookup();

/** `node:crypto`, or undefined on a runtime without it. */
export function nodeCrypto(): typeof NodeCrypto | undefined {
  return NODE_CRYPTO;
}
