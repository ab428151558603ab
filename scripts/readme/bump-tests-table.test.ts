/**
 * The "Bumping the spec" guide names our own tests that hard-code the current shape of the
 * document. A table of paths rots silently when a file moves: every path it names must exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const GUIDE = readFileSync(resolve(root, 'docs/bumping-the-spec.md'), 'utf8');

describe('docs/bumping-the-spec.md: tests that hard-code the current shape', () => {
  const start = GUIDE.indexOf('**Our own tests that hard-code the current shape.**');
  const table = start === -1 ? '' : GUIDE.slice(start, GUIDE.indexOf('\n\n', GUIDE.indexOf('| Tests |', start)));

  it('is a part of "The bump, one command" with a table', () => {
    expect(start).toBeGreaterThan(GUIDE.indexOf('## The bump, one command'));
    expect(GUIDE.indexOf('## The bump, one command')).toBeGreaterThan(-1);
    expect(table).toContain('| Tests | What they hard-code | Change them when |');
  });

  it('names only files and folders that exist', () => {
    const paths = [...table.matchAll(/`((?:src|contract-tests|scripts|examples)\/[^`*]+)`/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(resolve(root, path)))).toEqual([]);
  });
});
