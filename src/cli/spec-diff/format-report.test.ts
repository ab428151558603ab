import { describe, expect, it } from 'vitest';
import { formatReport } from './format-report.js';
import type { Change } from './types.js';

const changes: Change[] = [
  { kind: 'parameter-added', severity: 'non-breaking', location: 'GET /v1/payments query order_by', message: 'optional query parameter added' },
  { kind: 'parameter-removed', severity: 'breaking', location: 'GET /v1/payments query field', message: 'query parameter removed' },
];

describe('formatReport', () => {
  it('groups breaking changes first, with counts', () => {
    expect(formatReport(changes)).toBe([
      'Breaking changes (1):',
      '  - GET /v1/payments query field: query parameter removed',
      '',
      'Non-breaking changes (1):',
      '  - GET /v1/payments query order_by: optional query parameter added',
      '',
      '1 breaking, 1 non-breaking.',
      '',
    ].join('\n'));
  });

  it('says so when nothing changed', () => {
    expect(formatReport([])).toBe('No changes.\n');
  });

  it('writes JSON with counts and every change', () => {
    expect(JSON.parse(formatReport(changes, 'json'))).toEqual({ breaking: 1, nonBreaking: 1, changes });
  });
});
