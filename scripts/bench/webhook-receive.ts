/**
 * `npx tsx scripts/bench/webhook-receive.ts [rounds] [seconds] [--only a,b] [--connections n] [--warmup s]` (on Node 24:
 * `PATH="$(.ci/install-node 24.21.0):$PATH" npx tsx scripts/bench/webhook-receive.ts`)
 *
 * The webhook receiver measured the way a load generator sees it. Every receiver runs in
 * a process of its own on 127.0.0.1 (webhook-receive-server.ts); this process is the load generator
 * (autocannon, 10 connections, keep-alive), sending item.add deliveries that are each a new event
 * and were all signed before the round started, so signing costs the load generator nothing.
 * Receivers, with the baseline each is compared with:
 * - hand-written: raw body, `createHmac` + `timingSafeEqual`, `JSON.parse`, 200. The baseline.
 * - control: the same hand-written receiver in a second process. Its ratio to the first is the
 *   noise floor of the run: a difference no larger than the control's tells nothing.
 * - parser: the hand-written server with `parseWebhook` (verify, replay window, validation)
 *   instead of its HMAC and `JSON.parse`; for attribution, no target.
 * - memory-empty: `createNodeMiddleware(createWebhookHandler(...))` with the default memory store,
 *   emptied after the warm-up (a round stays below its 100,000-event cap); memory-cap: the same
 *   store filled to its cap, so each new event evicts the oldest. Target: at most 1.3x the
 *   hand-written receiver's server CPU per request, and a p99 latency within 1 ms of its own.
 * - redis-store vs hand-written + one raw `SET NX PX`, postgres-store vs hand-written + one raw
 *   `INSERT ... ON CONFLICT DO NOTHING` (each on a key prefix or schema of its own, removed at the
 *   end), for information: they make two writes per event (claim, then record) where the
 *   baseline makes one. Where Redis or PostgreSQL does not answer, one line says so and both of
 *   its rows are skipped.
 *
 * Method: where the machine allows it, this process is pinned to CPU 0 and every receiver to CPU 1
 * (cpu-pinning.ts). Every round runs each receiver once, in a process started for that round
 * (`measureFresh`: `--warmup` seconds of warm-up, 3 by default, then `seconds` measured), in an
 * order that rotates each round, so drift, other load and the luck of a process's start hit all of
 * them alike. Server CPU per request is the receiver's own `process.cpuUsage()` (user + system, all
 * threads) over the round, read over IPC, divided by the answers; "other threads" is the part not
 * spent on its main thread (Linux only): V8's JIT compilers and garbage collector helpers, which
 * shows whether the warm-up let the JIT settle. Ratios are taken within a round and their median
 * (and interquartile range) printed; p50 and p99 are autocannon's latencies, median over rounds. The load average is printed before and
 * after, and the load generator's own CPU use, since a saturated load generator would hide the
 * receivers' differences. This prints numbers only; no test asserts on timing.
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { describePinning, forkServer, pinLoadGenerator } from './cpu-pinning.js';
import { BENCH_SECRET, bundleReceivers, signDeliveries } from './webhook-receive-support.js';
import { DATABASE_URL, probeService, REDIS_URL } from '../../test/support/stores/services.js';

const args = process.argv.slice(2);
/** Removes `--name value` from the arguments and returns the value. */
const option = (name: string): string | undefined => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const only = option('--only')?.split(',');
const CONNECTIONS = Number(option('--connections') ?? 10);
/**
 * Seconds of load before each measured round. Three, because V8 is still compiling the receivers'
 * hot code after one: sampled a second at a time after a 1 s warm-up, the Redis store receiver's
 * helper threads used 20.7, 9.5, then 1-3 µs a request (hand-written + SET: 12.9, 2.4, then 0-1).
 * A receiver in service compiles once in its life, so that cost is not what the targets are about.
 */
const WARMUP_SECONDS = Number(option('--warmup') ?? 3);
const rounds = Number(args[0] ?? 12);
const seconds = Number(args[1] ?? 2);
const AUTOCANNON_VERSION = '9.0.0';

interface Receiver {
  name: string;
  baseline?: string;
  /** Most CPU per request as a ratio to the baseline, and most p99 latency above the baseline's. */
  target?: { cpu: number; p99OverMs: number };
  service?: 'redis' | 'postgres';
}
const RECEIVERS: Receiver[] = [
  { name: 'hand-written' },
  { name: 'control', baseline: 'hand-written' },
  { name: 'parser', baseline: 'hand-written' },
  { name: 'memory-empty', baseline: 'hand-written', target: { cpu: 1.3, p99OverMs: 1 } },
  { name: 'memory-cap', baseline: 'hand-written', target: { cpu: 1.3, p99OverMs: 1 } },
  { name: 'hand-written+redis', service: 'redis' },
  { name: 'redis-store', baseline: 'hand-written+redis', service: 'redis' },
  { name: 'hand-written+postgres', service: 'postgres' },
  { name: 'postgres-store', baseline: 'hand-written+postgres', service: 'postgres' },
];

interface Sample {
  rps: number;
  cpuUs: number;
  /** CPU per request off the main thread; undefined where it cannot be read. */
  otherThreadsUs: number | undefined;
  p50: number;
  p99: number;
}

const SERVER_BUNDLE = await bundleReceivers();
const PINNING = pinLoadGenerator();

/** One receiver process and a request/answer channel to it (one question at a time). */
class ReceiverProcess {
  readonly child: ChildProcess;
  port = 0;
  constructor(readonly receiver: Receiver) {
    this.child = forkServer(PINNING, SERVER_BUNDLE, [receiver.name], { ...process.env, BENCH_SECRET });
  }
  async ready(): Promise<void> {
    const [message] = (await once(this.child, 'message')) as [{ port: number }];
    this.port = message.port;
  }
  async ask<T>(question: string): Promise<T> {
    this.child.send(question);
    return ((await once(this.child, 'message')) as [T])[0];
  }
  async cpuMicros(): Promise<{ total: number; mainThread: number | null }> {
    const { cpu, mainThread } = await this.ask<{ cpu: NodeJS.CpuUsage; mainThread: number | null }>('cpu');
    return { total: cpu.user + cpu.system, mainThread };
  }
  async stop(): Promise<void> {
    this.child.send('stop');
    await once(this.child, 'exit');
  }
}

/**
 * Highest rate seen per receiver, to size the next pool of signed deliveries. A pool is sized by
 * the fastest receiver seen so far, not this one's own peak: a receiver that ran slowly in the
 * warm-up would otherwise run out and sign during its round, on the load generator's time.
 */
const peakRps = new Map<string, number>();
const poolRps = (): number => Math.max(30_000, ...peakRps.values());

async function runOnce(target: ReceiverProcess, runSeconds: number): Promise<Sample & { generatorCpu: number }> {
  const name = target.receiver.name;
  const pool = signDeliveries(Math.ceil(poolRps() * runSeconds * 3) + 2000);
  let next = 0;
  let signedLate = 0;
  if (name === 'memory-empty') await target.ask('reset');
  const cpuBefore = await target.cpuMicros();
  const generatorBefore = process.cpuUsage();
  // autocannon's own latency histogram counts whole milliseconds; these are exact.
  const latencies: number[] = [];
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${target.port}/`,
      connections: CONNECTIONS,
      duration: runSeconds,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => {
            let delivery = pool[next++];
            if (delivery === undefined) {
              signedLate++;
              [delivery] = signDeliveries(1) as [(typeof pool)[number]];
            }
            request.headers = delivery.headers;
            request.body = delivery.body;
            return request;
          },
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on('response', (_client, _status, _bytes, responseTime: number) => latencies.push(responseTime));
  const result = await done;
  const generator = process.cpuUsage(generatorBefore);
  const cpuAfter = await target.cpuMicros();
  const answered = result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors in ${answered}`);
  }
  if (signedLate > 0)
    console.warn(`(${name}: the pool ran out; ${signedLate} deliveries were signed during the round)`);
  const rps = answered / result.duration;
  peakRps.set(name, Math.max(peakRps.get(name) ?? 0, rps));
  return {
    rps,
    cpuUs: (cpuAfter.total - cpuBefore.total) / answered,
    otherThreadsUs:
      cpuAfter.mainThread === null || cpuBefore.mainThread === null
        ? undefined
        : (cpuAfter.total - cpuBefore.total - (cpuAfter.mainThread - cpuBefore.mainThread)) / answered,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    generatorCpu: (generator.user + generator.system) / (result.duration * 1e6),
  };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.ceil(at)]! - sorted[low]!) * (at - low);
}
const median = (values: number[]) => quantile(values, 0.5);

// --- Start the receivers whose services answer.
const unreachable = new Map<string, string>();
for (const [service, url] of [
  ['redis', REDIS_URL],
  ['postgres', DATABASE_URL],
] as const) {
  const probe = await probeService(service, url);
  if (probe.unavailable) unreachable.set(service, `${url} is unreachable (${probe.unavailable})`);
}
const chosen = RECEIVERS.filter(
  (receiver) =>
    (only === undefined || only.includes(receiver.name)) &&
    (receiver.service === undefined || !unreachable.has(receiver.service)),
);

/**
 * One round of one receiver in a process of its own, started for it: warmed up (JIT, connections;
 * see WARMUP_SECONDS), measured for `runSeconds`, stopped. Two processes of the very same receiver
 * can differ by up to 18 % in CPU per request for their whole life (pinned, in the same run), so a
 * process kept for every round would fix that draw into every ratio; a fresh one per round spreads
 * it over the rounds, where the median absorbs it.
 */
async function measureFresh(receiver: Receiver, runSeconds: number) {
  const target = new ReceiverProcess(receiver);
  await target.ready();
  try {
    await runOnce(target, WARMUP_SECONDS);
    return await runOnce(target, runSeconds);
  } finally {
    await target.stop();
  }
}

const loadBefore = loadavg();
console.log(
  `webhook receive on Node ${process.versions.node}: each receiver in its own process on 127.0.0.1, autocannon ${AUTOCANNON_VERSION} ` +
    `(${CONNECTIONS} connections) in this one; ${rounds} interleaved rounds of ${seconds} s per receiver after ${WARMUP_SECONDS} s of warm-up, every delivery a new, pre-signed item.add event`,
);
console.log(
  `load average before: ${loadBefore.map((load) => load.toFixed(2)).join(' ')} (2 cores: above 2 the figures are taken under load)`,
);
console.log(describePinning(PINNING));
for (const [service, reason] of unreachable) console.log(`skipped: the ${service} rows (${reason})`);

// --- The rounds, each receiver in a fresh process, in an order that rotates every round.
const samples = new Map<string, Sample[]>(chosen.map((receiver) => [receiver.name, []]));
let generatorPeak = 0;
for (let round = 0; round < rounds; round++) {
  const shift = round % chosen.length;
  for (const receiver of [...chosen.slice(shift), ...chosen.slice(0, shift)]) {
    const sample = await measureFresh(receiver, seconds);
    generatorPeak = Math.max(generatorPeak, sample.generatorCpu);
    samples.get(receiver.name)!.push(sample);
  }
}
const loadAfter = loadavg();

// --- Report.
const ratios = (name: string, baseline: string, pick: (sample: Sample) => number) => {
  const own = samples.get(name)!;
  const base = samples.get(baseline)!;
  return own.map((sample, round) => pick(sample) / pick(base[round]!));
};
/** Median CPU per request off the main thread, or n/a where /proc could not be read. */
const otherThreads = (own: Sample[]) => {
  const values = own.map((sample) => sample.otherThreadsUs);
  return values.includes(undefined) ? 'n/a' : `${median(values as number[]).toFixed(1)} µs`;
};
const spread = (values: number[]) =>
  `${median(values).toFixed(2)}x (${quantile(values, 0.25).toFixed(2)}-${quantile(values, 0.75).toFixed(2)})`;
console.log(
  `${'receiver'.padEnd(22)} ${'req/s'.padStart(7)}  ${'vs baseline (IQR)'.padEnd(18)} ${'CPU/req'.padStart(8)}  ${'vs baseline (IQR)'.padEnd(18)} ${'other thr.'.padStart(10)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  target`,
);
const verdicts: string[] = [];
for (const receiver of chosen) {
  const own = samples.get(receiver.name)!;
  const baseline = receiver.baseline !== undefined && samples.has(receiver.baseline) ? receiver.baseline : undefined;
  const rpsRatio = baseline ? ratios(receiver.name, baseline, (sample) => sample.rps) : undefined;
  const cpuRatio = baseline ? ratios(receiver.name, baseline, (sample) => sample.cpuUs) : undefined;
  let target = '';
  if (receiver.target && baseline && cpuRatio) {
    const p99Over =
      median(own.map((sample) => sample.p99)) - median(samples.get(baseline)!.map((sample) => sample.p99));
    const met = median(cpuRatio) <= receiver.target.cpu && p99Over <= receiver.target.p99OverMs;
    target = `<= ${receiver.target.cpu}x CPU, p99 <= +${receiver.target.p99OverMs} ms (+${p99Over.toFixed(2)} ms): ${met ? 'met' : 'NOT met'}`;
    verdicts.push(`${receiver.name} ${met ? 'met' : 'NOT met'}`);
  }
  console.log(
    [
      receiver.name.padEnd(22),
      Math.round(median(own.map((sample) => sample.rps)))
        .toLocaleString('en-US')
        .padStart(7),
      ' ',
      (rpsRatio ? spread(rpsRatio) : `baseline${baseline === undefined && receiver.baseline ? ' missing' : ''}`).padEnd(
        18,
      ),
      `${median(own.map((sample) => sample.cpuUs)).toFixed(1)} µs`.padStart(8),
      ' ',
      (cpuRatio ? spread(cpuRatio) : '').padEnd(18),
      otherThreads(own).padStart(10),
      `${median(own.map((sample) => sample.p50)).toFixed(2)} ms`.padStart(7),
      `${median(own.map((sample) => sample.p99)).toFixed(2)} ms`.padStart(7),
      ' ',
      target,
    ].join(' '),
  );
}
console.log(
  `(req/s, server CPU per request (user + system, the receiver's own process; other thr.: the part off its main thread, JIT and GC helpers), p50 and p99 latency: medians over rounds; ` +
    `ratios: median of per-round ratios to the baseline, interquartile range in brackets)`,
);
console.log(
  `load average after: ${loadAfter.map((load) => load.toFixed(2)).join(' ')}; load generator busiest round: ${Math.round(generatorPeak * 100)}% of one core` +
    (generatorPeak > 0.9 ? ' (SATURATED: requests per second are the load generator’s, not the receivers’)' : ''),
);
console.log(`targets: ${verdicts.join(', ') || 'none measured'}`);
