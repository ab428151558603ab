/**
 * Folding the suite's records into results: a check the run had to make and never recorded fails
 * ("did not run"), while a check a target does not make on purpose (the emulator run leaves the
 * recorded fixtures to the mock run) is skipped with its reason, and does not fail the run.
 */
import { describe, expect, it } from 'vitest';
import type { CoverageRecord, RunRecord } from '../support/coverage.js';
import { listOperations, listWebhooks, loadDocument } from '../support/document.js';
import { type SuiteRunInfo, suiteResults } from '../support/suite-results.js';

const document = loadDocument();
const passed = { state: 'passed' } as const;
/** Every case exercised and passing every check but the fixture one. */
const records: CoverageRecord[] = [
  ...listOperations(document).map((o) => ({ kind: 'operation' as const, key: o.operationId })),
  ...listWebhooks(document).map((w) => ({ kind: 'webhook' as const, key: w.path })),
].map((c) => ({ ...c, checks: { exercised: passed, noViolation: passed, bodyValid: passed, validated: passed } }));
const info: SuiteRunInfo = {
  target: 'emulator',
  against: 'embedded emulator',
  durationSeconds: 1,
  failedTests: [],
  errors: [],
};

describe('suiteResults', () => {
  it('fails a check that never ran', () => {
    const results = suiteResults(document, records, info);
    expect(results.verdict).toBe('failed');
    expect(results.cases[0]!.checks.fixture).toEqual({ state: 'failed', reason: 'did not run' });
  });

  it('skips, with its reason, a check the target does not make, and passes', () => {
    const reason = 'the recorded fixtures are checked by the mock run (contract)';
    const results = suiteResults(document, records, { ...info, notMade: { fixture: reason } });
    expect(results.cases).toHaveLength(47);
    expect(
      results.cases.every((c) => c.checks.fixture?.state === 'skipped' && c.checks.fixture.reason === reason),
    ).toBe(true);
    expect(results.verdict).toBe('passed');
  });

  it('gives each case and run check the time of the tests that recorded it, summed over them', () => {
    const [first, second] = listOperations(document);
    const timed: (CoverageRecord | RunRecord)[] = [
      ...records,
      { kind: 'operation', key: first!.operationId, durationMs: 120 },
      { kind: 'operation', key: first!.operationId, durationMs: 30 },
      { kind: 'operation', key: second!.operationId, durationMs: 7 },
      { kind: 'run', check: { id: 'fixtures-version', title: 'fixtures', state: 'passed' }, durationMs: 40 },
    ];
    const results = suiteResults(document, timed, info);
    expect(results.cases.slice(0, 3).map((c) => c.durationSeconds)).toEqual([0.15, 0.007, 0]);
    expect(results.runChecks.find((c) => c.id === 'fixtures-version')?.durationSeconds).toBe(0.04);
  });

  it('with everyStatus, fails an operation that left a declared status unproduced, and names it', () => {
    const reason = 'the recorded fixtures are checked by the mock run (contract)';
    const every = { ...info, notMade: { fixture: reason }, everyStatus: true };
    const [first] = listOperations(document);
    const declared = Object.keys(first!.operation.responses).map(Number).filter(Number.isInteger);
    const allButOne = declared.slice(0, -1);
    const withStatuses = records.map((r) =>
      r.kind === 'operation' ? { ...r, statuses: r.key === first!.operationId ? allButOne : declared } : r,
    );
    // Operations other than the first declare ranges or other codes: only the first is checked here.
    const results = suiteResults(document, withStatuses, every);
    const mine = results.cases.find((c) => c.key === first!.operationId)!;
    expect(mine.verdict).toBe('failed');
    expect(mine.failures).toEqual([`statuses: declared but never produced: ${declared.at(-1)}`]);
    const without = suiteResults(document, withStatuses, { ...every, everyStatus: false });
    expect(without.cases.find((c) => c.key === first!.operationId)!.verdict).toBe('passed');
  });
});
