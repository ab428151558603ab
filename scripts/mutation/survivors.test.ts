import { describe, expect, it } from 'vitest';
import {
  checkSurvivors,
  describeSurvivor,
  type MutationReport,
  parseEquivalents,
  type ReportMutant,
} from './survivors.js';

const source = ['export function f(a, b) {', '  if (a >= 0 && b) {', '    return a;', '  }', '}'].join('\n');

function mutant(id: string, status: string, at: ReportMutant['location'], mutatorName: string, replacement: string) {
  return { id, status, location: at, mutatorName, replacement };
}

const GE = { start: { line: 2, column: 7 }, end: { line: 2, column: 13 } }; // `a >= 0`
const BLOCK = { start: { line: 2, column: 20 }, end: { line: 4, column: 4 } }; // `{ return a; }`
const report: MutationReport = {
  files: {
    'src/webhooks/verify.ts': {
      source,
      mutants: [
        mutant('1', 'Survived', GE, 'EqualityOperator', 'a > 0'),
        mutant('2', 'NoCoverage', BLOCK, 'BlockStatement', '{}'),
        mutant('3', 'Killed', GE, 'EqualityOperator', 'a < 0'),
        mutant('4', 'Timeout', BLOCK, 'BlockStatement', '{}'),
      ],
    },
    // Not guarded: its survivors are for the score alone.
    'src/internal/token-bucket.ts': { source, mutants: [mutant('5', 'Survived', GE, 'EqualityOperator', 'a > 0')] },
  },
};

describe('checkSurvivors', () => {
  it('reports survived and uncovered mutants of guarded modules only, with the text they replace', () => {
    const { unlisted, listed } = checkSurvivors(report, []);
    expect(listed).toEqual([]);
    expect(unlisted.map(describeSurvivor)).toEqual([
      'src/webhooks/verify.ts | EqualityOperator | a >= 0 -> a > 0 | <why>',
      'src/webhooks/verify.ts | BlockStatement | { return a; } -> {} | <why>',
    ]);
    expect(unlisted.map((survivor) => survivor.line)).toEqual([2, 2]);
  });

  it('accepts a survivor listed by file, mutator, original and replacement, wherever it moved', () => {
    const equivalents = parseEquivalents(
      [
        '# comment lines and blank lines are skipped',
        '',
        'src/webhooks/verify.ts | EqualityOperator | a >= 0 -> a > 0 | a is never 0 here',
        'src/webhooks/verify.ts | BlockStatement | { return … -> {} | a prefix ending in … matches',
        'src/webhooks/verify.ts | EqualityOperator | b -> true | matches nothing: stale',
      ].join('\n'),
    );
    const { unlisted, listed, stale } = checkSurvivors(report, equivalents);
    expect(unlisted).toEqual([]);
    expect(listed).toHaveLength(2);
    expect(stale.map((equivalent) => equivalent.line)).toEqual([5]);
  });

  it('does not accept a listing that differs in mutator, replacement or file', () => {
    for (const line of [
      'src/webhooks/verify.ts | ConditionalExpression | a >= 0 -> a > 0 | wrong mutator',
      'src/webhooks/verify.ts | EqualityOperator | a >= 0 -> a <= 0 | wrong replacement',
      'src/webhooks/signature.ts | EqualityOperator | a >= 0 -> a > 0 | wrong file',
      'src/webhooks/verify.ts | EqualityOperator | a >= 1 -> a > 0 | wrong original',
    ]) {
      const { unlisted } = checkSurvivors(report, parseEquivalents(line));
      expect(unlisted.map((survivor) => survivor.mutator)).toContain('EqualityOperator');
    }
  });

  it('with "@ context", accepts only a survivor whose source line contains the context', () => {
    const inLine = 'src/webhooks/verify.ts | EqualityOperator | a >= 0 @ if (a >= 0 && b) -> a > 0 | why';
    expect(checkSurvivors(report, parseEquivalents(inLine)).listed).toHaveLength(1);
    const elsewhere = 'src/webhooks/verify.ts | EqualityOperator | a >= 0 @ while (a >= 0) -> a > 0 | why';
    expect(checkSurvivors(report, parseEquivalents(elsewhere)).listed).toHaveLength(0);
  });

  it('refuses a line without a reason or a change, naming the line', () => {
    expect(() => parseEquivalents('\nsrc/a.ts | EqualityOperator | a -> b |  ')).toThrow(/equivalent-mutants.txt:2:/);
    expect(() => parseEquivalents('src/a.ts | EqualityOperator | a => b | why')).toThrow(/:1:/);
    expect(() => parseEquivalents('src/a.ts | a -> b')).toThrow(/:1:/);
  });

  it('keeps " | " inside the changed text', () => {
    const [equivalent] = parseEquivalents('src/a.ts | BitwiseOperator | x | y -> x & y | same bits');
    expect(equivalent).toMatchObject({ original: 'x | y', replacement: 'x & y', why: 'same bits' });
  });
});
