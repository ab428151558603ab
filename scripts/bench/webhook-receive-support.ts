/**
 * What webhook-receive.ts (wall clock) and webhook-receive-callgrind.ts (instructions) share: the
 * receivers' bundle and the signed deliveries they send.
 */
import { createHmac } from 'node:crypto';
import { build } from 'esbuild';
import { webhookExamples } from '../../generated/webhook-examples.js';

/** Fake, and only ever used between the bench and its own receivers. */
export const BENCH_SECRET = 'bench-only-fake-secret';

/**
 * Bundles webhook-receive-server.ts the way `npm run build` (tsup, esbuild underneath) bundles the
 * package, and returns the file. Run under tsx instead, every closure a delivery creates would also
 * pay for tsx's `keepNames` (an `Object.defineProperty` each), which users of the built package
 * never do. Written under node_modules/.cache so the bundle's bare imports (ioredis, pg) resolve.
 */
export async function bundleReceivers(name = 'webhook-receive-server'): Promise<string> {
  const outfile = new URL(`../../node_modules/.cache/gcs2s-bench/${name}.mjs`, import.meta.url).pathname;
  await build({
    entryPoints: [new URL('./webhook-receive-server.ts', import.meta.url).pathname],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return outfile;
}

export interface SignedDelivery {
  headers: Record<string, string>;
  body: Buffer;
}

let serial = 0;
const example = webhookExamples['item.add'];

/** `count` deliveries of new item.add events, signed now (inside the 300 s replay window). */
export function signDeliveries(count: number): SignedDelivery[] {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return Array.from({ length: count }, () => {
    serial += 1;
    const body = Buffer.from(
      JSON.stringify({ ...example, event_id: `whevt_bench_${serial}`, idempotency_key: `idem_bench_${serial}` }),
    );
    const signature = createHmac('sha256', BENCH_SECRET).update(`${timestamp}.`).update(body).digest('hex');
    const headers = {
      'content-type': 'application/json',
      'x-service-signature': signature,
      'x-service-signature-timestamp': timestamp,
    };
    return { headers, body };
  });
}
