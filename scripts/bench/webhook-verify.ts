/**
 * `npx tsx scripts/bench/webhook-verify.ts`: throughput of the library's verify + parse + validate
 * (`parseWebhook`) against the bare minimum a hand-written receiver does, `createHmac` +
 * `timingSafeEqual` + `JSON.parse`, on the same signed payloads (the document's four examples) in
 * the same run, alternating rounds so both see the same machine state. Prints the ratio;
 * the target is at least 0.8x of raw. No assertions: timing belongs in a report, not a test.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { webhookExamples } from '../../generated/webhook-examples.js';
import { parseWebhook } from '../../src/webhooks/index.js';

const SECRET = 'bench-only-fake-secret';
const SIGNATURE_HEADER = 'x-service-signature';
const TIMESTAMP_HEADER = 'x-service-signature-timestamp';
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const PER_ROUND = Number(process.env.PER_ROUND ?? 50_000);

const timestamp = String(Math.floor(Date.now() / 1000));
const deliveries = Object.values(webhookExamples).map((example) => {
  const rawBody = Buffer.from(JSON.stringify(example));
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.`).update(rawBody).digest('hex');
  return {
    rawBody,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, [TIMESTAMP_HEADER]: timestamp },
  };
});

/** What a careful hand-written receiver does, and nothing more (no window, no schema). */
function raw(delivery: (typeof deliveries)[number]): unknown {
  const given = Buffer.from(delivery.headers[SIGNATURE_HEADER]!, 'hex');
  const expected = createHmac('sha256', SECRET)
    .update(`${delivery.headers[TIMESTAMP_HEADER]}.`)
    .update(delivery.rawBody)
    .digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
  return JSON.parse(delivery.rawBody.toString('utf8'));
}

const library = (delivery: (typeof deliveries)[number]): unknown => parseWebhook({ secret: SECRET, ...delivery });

function opsPerSecond(run: (delivery: (typeof deliveries)[number]) => unknown): number {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < PER_ROUND; i++) sink += run(deliveries[i % deliveries.length]!) ? 1 : 0;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (sink !== PER_ROUND) throw new Error('a delivery did not verify');
  return PER_ROUND / seconds;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (let i = 0; i < 2; i++) {
  // warm-up: JIT both paths
  opsPerSecond(raw);
  opsPerSecond(library);
}
const rawRuns: number[] = [];
const libraryRuns: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  if (round % 2 === 0) {
    rawRuns.push(opsPerSecond(raw));
    libraryRuns.push(opsPerSecond(library));
  } else {
    libraryRuns.push(opsPerSecond(library));
    rawRuns.push(opsPerSecond(raw));
  }
}

const rawOps = median(rawRuns);
const libraryOps = median(libraryRuns);
const ratio = libraryOps / rawOps;
const sizes = deliveries.map((d) => d.rawBody.length).join('/');
console.log(
  `payloads: ${deliveries.length} document examples (${sizes} bytes), ${ROUNDS} rounds x ${PER_ROUND} deliveries, medians`,
);
console.log(`raw createHmac + timingSafeEqual + JSON.parse: ${Math.round(rawOps).toLocaleString('en-US')} ops/s`);
console.log(
  `parseWebhook (verify + window + parse + validate): ${Math.round(libraryOps).toLocaleString('en-US')} ops/s`,
);
console.log(`ratio: ${ratio.toFixed(2)}x of raw (target >= 0.80x) ${ratio >= 0.8 ? 'OK' : 'BELOW TARGET'}`);
