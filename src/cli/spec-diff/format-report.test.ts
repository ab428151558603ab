import { describe, expect, it } from 'vitest';
import { formatReport } from './format-report.js';
import type { Change } from './types.js';

const changes: Change[] = [
  {
    kind: 'parameter-added',
    severity: 'non-breaking',
    location: 'GET /v1/payments query order_by',
    message: 'optional query parameter added',
  },
  {
    kind: 'parameter-removed',
    severity: 'breaking',
    location: 'GET /v1/payments query field',
    message: 'query parameter removed',
  },
];

describe('formatReport', () => {
  it('groups breaking changes first, with counts', () => {
    expect(formatReport(changes)).toBe(
      [
        'Breaking changes (1):',
        '  - GET /v1/payments query field: query parameter removed',
        '',
        'Non-breaking changes (1):',
        '  - GET /v1/payments query order_by: optional query parameter added',
        '',
        '1 breaking, 1 non-breaking.',
        '',
      ].join('\n'),
    );
  });

  it('says so when nothing changed', () => {
    expect(formatReport([])).toBe('No changes.\n');
  });

  it('writes JSON with counts and every change', () => {
    expect(JSON.parse(formatReport(changes, 'json'))).toEqual({ breaking: 1, nonBreaking: 1, changes });
  });

  it('lists what a shared change reaches on the line below, shortened with a count', () => {
    const reaches = Array.from({ length: 9 }, (_, i) => `GET /v1/r${i}`);
    const shared: Change = {
      kind: 'enum-changed',
      severity: 'breaking',
      location: '#/components/schemas/Money currency',
      message: 'enum values added: "GBP"',
      reaches,
    };
    expect(formatReport([shared])).toBe(
      [
        'Breaking changes (1):',
        '  - #/components/schemas/Money currency: enum values added: "GBP"',
        '      reaches GET /v1/r0, GET /v1/r1, GET /v1/r2, GET /v1/r3, GET /v1/r4, GET /v1/r5 and 3 more',
        '',
        '1 breaking, 0 non-breaking.',
        '',
      ].join('\n'),
    );
  });

  it('keeps every text line within 160 characters, wrapping long ones at a space', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const long: Change = { kind: 'enum-changed', severity: 'breaking', location: 'GET /v1/x query y', message: words };
    const text = formatReport([long]);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(160);
    expect(text.replace(/\n {6}/g, ' ')).toContain(words);
  });

  it('with breakingOnly, lists only breaking changes and still counts the rest', () => {
    expect(formatReport(changes, 'text', { breakingOnly: true })).toBe(
      [
        'Breaking changes (1):',
        '  - GET /v1/payments query field: query parameter removed',
        '',
        '1 breaking, 1 non-breaking (not shown).',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(formatReport(changes, 'json', { breakingOnly: true }))).toEqual({
      breaking: 1,
      nonBreaking: 1,
      changes: [changes[1]],
    });
  });

  it('writes Markdown for a pull-request comment: summary, breaking and non-breaking sections', () => {
    const shared: Change = {
      kind: 'property-removed',
      severity: 'breaking',
      location: '#/components/schemas/Order order_id',
      message: 'property <removed> *now*',
      reaches: ['GET /v1/orders'],
    };
    expect(formatReport([changes[0] as Change, shared], 'markdown')).toBe(
      [
        '**spec diff: breaking changes found** (1 breaking, 1 non-breaking).',
        '',
        '### Breaking changes (1)',
        '',
        '- `#/components/schemas/Order order_id`: property &lt;removed> \\*now\\*',
        '  - reaches `GET /v1/orders`',
        '',
        '### Non-breaking changes (1)',
        '',
        '- `GET /v1/payments query order_by`: optional query parameter added',
        '',
      ].join('\n'),
    );
    expect(formatReport(changes.slice(0, 1), 'markdown', { breakingOnly: true })).toBe(
      [
        '**spec diff: no breaking change** (0 breaking, 1 non-breaking).',
        '',
        '### Breaking changes (0)',
        '',
        'None.',
        '',
        '1 non-breaking change not shown (--breaking-only).',
        '',
      ].join('\n'),
    );
    expect(formatReport([], 'markdown')).toBe('**spec diff: no breaking change** (0 breaking, 0 non-breaking).\n');
  });
});
