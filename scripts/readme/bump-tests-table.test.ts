/**
 * The README's "Bumping the spec" names our own tests that hard-code the current shape of the
 * document. A table of paths rots silently when a file moves: every path it names must exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const README = readFileSync(resolve(root, 'README.md'), 'utf8');

describe('README: tests that hard-code the current shape', () => {
  const start = README.indexOf('**Our own tests that hard-code the current shape.**');
  const table = start === -1 ? '' : README.slice(start, README.indexOf('\n\n', README.indexOf('| Tests |', start)));

  it('is a section of "Bumping the spec" with a table', () => {
    expect(start).toBeGreaterThan(README.indexOf('### Bumping the spec'));
    expect(table).toContain('| Tests | What they hard-code | Change them when |');
  });

  it('names only files and folders that exist', () => {
    const paths = [...table.matchAll(/`((?:src|contract-tests|scripts|examples)\/[^`*]+)`/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(resolve(root, path)))).toEqual([]);
  });
});
