import { describe, expect, it } from 'vitest';
import { describeFileListDiff, diffFileLists, normalizePackedPath, readExpectedFiles } from './file-list.js';

describe('tarball file list', () => {
  it('replaces bundler hashes and keeps every other name', () => {
    expect(normalizePackedPath('dist/chunk-VD7YLX7E.js')).toBe('dist/chunk-[hash].js');
    expect(normalizePackedPath('dist/sign-CTONIg6y.d.ts')).toBe('dist/sign-[hash].d.ts');
    expect(normalizePackedPath('dist/chunk-7B3RJ3LO.cjs.map')).toBe('dist/chunk-[hash].cjs.map');
    expect(normalizePackedPath('dist/retry-deadline.js')).toBe('dist/retry-deadline.js');
    expect(normalizePackedPath('dist/docs/typedoc/.nojekyll')).toBe('dist/docs/typedoc/.nojekyll');
  });

  it('names extra and missing files, counting chunks one by one', () => {
    const expected = ['dist/index.js', 'dist/chunk-[hash].js', 'package.json'];
    const packed = ['dist/chunk-AAAAAAA1.js', 'dist/chunk-BBBBBBB2.js', 'dist/docs/typedoc/.nojekyll', 'package.json'];
    const diff = diffFileLists(packed, expected);
    expect(diff).toEqual({
      extra: ['dist/chunk-[hash].js', 'dist/docs/typedoc/.nojekyll'],
      missing: ['dist/index.js'],
    });
    const message = describeFileListDiff(diff);
    expect(message).toContain('+ dist/docs/typedoc/.nojekyll (packed, not expected)');
    expect(message).toContain('- dist/index.js (expected, not packed)');
  });

  it('agrees when the lists are equal up to hashes', () => {
    expect(describeFileListDiff(diffFileLists(['dist/chunk-X1234567.js'], ['dist/chunk-[hash].js']))).toBeUndefined();
  });

  it('reads the kept list without comments or blank lines; it ships dist and the guides, no built docs', () => {
    expect(readExpectedFiles('# note\n\npackage.json  # always\n')).toEqual(['package.json']);
    const kept = readExpectedFiles();
    expect(kept).toContain('dist/index.js');
    // The Markdown guides ship (the README links them); the built API reference does not.
    expect(kept).toContain('docs/client.md');
    const docs = kept.filter((path) => path.includes('docs') || path.endsWith('.html'));
    expect(docs.filter((path) => !/^docs\/[a-z-]+\.md$/.test(path))).toEqual([]);
  });
});
