/**
 * `spec diff` through commander, in-process, the way the program in ../program.ts runs it: the
 * root has exitOverride, so usage errors surface as CommanderError, and the command's verdicts as
 * CliError with exit code 1 (breaking) or 2 (unreadable input).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { registerSpecDiff } from '../commands/spec-diff.js';
import type { SpecDiffJson } from './format-report.js';
import { object, withResponse } from '../../../test/support/cli/spec-diff-documents.js';
import type { Change } from './types.js';

let dir: string;
const paths = { base: '', extraField: '', lostField: '', broken: '', danglingRef: '' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'spec-diff-cli-'));
  const write = async (name: string, content: string) => {
    const path = join(dir, name);
    await writeFile(path, content);
    return path;
  };
  const base = object({ id: { type: 'string' }, name: { type: 'string' } });
  paths.base = await write('base.json', JSON.stringify(withResponse(base)));
  paths.extraField = await write(
    'extra.json',
    JSON.stringify(withResponse(object({ ...(base.properties as object), note: { type: 'string' } }, ['note']))),
  );
  paths.lostField = await write('lost.json', JSON.stringify(withResponse(object({ id: { type: 'string' } }))));
  paths.broken = await write('broken.json', '{ "openapi": ');
  paths.danglingRef = await write('dangling.json', JSON.stringify(withResponse({ $ref: '#/components/schemas/Gone' })));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Run `argv` and return what was printed plus the exit code program.ts would turn it into. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (line: string) => void out.push(line), err: (line: string) => void err.push(line) };
  const program = new Command('game-commerce-s2s')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err });
  registerSpecDiff(program.command('spec'), io);
  let code = 0;
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CliError) code = error.exitCode;
    else if (error instanceof CommanderError) code = error.exitCode === 0 ? 0 : 2;
    else throw error;
    if (error instanceof CliError) err.push(error.message);
  }
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('spec diff <old> <new>', () => {
  it('exits 0 and lists non-breaking changes', async () => {
    const result = await run('spec', 'diff', paths.base, paths.extraField);
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      [
        'Non-breaking changes (1):',
        '  - GET /v1/things response 200 body note: optional property added',
        '',
        '0 breaking, 1 non-breaking.',
      ].join('\n'),
    );
  });

  it('exits 1 when a change is breaking, and says how many', async () => {
    const result = await run('spec', 'diff', paths.base, paths.lostField);
    expect(result.code).toBe(1);
    expect(result.out).toContain('Breaking changes (1):\n  - GET /v1/things response 200 body name: property removed');
    expect(result.err).toBe('1 breaking change');
  });

  it('prints JSON in place of the text with --reporter json', async () => {
    const result = await run('spec', 'diff', '--reporter', 'json', paths.base, paths.lostField);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.out)).toMatchObject({
      breaking: 1,
      nonBreaking: 0,
      changes: [{ kind: 'property-removed', severity: 'breaking' }],
    });
  });

  it('lists only breaking changes with --breaking-only, still exiting 1 and counting the rest', async () => {
    const both = JSON.stringify(withResponse(object({ id: { type: 'integer' }, note: { type: 'string' } }, ['note'])));
    const mixed = join(dir, 'mixed.json');
    await writeFile(mixed, both);
    const result = await run('spec', 'diff', '--breaking-only', paths.base, mixed);
    expect(result.code).toBe(1);
    expect(result.out).toBe(
      [
        'Breaking changes (2):',
        '  - GET /v1/things response 200 body id: type changed from string to integer',
        '  - GET /v1/things response 200 body name: property removed',
        '',
        '2 breaking, 1 non-breaking (not shown).',
      ].join('\n'),
    );
    const quiet = await run('spec', 'diff', '--breaking-only', paths.base, paths.extraField);
    expect(quiet.code).toBe(0);
    expect(quiet.out).toBe('0 breaking, 1 non-breaking (not shown).');
  });

  it('prints Markdown in place of the text with --reporter markdown', async () => {
    const result = await run('spec', 'diff', '--reporter', 'markdown', paths.base, paths.lostField);
    expect(result.code).toBe(1);
    expect(result.out.split('\n').slice(0, 5)).toEqual([
      '**spec diff: breaking changes found** (1 breaking, 0 non-breaking).',
      '',
      '### Breaking changes (1)',
      '',
      '- `GET /v1/things response 200 body name`: property removed',
    ]);
  });

  it('exits 2 with one line when a document cannot be compared (a $ref to nothing)', async () => {
    const result = await run('spec', 'diff', paths.base, paths.danglingRef);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      /^cannot compare .*base\.json with .*dangling\.json: \$ref "#\/components\/schemas\/Gone" does not resolve$/,
    );
  });

  it('exits 2 with one line when a document cannot be read', async () => {
    const missing = await run('spec', 'diff', paths.base, join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^cannot read .*nope\.json: ENOENT[^\n]*$/);
    const broken = await run('spec', 'diff', paths.broken, paths.base);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/^cannot read .*broken\.json: not valid JSON[^\n]*$/);
  });

  it('exits 2 on a file that is not an OpenAPI document, instead of reporting every operation removed', async () => {
    const bare = join(dir, 'bare.json');
    await writeFile(bare, '{"openapi":"3.1.0"}');
    const result = await run('spec', 'diff', paths.base, bare);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      /^cannot read .*bare\.json: .*is not an OpenAPI document \(no "info" with a title and a version\)$/,
    );
    const noPaths = join(dir, 'no-paths.json');
    await writeFile(noPaths, '{"openapi":"3.1.0","info":{"title":"t","version":"1"}}');
    expect((await run('spec', 'diff', noPaths, paths.base)).err).toMatch(/none of "paths", "webhooks" or "components"/);
    const swagger = join(dir, 'swagger.json');
    await writeFile(swagger, '{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{}}');
    expect((await run('spec', 'diff', swagger, paths.base)).err).toMatch(/no "openapi" version field/);
  });

  it('writes a JUnit report with one test case per operation, failing on a breaking change, and keeps the text', async () => {
    const file = join(dir, 'diff.xml');
    const result = await run('spec', 'diff', '--reporter', 'junit', '--output', file, paths.base, paths.lostField);
    expect(result.code).toBe(1);
    expect(result.out).toContain('Breaking changes (1):');
    const xml = await readFile(file, 'utf8');
    expect(xml).toContain('<testsuite name="spec diff" tests="1" failures="1" errors="0" skipped="0" time="0.000">');
    expect(xml).toContain(
      '<testcase name="GET /v1/things" classname="spec-diff.operations" time="0.000">\n      <failure message="GET /v1/things response 200 body name: property removed" type="failure">',
    );
    const clean = await run('spec', 'diff', '--reporter', 'junit', '--output', file, paths.base, paths.extraField);
    expect(clean.code).toBe(0);
    expect(await readFile(file, 'utf8')).toContain('failures="0"');
  });

  it('prints GitHub annotations after the text with --reporter github, and JSON in place of it with --reporter json', async () => {
    const github = await run('spec', 'diff', '--reporter', 'github', paths.base, paths.lostField);
    expect(github.out.split('\n').slice(-2)).toEqual([
      '::error title=spec diff%3A GET /v1/things response 200 body name::property removed',
      '::notice title=spec diff%3A breaking changes found::1 breaking, 0 non-breaking',
    ]);
    expect(github.out).toMatch(/^Breaking changes \(1\):/);
    const json = await run('spec', 'diff', '--reporter', 'json', paths.base, paths.lostField);
    expectTypeOf(JSON.parse(json.out) as SpecDiffJson).toEqualTypeOf<{
      breaking: number;
      nonBreaking: number;
      changes: Change[];
    }>();
    expect(Object.keys(JSON.parse(json.out))).toEqual(['breaking', 'nonBreaking', 'changes']);
  });

  it('appends the Markdown report to $GITHUB_STEP_SUMMARY when it is set', async () => {
    const summary = join(dir, 'summary.md');
    process.env.GITHUB_STEP_SUMMARY = summary;
    try {
      await run('spec', 'diff', paths.base, paths.lostField);
    } finally {
      delete process.env.GITHUB_STEP_SUMMARY;
    }
    expect(await readFile(summary, 'utf8')).toMatch(
      /^\*\*spec diff: breaking changes found\*\* \(1 breaking, 0 non-breaking\)\./,
    );
  });

  it('exits 2 before comparing when --output has no --reporter', async () => {
    const lonely = await run('spec', 'diff', '--output', join(dir, 'x.xml'), paths.base, paths.lostField);
    expect(lonely).toMatchObject({ code: 2, err: '--output needs --reporter <junit|json|markdown|github>' });
  });

  it('exits 2 on bad usage: a missing argument, an unknown reporter or an unknown option', async () => {
    expect((await run('spec', 'diff', paths.base)).code).toBe(2);
    const badReporter = await run('spec', 'diff', '--reporter', 'xml', paths.base, paths.base);
    expect(badReporter.code).toBe(2);
    expect(badReporter.err).toContain('xml');
    // --format was the old spelling of --reporter without --output; it is gone, not ignored.
    const format = await run('spec', 'diff', '--format', 'json', paths.base, paths.base);
    expect(format.code).toBe(2);
    expect(format.err).toContain("unknown option '--format'");
  });

  it('prints help with the rules and exit codes', async () => {
    const help = await run('spec', 'diff', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: game-commerce-s2s spec diff \[options\] <old> <new>/m);
    expect(help.out).toContain('--reporter <name>');
    expect(help.out).toContain('"markdown"');
    expect(help.out).toContain('--breaking-only');
    expect(help.out).toContain('method renamed: events.submit -> liveops.triggerCampaign');
    expect(help.out).toContain(
      'Exit codes: 0 no breaking change, 1 breaking changes found, 2 a document could not be read or compared.',
    );
  });
});
