/**
 * The whole contract suite run as a maintainer types it (`contract`, the command `npm start` runs),
 * in two situations the table used to contradict the verdict in:
 *
 * - after a spec bump with one real defect: every fixture recorded against an older version and
 *   the createOrder fixture without `order_id`. The run must fail, mark createOrder's fixture NO,
 *   count it failed, and say "stale" once, with the command that refreshes the fixtures;
 * - live (`contract --live`), against a real server (here a second Prism mock of the document, so
 *   nothing leaves the machine), without writes: it must pass, and every check it did not make
 *   reads `-`, never `yes`.
 *
 * Both runs use their own fixtures and run folders (CONTRACT_FIXTURES_DIR, CONTRACT_RUN_DIR), with
 * CI=true, so no colour may appear in their output.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../mock-server/start-mock.js';
import type { ContractResults } from '../report/contract-results.js';
import { listOperations, loadDocument, OPENAPI_JSON } from '../support/document.js';
import { FIXTURES_DIR } from '../support/paths.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = createRequire(join(ROOT, 'package.json')).resolve('tsx');
const work = mkdtempSync(join(tmpdir(), 'suite-run-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
  results: ContractResults;
}

function contract(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  const runDir = join(work, `${name}-run`);
  const report = join(work, `${name}.json`);
  const argv = [
    '--import',
    TSX,
    'contract-tests/cli.ts',
    'contract',
    ...args,
    '--reporter',
    'json',
    '--output',
    report,
  ];
  return new Promise((resolve, reject) => {
    const { FORCE_COLOR: _force, NO_COLOR: _no, ...inherited } = process.env;
    const child = spawn(process.execPath, argv, {
      cwd: ROOT,
      env: { ...inherited, CI: 'true', CONTRACT_RUN_DIR: runDir, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({ code, output, results: JSON.parse(readFileSync(report, 'utf8')) as ContractResults }),
    );
  });
}

/** The fixtures as a bump leaves them: all recorded against an older version, createOrder's broken. */
function bumpedFixtures(): string {
  const dir = join(work, 'fixtures');
  cpSync(FIXTURES_DIR, dir, { recursive: true });
  for (const sub of ['operations', 'webhooks', 'negative']) {
    for (const name of readdirSync(join(dir, sub))) {
      const file = join(dir, sub, name);
      const fixture = JSON.parse(readFileSync(file, 'utf8'));
      fixture.documentVersion = '2026.01.01';
      if (name === 'createOrder.json') delete fixture.response.body.order_id;
      writeFileSync(file, JSON.stringify(fixture, null, 2));
    }
  }
  return dir;
}

const row = (output: string, key: string) => output.split('\n').find((line) => line.startsWith(`${key} `)) ?? '';
const operations = listOperations(loadDocument());
const RUN_TIMEOUT = 180_000;
/** Starts every ANSI colour sequence. */
const ESC = String.fromCharCode(27);

let bump: Run;
let live: Run;
beforeAll(async () => {
  const upstream = await startMockServer({ document: OPENAPI_JSON, log: new PassThrough().resume() });
  try {
    [bump, live] = await Promise.all([
      contract('bump', [], { CONTRACT_FIXTURES_DIR: bumpedFixtures() }),
      contract('live', ['--live'], { S2S_BASE_URL: upstream.url, S2S_API_KEY: 'sk_test_suite_run_fake_key' }),
    ]);
  } finally {
    await upstream.close();
  }
}, RUN_TIMEOUT);

describe('the contract suite run', () => {
  it('after a bump with one real defect: fails, marks it NO, and reports the stale fixtures in one line', () => {
    expect(bump.code, bump.output).toBe(1);
    expect(row(bump.output, 'createOrder')).toMatch(/^createOrder\s+yes\s+yes\s+yes\s+yes\s+NO\s/);
    expect(bump.output).toMatch(/^operations: 42 passed, 1 failed, 0 skipped; webhooks: 4 passed, 0 failed/m);
    expect(bump.output).toMatch(/^ {2}createOrder: fixture: .*must have required property 'order_id'$/m);
    const stale = bump.output.split('\n').filter((line) => /2026\.01\.01/.test(line));
    // Once in the table's run checks, once in vitest's own report of the failed test: never per fixture.
    expect(stale.filter((line) => line.includes('npm run fixtures:record')).length).toBeLessThanOrEqual(3);
    expect(bump.output).toMatch(
      /^ {2}all 85 recorded fixtures were taken against 2026\.01\.01, .*`npm run fixtures:record`$/m,
    );
    expect(bump.output).toMatch(/^contract run: FAILED \(1 failed, 1 run check failed\)$/m);
    expect(bump.results.verdict).toBe('failed');
    expect(bump.results.cases.filter((c) => c.verdict === 'failed').map((c) => c.key)).toEqual(['createOrder']);
    expect(bump.output).not.toContain(ESC);
  });

  it('gives every case and run check the time its tests took', () => {
    const timed = [...bump.results.cases, ...bump.results.runChecks.filter((c) => c.id !== 'other-tests')];
    for (const item of timed) expect(item.durationSeconds, 'key' in item ? item.key : item.id).toBeGreaterThan(0);
    const seconds = new Set(bump.results.cases.map((c) => c.durationSeconds));
    expect(seconds.size).toBeGreaterThan(bump.results.cases.length / 2); // each its own, not one figure shared
  });

  it('live without writes: passes, and a check it did not make is never yes', () => {
    expect(live.code, live.output).toBe(0);
    const reads = operations.filter((o) => o.method === 'get').length;
    const total = operations.length;
    expect(live.output).toContain(`operations: ${reads} passed, 0 failed, ${total - reads} skipped`);
    expect(row(live.output, 'listPayments')).toMatch(/^listPayments\s+yes\s+yes\s+yes\s+-\s+yes\s/);
    expect(row(live.output, 'createOrder')).toMatch(/^createOrder\s+-\s+-\s+-\s+-\s+yes\s/);
    expect(live.output).toMatch(/^contract run: PASSED$/m);
    const validated = live.results.cases.map((c) => c.checks.validated?.state);
    expect(new Set(validated)).toEqual(new Set(['skipped', 'passed'])); // webhooks' proof needs no server
    expect(live.output).not.toContain(ESC);
  });
});
