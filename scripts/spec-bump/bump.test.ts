/**
 * `npm run bump` end to end, in a copy of the repository so this one is never touched: a bump that
 * fails halfway (the fixtures or the contract suite fail on a document that is not ours, after
 * generate and spec diff passed) changes no file, and one of our own document that passes replaces generated/, the
 * fixtures and CHANGELOG.md, proposes the next version and prints one report.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, type ScriptRun } from './run-script.js';
import { stageRepository } from './staging.js';
import { aliasBomb } from '../../test/support/cli/hostile-documents.js';

const ROOT = join(import.meta.dirname, '..', '..');

let repository: string;
beforeAll(() => {
  repository = stageRepository(ROOT);
});
afterAll(() => rmSync(repository, { recursive: true, force: true }));

/** `npm run bump -- <args>`, run in the copy as a maintainer runs it. */
const bump = (...args: string[]): Promise<ScriptRun> =>
  runScript(ROOT, repository, ['scripts/spec-bump/index.ts', ...args]);

/** Path → content hash of every file a bump may replace. */
function snapshot(): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else out.set(relative(repository, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
  };
  for (const path of ['generated', 'contract-tests/fixtures', 'CHANGELOG.md']) visit(join(repository, path));
  return out;
}

describe('npm run bump', () => {
  it('stops at the failed step and changes nothing, saying so in one report', async () => {
    const before = snapshot();
    const result = await bump(join(import.meta.dirname, 'documents', 'contradictory.yaml'));
    expect(result.status, result.output).toBe(1);
    expect(result.output).toMatch(/✓ generate .*\n✓ spec diff .*: \d+ breaking/);
    // The mock of that document cannot answer it: the fixture recording or the suite fails on it.
    expect(result.output).toMatch(/✗ (fixture recording|contract run) .*: exit 1/);
    expect(result.output).toMatch(/- changelog: not run/);
    expect(result.output).toContain('Changed nothing');
    expect(snapshot()).toEqual(before);
    expect(readdirSync(repository).filter((name) => name.includes('spec-bump'))).toEqual([]);
  }, 180_000);

  describe('on a hostile document, stops at generate and changes nothing', () => {
    const DRILL = readFileSync(join(import.meta.dirname, 'documents', 'pets.yaml'), 'utf8');
    /** Writes `text` to hostile/<name> in the copy; the document's folder is hostile/. */
    const hostile = (name: string, text: string) => {
      mkdirSync(join(repository, 'hostile'), { recursive: true });
      writeFileSync(join(repository, 'hostile', name), text);
      return `hostile/${name}`;
    };
    const CANARY = 'OUTSIDE-THE-FOLDER-CANARY';
    const escaped = join(tmpdir(), `gcs2s-bump-escape-${process.pid}.json`);

    it.each([
      [
        'an operationId that would name a file outside the repository',
        () => {
          // From the staged fixtures' temporary operations/ folder, enough `..` reach the root.
          const id = `${'../'.repeat(12)}${escaped.slice(1, -'.json'.length)}`;
          return hostile('escape.yaml', DRILL.replace('operationId: addPet', `operationId: '${id}'`));
        },
        /operationId ".*gcs2s-bump-escape-\d+" cannot name a file: it contains a path separator/,
      ],
      [
        'a $ref to a file outside its folder',
        () => {
          writeFileSync(join(repository, 'outside.yaml'), `type: object\ndescription: ${CANARY}\n`);
          return hostile(
            'outside.yaml',
            DRILL.replace("$ref: '#/components/schemas/NewPet'", "$ref: '../outside.yaml'"),
          );
        },
        /\/outside\.yaml: not read: a \$ref is followed only to files inside the document's folder/,
      ],
      [
        'YAML aliases that expand without bound',
        () => hostile('bomb.yaml', `${DRILL}${aliasBomb(6)}`),
        /its YAML aliases expand beyond the limit/,
      ],
    ])(
      '%s',
      async (_, write, reason) => {
        const before = snapshot();
        const result = await bump(write());
        expect(result.status, result.output).toBe(1);
        expect(result.output).toMatch(/✗ generate .*: exit [12]/);
        expect(result.output).toMatch(reason);
        expect(result.output).toContain('Changed nothing');
        expect(result.output).not.toContain(CANARY);
        expect(snapshot()).toEqual(before);
        expect(existsSync(escaped)).toBe(false);
      },
      120_000,
    );
  });

  it('replaces generated/, the fixtures and CHANGELOG.md when every step passes, and proposes a version', async () => {
    // Our own document, one version on: the version, and an optional request field (not breaking).
    const root = join(repository, 'openapi', 'openapi.yaml');
    writeFileSync(root, readFileSync(root, 'utf8').replace('version: 2026.08.27', 'version: 2026.09.01'));
    const orders = join(repository, 'openapi', 'components', 'schemas', 'orders.yaml');
    const note = [
      '    gift_note:',
      '      type: string',
      '      description: A note shown to the player with the order.',
      '      x-source: not shown',
    ];
    const text = readFileSync(orders, 'utf8');
    const at = text.indexOf('  properties:\n') + '  properties:\n'.length;
    writeFileSync(orders, `${text.slice(0, at)}${note.join('\n')}\n${text.slice(at)}`);
    // Against the document as it was, so the diff is this change alone.
    const result = await bump('openapi/openapi.yaml', '--since', 'generated/openapi.json');
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/✓ spec diff .*: 0 breaking, [1-9]\d* non-breaking since 2026\.08\.27/);
    expect(result.output).toMatch(/✓ contract run /);
    expect(result.output).toMatch(/✓ fixture recording .*wrote \d+ operation and \d+ webhook fixtures/);
    expect(result.output).toMatch(/Proposed version: 0\.1\.1 \(from 0\.1\.0: \d+ non-breaking changes? only\)/);
    expect(readFileSync(join(repository, 'generated', 'openapi.json'), 'utf8')).toContain('gift_note');
    const changelog = readFileSync(join(repository, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(
      /## Unreleased\n\n- API spec 2026\.09\.01 \(was 2026\.08\.27\), brought in with `spec bump`/,
    );
    expect(changelog).toContain('gift_note');
  }, 600_000);
});
