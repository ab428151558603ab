/**
 * The contract results model: one verdict rule, totals computed in one place, and the JSON report's
 * field names pinned (they are a published interface: docs/contract-tests.md).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CaseResult,
  type CheckResult,
  caseVerdict,
  type ContractResults,
  declaredKeyFor,
  type StatusCoverage,
  statusCoverage,
  unseenStatuses,
} from './contract-results.js';
import { sampleCase, sampleResults } from './test-results.js';

describe('the contract results model', () => {
  it('fails a case when a check failed or a failure was recorded, skips it when it was not exercised', () => {
    expect(caseVerdict({ exercised: { state: 'passed' }, bodyValid: { state: 'mock', reason: 'x' } }, [])).toBe(
      'passed',
    );
    expect(caseVerdict({ exercised: { state: 'passed' }, fixture: { state: 'failed', reason: 'x' } }, [])).toBe(
      'failed',
    );
    expect(caseVerdict({ exercised: { state: 'passed' } }, ['the test failed'])).toBe('failed');
    expect(caseVerdict({ exercised: { state: 'skipped', reason: 'writes need S2S_LIVE_WRITES=1' } }, [])).toBe(
      'skipped',
    );
  });

  it('fails the run when a case or a run check failed, and counts cases and statuses', () => {
    const passing = sampleResults([sampleCase()]);
    expect(passing.verdict).toBe('passed');
    expect(passing.totals).toEqual({
      operations: { total: 1, passed: 1, failed: 0, skipped: 0 },
      webhooks: { total: 0, passed: 0, failed: 0, skipped: 0 },
      statuses: { declared: 2, seen: 1 },
    });
    const stale = { id: 'fixtures-current', title: 'fixtures match the document', state: 'failed' as const };
    expect(sampleResults([sampleCase()], [stale]).verdict).toBe('failed');
    expect(sampleResults([sampleCase({ failures: ['x'] })]).verdict).toBe('failed');
  });

  it('files each status seen under the declared key that covers it', () => {
    expect(declaredKeyFor(['200', '2XX', 'default'], 200)).toBe('200');
    expect(declaredKeyFor(['200', '2XX'], 201)).toBe('2XX');
    expect(declaredKeyFor(['200', 'default'], 503)).toBe('default');
    expect(declaredKeyFor(['200'], 503)).toBeUndefined();
    expect(statusCoverage(['201', '422', '401'], [422, 201, 500, 422])).toEqual([
      { status: '201', declared: true, seen: [201] },
      { status: '401', declared: true, seen: [] },
      { status: '422', declared: true, seen: [422] },
      { status: '500', declared: false, seen: [500] },
    ]);
  });

  it('says how each status was produced, once per way, and which declared ones were never seen', () => {
    const produced = [
      { code: 201, trigger: 'sample', how: 'the sample request', natural: true },
      { code: 401, trigger: 'nokey', how: 'no key', natural: true },
      { code: 401, trigger: 'nokey', how: 'no key', natural: true },
      { code: 503, trigger: 'inject', how: 'injected (emu.inject)', natural: false },
    ];
    const statuses = statusCoverage(['201', '401', '409', '503'], [201, 401, 401, 503], produced);
    expect(statuses).toEqual([
      { status: '201', declared: true, seen: [201], produced: [produced[0]] },
      { status: '401', declared: true, seen: [401], produced: [produced[1]] },
      { status: '409', declared: true, seen: [] },
      { status: '503', declared: true, seen: [503], produced: [produced[3]] },
    ]);
    expect(unseenStatuses({ statuses })).toEqual(['409']);
  });

  it('keeps the JSON field names stable', () => {
    const results = JSON.parse(JSON.stringify(sampleResults([sampleCase()]))) as Record<string, unknown>;
    expect(Object.keys(results)).toEqual([
      'version',
      'tool',
      'verdict',
      'target',
      'against',
      'document',
      'durationSeconds',
      'cases',
      'runChecks',
      'totals',
      'notes',
    ]);
    expect(results.version).toBe(1);
    const [first] = results.cases as Record<string, unknown>[];
    expect(Object.keys(first!).sort()).toEqual(
      [
        'kind',
        'key',
        'method',
        'path',
        'verdict',
        'checks',
        'statuses',
        'failures',
        'findings',
        'durationSeconds',
      ].sort(),
    );
    expectTypeOf<keyof CaseResult['checks']>().toEqualTypeOf<
      'exercised' | 'noViolation' | 'bodyValid' | 'validated' | 'fixture'
    >();
    expectTypeOf<CheckResult>().toEqualTypeOf<{
      state: 'passed' | 'failed' | 'skipped' | 'mock';
      reason?: string;
      details?: string[];
    }>();
    expectTypeOf<StatusCoverage>().toEqualTypeOf<{
      status: string;
      declared: boolean;
      seen: number[];
      produced?: { code: number; trigger: string; how: string; natural: boolean }[];
    }>();
    expectTypeOf<ContractResults['runChecks'][number]>().toEqualTypeOf<{
      id: string;
      title: string;
      state: 'passed' | 'failed';
      reason?: string;
      durationSeconds?: number;
    }>();
  });
});
