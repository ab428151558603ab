/**
 * `--reporter` and `--output`: where each report goes, the job summary under GitHub Actions, the
 * checks made before a run, and files written whole or not at all.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { checkReporterOptions, deliverReports, type Renderers } from './reporters.js';
import { writeFileAtomic } from './write-report.js';

const dir = mkdtempSync(join(tmpdir(), 'reporters-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const render: Renderers = {
  text: () => 'the table\nverdict\n',
  junit: () => '<testsuites/>\n',
  json: () => '{"verdict":"passed"}\n',
  markdown: () => '**passed**\n',
  github: () => '::notice::passed\n',
};

function capture() {
  const out: string[] = [];
  const io = { out: (line: string) => void out.push(line), err: () => {} };
  return { io, out };
}

describe('deliverReports', () => {
  it('prints the text and writes the report to --output', async () => {
    const { io, out } = capture();
    const file = join(dir, 'report.xml');
    await deliverReports({ reporter: 'junit', output: file }, render, io, {});
    expect(out).toEqual(['the table', 'verdict']);
    expect(readFileSync(file, 'utf8')).toBe('<testsuites/>\n');
  });

  it('prints the report instead of the text without --output; github prints both', async () => {
    const json = capture();
    await deliverReports({ reporter: 'json' }, render, json.io, {});
    expect(json.out).toEqual(['{"verdict":"passed"}']);
    const github = capture();
    await deliverReports({ reporter: 'github' }, render, github.io, {});
    expect(github.out).toEqual(['the table', 'verdict', '::notice::passed']);
  });

  it('appends the Markdown summary to $GITHUB_STEP_SUMMARY when it is set, keeping what was there', async () => {
    const summary = join(dir, 'step-summary.md');
    writeFileSync(summary, 'earlier step\n');
    await deliverReports({}, render, capture().io, { GITHUB_STEP_SUMMARY: summary });
    await deliverReports({}, render, capture().io, { GITHUB_STEP_SUMMARY: summary });
    expect(readFileSync(summary, 'utf8')).toBe('earlier step\n**passed**\n\n**passed**\n\n');
  });

  it('leaves an earlier report as it was when the new one cannot be rendered', async () => {
    const file = join(dir, 'kept.json');
    writeFileSync(file, '{"verdict":"earlier"}\n');
    const failing: Renderers = {
      ...render,
      json: () => {
        throw new Error('the formatter failed halfway');
      },
    };
    await expect(deliverReports({ reporter: 'json', output: file }, failing, capture().io, {})).rejects.toThrow();
    expect(readFileSync(file, 'utf8')).toBe('{"verdict":"earlier"}\n');
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});

describe('writeFileAtomic', () => {
  it('writes the whole text, and on a failure leaves no temporary file and no partial target', async () => {
    const file = join(dir, 'whole.txt');
    await writeFileAtomic(file, 'complete\n');
    expect(readFileSync(file, 'utf8')).toBe('complete\n');
    const folder = join(dir, 'a-folder');
    mkdirSync(join(folder, 'child'), { recursive: true });
    // Renaming over a non-empty folder fails after the temporary file was written in full.
    await expect(writeFileAtomic(folder, 'x'.repeat(1_000_000))).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.includes('.tmp-'))).toEqual([]);
    expect(readdirSync(folder)).toEqual(['child']);
  });
});

describe('checkReporterOptions', () => {
  it('refuses --output without --reporter, or into a folder that does not exist (exit 2), before any run', () => {
    expect(() => checkReporterOptions({ output: join(dir, 'r.xml') })).toThrow(
      new CliError('--output needs --reporter <junit|json|markdown|github>', 2),
    );
    expect(() => checkReporterOptions({ reporter: 'junit', output: join(dir, 'missing', 'r.xml') })).toThrow(
      /is not a folder/,
    );
    expect(() => checkReporterOptions({ reporter: 'junit', output: join(dir, 'r.xml') })).not.toThrow();
  });
});
