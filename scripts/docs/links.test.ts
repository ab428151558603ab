/**
 * The link check is remark-validate-links with the repository's configuration (.remarkrc.mjs,
 * `npm run lint:links` in `npm test`). Here: that it refuses a missing file, a missing heading and a
 * missing heading in another file, naming each, and passes links that resolve.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from './markdown-files.js';

const REMARK = join(REPOSITORY_ROOT, 'node_modules', 'remark-cli', 'cli.js');

/** remark with the repository's configuration on `files` in `cwd`: its exit code and report. */
function remark(cwd: string, files: string[]) {
  const args = [REMARK, '--rc-path', join(REPOSITORY_ROOT, '.remarkrc.mjs'), '--no-stdout', '--frail', '--quiet'];
  const run = spawnSync(process.execPath, [...args, '--no-color', ...files], { cwd, encoding: 'utf8' });
  return { status: run.status, report: `${run.stdout}${run.stderr}` };
}

describe('the link check, on a small tree', { timeout: 60_000 }, () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'links-'));
    writeFileSync(join(dir, 'b.md'), '# B\n\n## The `emulator` flag\n');
    writeFileSync(
      join(dir, 'good.md'),
      '# Good\n\n[here](#good) [there](b.md#the-emulator-flag) [web](https://example.invalid/x)\n',
    );
    writeFileSync(join(dir, 'bad.md'), '# Bad\n\n[a](#nope) [b](missing.md) [c](b.md#zz)\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names each broken link with its line and fails', () => {
    const result = remark(dir, ['bad.md', 'b.md']);
    expect(result.status).toBe(1);
    expect(result.report).toMatch(/3:1-3:11 +warning +Cannot find heading for `#nope`/);
    expect(result.report).toMatch(/Cannot find file `missing\.md`/);
    expect(result.report).toMatch(/Cannot find heading for `#zz` in `b\.md`/);
  });

  it('passes links to files and GitHub-style headings that exist, and fetches no URL', () => {
    expect(remark(dir, ['good.md', 'b.md'])).toEqual({ status: 0, report: '' });
  });
});
