/**
 * The contract run's reports, all read from one `ContractResults`: a table cell says `yes` only for
 * a check that ran and passed, the totals and the verdict are the results' own, and JUnit, GitHub
 * and Markdown say the same thing as the table.
 */
import { describe, expect, it } from 'vitest';
import { type CaseResult, statusCoverage } from './contract-results.js';
import { formatContractGithub } from './format-contract-github.js';
import { formatContractJunit } from './format-contract-junit.js';
import { formatContractMarkdown } from './format-contract-markdown.js';
import { formatContractTable } from './format-contract-table.js';
import { sampleCase, sampleResults } from './test-results.js';

const passed = { state: 'passed' } as const;
const allPassed: CaseResult['checks'] = {
  exercised: passed,
  noViolation: passed,
  bodyValid: passed,
  validated: passed,
  fixture: passed,
};
const badFixture = sampleCase({
  checks: {
    ...allPassed,
    fixture: {
      state: 'failed',
      reason: "operations/createOrder.json: response body: must have required property 'order_id'",
    },
  },
});
const listing = sampleCase({ key: 'listPayments', method: 'GET', path: '/v1/payments', checks: allPassed });
const liveOnly = sampleCase({
  key: 'getCoupon',
  method: 'GET',
  path: '/v1/coupons/{coupon_id}',
  checks: {
    ...allPassed,
    validated: { state: 'skipped', reason: 'broken requests are never sent to a real environment' },
  },
});
const writeSkipped = sampleCase({
  key: 'createCoupon',
  checks: {
    exercised: { state: 'skipped', reason: 'writes are sent to a real environment only with S2S_LIVE_WRITES=1' },
  },
});
const webhook = sampleCase({ kind: 'webhook', key: 'item.add', method: 'POST', path: 'item.add', checks: allPassed });
const row = (table: string, key: string) => table.split('\n').find((line) => line.startsWith(`${key} `)) ?? '';

describe('the contract table', () => {
  it('marks a check NO when it failed, and counts the case failed in the totals and the verdict', () => {
    const results = sampleResults([badFixture, listing, webhook]);
    const table = formatContractTable(results);
    expect(row(table, 'createOrder')).toMatch(/^createOrder\s+yes\s+yes\s+yes\s+yes\s+NO\s+2XX \(1\/2\)$/);
    expect(table).toContain('operations: 1 passed, 1 failed, 0 skipped; webhooks: 1 passed, 0 failed, 0 skipped');
    expect(table).toContain(
      "  createOrder: fixture: operations/createOrder.json: response body: must have required property 'order_id'",
    );
    expect(table.trimEnd().split('\n').at(-1)).toBe('contract run: FAILED (1 failed)');
    expect(results.verdict).toBe('failed');
  });

  it('shows a check skipped on purpose as -, never yes, and passes a run whose every check that ran passed', () => {
    const results = sampleResults([liveOnly, writeSkipped]);
    const table = formatContractTable(results);
    expect(row(table, 'getCoupon')).toMatch(/^getCoupon\s+yes\s+yes\s+yes\s+-\s+yes\s/);
    expect(row(table, 'createCoupon')).toMatch(/^createCoupon\s+-\s+-\s+-\s+-\s+-\s/);
    expect(table).toContain('operations: 1 passed, 0 failed, 1 skipped');
    expect(table.trimEnd().split('\n').at(-1)).toBe('contract run: PASSED');
  });

  it('lists a failed run check once, and fails the verdict on it alone', () => {
    const stale =
      'all 84 recorded fixtures were taken against 2026.01.01, the document is 2026.08.27: refresh them with `npm run fixtures:record`';
    const results = sampleResults(
      [listing],
      [{ id: 'fixtures-current', title: 'fixtures current', state: 'failed', reason: stale }],
    );
    const table = formatContractTable(results);
    expect(table.split('\n').filter((line) => line.includes('recorded fixtures'))).toEqual([`  ${stale}`]);
    expect(table.trimEnd().split('\n').at(-1)).toBe('contract run: FAILED (1 run check failed)');
  });
});

describe('the status section of the table', () => {
  const produced = (code: number, trigger: string, how: string, natural = true) => ({ code, trigger, how, natural });
  const emulatorCase = sampleCase({
    key: 'getCoupon',
    method: 'GET',
    path: '/v1/coupons/{coupon_id}',
    checks: allPassed,
    statuses: statusCoverage(
      ['200', '401', '404', '409', '503'],
      [200, 401, 200, 503],
      [
        produced(200, 'sample', 'the sample request'),
        produced(401, 'nokey', 'no key'),
        produced(503, 'inject', 'injected (emu.inject): no natural trigger for this status', false),
      ],
    ),
  });
  const creating = sampleCase({
    key: 'createCoupon',
    checks: allPassed,
    statuses: statusCoverage(['201', '422'], [201]),
  });

  it('shows, per operation and status, the trigger that produced it, NO where none did, . where undeclared', () => {
    const table = formatContractTable(sampleResults([emulatorCase, creating]));
    const lines = table.split('\n');
    const at = lines.indexOf('How each declared status was produced (operation x status):');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^\s+200\s+201\s+401\s+404\s+409\s+422\s+503$/);
    expect(lines[at + 2]).toMatch(/^getCoupon\s+sample\s+\.\s+nokey\s+NO\s+NO\s+\.\s+inject$/);
    // A status seen without a recorded way (the mock run's operations test) reads `seen`.
    expect(lines[at + 3]).toMatch(/^createCoupon\s+\.\s+seen\s+\.\s+\.\s+\.\s+NO\s+\.$/);
    expect(table).toContain(
      'Injected (1):\n  503, injected (emu.inject): no natural trigger for this status: getCoupon\n',
    );
  });

  it('is left out of a run that does not say how statuses were produced', () => {
    expect(formatContractTable(sampleResults([creating]))).not.toContain('How each declared status');
  });
});

describe('the contract reports', () => {
  const results = sampleResults(
    [badFixture, listing, writeSkipped, webhook],
    [
      {
        id: 'fixtures-current',
        title: 'recorded fixtures match the document version',
        state: 'passed',
        durationSeconds: 0.0042,
      },
    ],
  );

  it('JUnit: one test case per operation and webhook, each with its time, failing with the reason, skipped with why', () => {
    const xml = formatContractJunit(results);
    expect(xml.match(/<testcase /g)).toHaveLength(5);
    expect(xml).toContain('<testsuite name="operations" tests="3" failures="1" errors="0" skipped="1" time="0.750">');
    expect(xml).toContain('<testsuite name="webhooks" tests="1" failures="0" errors="0" skipped="0" time="0.250">');
    expect(xml).toMatch(
      /<testcase name="createOrder" classname="contract.operations" time="0.250">\n {6}<failure message="fixture: operations\/createOrder.json: response body: must have required property &apos;order_id&apos;"/,
    );
    expect(xml).toContain('<skipped message="writes are sent to a real environment only with S2S_LIVE_WRITES=1"/>');
    expect(xml).toContain(
      '<testcase name="recorded fixtures match the document version" classname="contract.run" time="0.004"/>',
    );
  });

  it('GitHub: an error annotation per failed case, titled with it, and a notice with the verdict', () => {
    expect(formatContractGithub(results).split('\n')).toEqual([
      "::error title=contract%3A createOrder (POST /v1/orders)::fixture: operations/createOrder.json: response body: must have required property 'order_id'",
      '::notice title=contract run%3A FAILED (1 failed)::operations: 1 passed, 1 failed, 1 skipped; webhooks: 1 passed, 0 failed, 0 skipped',
      '',
    ]);
  });

  it('Markdown: verdict, totals and failures first, the table folded away', () => {
    const markdown = formatContractMarkdown(results);
    expect(markdown.split('\n').slice(0, 7)).toEqual([
      '**contract run: FAILED** on Game Commerce S2S API 2026.08.27 (embedded Prism mock, 1.5 s)',
      '',
      'operations: 1 passed, 1 failed, 1 skipped; webhooks: 1 passed, 0 failed, 0 skipped; declared statuses seen: 4 of 8.',
      '',
      '### Failures (1)',
      '',
      "- `createOrder`: fixture: operations/createOrder.json: response body: must have required property 'order\\_id'",
    ]);
    expect(markdown).toContain('<details><summary>Coverage table</summary>');
  });
});
