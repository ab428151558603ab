/**
 * `npx tsx scripts/bench/webhook-receive-callgrind.ts <receiver> [warm-up] [counted]` (on Node 24:
 * `PATH="$(.ci/install-node 24.21.0):$PATH" ...`; needs `valgrind`, `apt-get install -y valgrind`)
 *
 * Instructions per delivery of one receiver of webhook-receive.ts, counted by valgrind's callgrind,
 * which the noise of a shared machine does not move. The receiver runs under callgrind in its own
 * process; this one sends `warm-up` deliveries (default 3000, so the JIT has settled), zeroes the
 * counters (`callgrind_control -z`), sends `counted` more (default 3000) and dumps them
 * (`callgrind_control -d`), 10 connections at a time through autocannon. Prints instructions per
 * delivery on the main thread and on all threads (the garbage collector's helpers included: that
 * figure moves with whether a major collection falls inside the window). Slow: a receiver runs
 * about a hundred times slower under callgrind. Compare receivers run the same way, e.g.
 * `hand-written` against `memory-empty`. The dump stays in the OS temp folder for
 * `callgrind_annotate`.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_SECRET, bundleReceivers, signDeliveries } from './webhook-receive-support.js';

const receiver = process.argv[2];
const warmUp = Number(process.argv[3] ?? 3000);
const counted = Number(process.argv[4] ?? 3000);
if (receiver === undefined) throw new Error('usage: webhook-receive-callgrind.ts <receiver> [warm-up] [counted]');

const bundle = await bundleReceivers(`webhook-receive-callgrind-${receiver}`);
const prefix = `gcs2s-callgrind-${receiver}-${process.pid}`;
const child = spawn(
  'valgrind',
  [
    '--tool=callgrind',
    `--callgrind-out-file=${join(tmpdir(), `${prefix}.out`)}`,
    // V8 writes and rewrites its machine code; callgrind must notice.
    '--smc-check=all-non-file',
    '--separate-threads=yes',
    process.execPath,
    bundle,
    receiver,
  ],
  { stdio: ['ignore', 'inherit', 'ignore', 'ipc'], env: { ...process.env, BENCH_SECRET } },
);
const [{ port }] = (await once(child, 'message')) as [{ port: number }];

async function send(count: number): Promise<void> {
  const pool = signDeliveries(count);
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: 10,
    amount: count,
    method: 'POST',
    timeout: 600,
    requests: [
      {
        setupRequest: (request) => {
          const delivery = pool[next++]!;
          request.headers = delivery.headers;
          request.body = delivery.body;
          return request;
        },
      },
    ],
  });
  if (result['2xx'] !== count) throw new Error(`${receiver}: ${result['2xx']} of ${count} deliveries answered 2xx`);
}

await send(warmUp);
execFileSync('callgrind_control', ['-z', String(child.pid)], { stdio: 'ignore' });
await send(counted);
execFileSync('callgrind_control', ['-d', String(child.pid)], { stdio: 'ignore' });
child.send('stop');
await once(child, 'exit');

// The dump of the counted window is part 1, one file per thread (-01 is the main thread).
const dumps = readdirSync(tmpdir()).filter((file) => file.startsWith(`${prefix}.out.1-`));
let main = 0;
let all = 0;
for (const file of dumps) {
  const instructions = Number(/^summary: (\d+)/m.exec(readFileSync(join(tmpdir(), file), 'utf8'))?.[1] ?? 0);
  all += instructions;
  if (file.endsWith('-01')) main = instructions;
}
const perDelivery = (instructions: number) => Math.round(instructions / counted).toLocaleString('en-US');
console.log(
  `${receiver} on Node ${process.versions.node}: ${perDelivery(main)} instructions per delivery on the main thread, ` +
    `${perDelivery(all)} on all threads (${counted} deliveries counted after ${warmUp} of warm-up; ` +
    `dumps: ${join(tmpdir(), `${prefix}.out.1-*`)})`,
);
