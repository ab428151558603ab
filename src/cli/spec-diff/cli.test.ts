/**
 * `spec diff` through commander, in-process, the way the program in ../program.ts runs it: the
 * root has exitOverride, so usage errors surface as CommanderError, and the command's verdicts as
 * CliError with exit code 1 (breaking) or 2 (unreadable input).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command, CommanderError } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { registerSpecDiff } from '../commands/spec-diff.js';
import { object, withResponse } from './test-documents.js';

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
  registerSpecDiff(program, io);
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

  it('writes JSON with --format json', async () => {
    const result = await run('spec', 'diff', '--format', 'json', paths.base, paths.lostField);
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

  it('writes Markdown with --format markdown', async () => {
    const result = await run('spec', 'diff', '--format', 'markdown', paths.base, paths.lostField);
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
    expect(broken.err).toMatch(/^cannot read .*broken\.json: .*is not valid JSON[^\n]*$/);
  });

  it('exits 2 on bad usage: a missing argument or an unknown format', async () => {
    expect((await run('spec', 'diff', paths.base)).code).toBe(2);
    const badFormat = await run('spec', 'diff', '--format', 'xml', paths.base, paths.base);
    expect(badFormat.code).toBe(2);
    expect(badFormat.err).toContain('xml');
  });

  it('prints help with the rules and exit codes', async () => {
    const help = await run('spec', 'diff', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: game-commerce-s2s spec diff \[options\] <old> <new>/m);
    expect(help.out).toContain('--format <format>');
    expect(help.out).toContain('"markdown"');
    expect(help.out).toContain('--breaking-only');
    expect(help.out).toContain('method renamed: events.submit -> liveops.triggerCampaign');
    expect(help.out).toContain(
      'Exit codes: 0 no breaking change, 1 breaking changes found, 2 a document could not be read.',
    );
  });

  it('joins an existing `spec` command instead of adding a second one', () => {
    const program = new Command('p');
    const spec = program.command('spec');
    registerSpecDiff(program);
    registerSpecDiff(new Command('q').command('spec'));
    expect(program.commands.filter((c) => c.name() === 'spec')).toEqual([spec]);
    expect(spec.commands.map((c) => c.name())).toEqual(['diff']);
  });
});
