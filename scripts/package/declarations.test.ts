/**
 * The check check-package.ts runs on the published declarations: what it finds in JSDoc the
 * package shipped before (an issue number split over two lines, a link to a README the tarball
 * lacks, a benchmark script, `npm run generate`, a source file), and what it leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { declarationProblems } from './declarations.js';

const TARBALL = ['dist/emulator.d.ts', 'docs/testing-your-integration.md', 'src/stores/postgres/migrations/001_x.sql'];

describe('declarationProblems', () => {
  it('finds what speaks to contributors in JSDoc, with its line', () => {
    const text = [
      '/**',
      ' * Undo steps for the request being handled, so a request that fails leaves no change behind (issue',
      ' * #22: "its state is never left half-written").',
      ' */',
      'declare class Journal {}',
      'interface EmulatorOptions {',
      '    /**',
      '     * What every tenant starts from: a parsed seed file (see',
      '     * src/emulator/README.md), or the path of a JSON file.',
      '     */',
      '    seed?: string;',
      '    /** Validators `npm run generate` compiled; cost measured by scripts/bench/client-overhead.ts. */',
      '    validate?: boolean;',
      '    /** Record an undo step (see journal.ts); guide: [seeding](../docs/seeding.md). */',
      '    journal?: unknown;',
      '}',
    ].join('\n');
    expect(declarationProblems([{ path: 'dist/emulator.d.ts', text }], TARBALL)).toEqual([
      'dist/emulator.d.ts:2: an issue number ("issue #22")',
      'dist/emulator.d.ts:9: src/emulator/README.md, which the package does not hold',
      'dist/emulator.d.ts:12: a repository script ("npm run generate")',
      'dist/emulator.d.ts:12: scripts/bench/client-overhead.ts, which the package does not hold',
      'dist/emulator.d.ts:14: ../docs/seeding.md, which the package does not hold',
      'dist/emulator.d.ts:14: journal.ts, which the package does not hold',
    ]);
  });

  it('leaves alone what the package holds, plain comments, and words that only look alike', () => {
    const text = [
      '/* DO NOT EDIT: generated from openapi/openapi.yaml by `npm run generate` (scripts/generate/). */',
      '// issue #22',
      '/** The seed shape: docs/testing-your-integration.md; the SQL: src/stores/postgres/migrations/. */',
      'declare const a: number;',
      '/** `issues` lists each fault (ValidationIssue); see https://example.com/x.ts and schema.d.ts. */',
      'declare const b: number;',
    ].join('\n');
    expect(declarationProblems([{ path: 'dist/emulator.d.ts', text }], TARBALL)).toEqual([]);
  });
});
