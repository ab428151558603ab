/**
 * `spec bump` end to end (issue 24), in a copy of the repository so this one is never touched: a bump
 * that fails halfway (the contract run fails on a document whose answer no value can satisfy, after generate and spec diff
 * passed) changes no file, and one that passes replaces generated/, the fixtures and CHANGELOG.md,
 * proposes the next version and prints one report.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScript, type ScriptRun } from '../../src/cli/spec-bump/run-script.js';
import { stageRepository } from '../../src/cli/spec-bump/staging.js';
import { aliasBomb } from '../../src/cli/document/testing/hostile-documents.js';

const ROOT = join(import.meta.dirname, '..', '..');

let repository: string;
beforeAll(() => {
  repository = stageRepository(ROOT);
});
afterAll(() => rmSync(repository, { recursive: true, force: true }));

/** `spec bump <args>`, run in the copy as a maintainer runs it. */
const bump = (...args: string[]): Promise<ScriptRun> =>
  runScript(ROOT, repository, ['src/cli/index.ts', 'spec', 'bump', ...args]);

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

describe('spec bump', () => {
  it('stops at the failed contract run and changes nothing, saying so in one report', async () => {
    const before = snapshot();
    const result = await bump('contract-tests/tooling/documents/contradictory.yaml');
    expect(result.status, result.output).toBe(1);
    expect(result.output).toMatch(/✓ generate .*\n✓ spec diff .*: \d+ breaking/);
    expect(result.output).toMatch(/✗ contract run .*: exit 1/);
    expect(result.output).toMatch(/- fixture recording: not run/);
    expect(result.output).toMatch(/document problems/); // the end of the failed step's own output
    expect(result.output).toContain('Changed nothing');
    expect(snapshot()).toEqual(before);
    expect(readdirSync(repository).filter((name) => name.includes('spec-bump'))).toEqual([]);
  }, 180_000);

  describe('on a hostile document, stops at generate and changes nothing', () => {
    const DRILL = readFileSync(join(ROOT, 'contract-tests/drills/07-untagged.yaml'), 'utf8');
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
    const result = await bump('contract-tests/drills/07-untagged.yaml');
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/✓ contract run .*operations: 4 passed, 0 failed/);
    expect(result.output).toMatch(/✓ fixture recording .*wrote \d+ operation and 0 webhook fixtures/);
    // Every operation of ours is gone from this document: breaking, so 0.1.0 -> 0.2.0.
    expect(result.output).toMatch(/Proposed version: 0\.2\.0 \(from 0\.1\.0: \d+ breaking changes\)/);
    expect(readFileSync(join(repository, 'generated', 'operations.ts'), 'utf8')).toMatch(/ {2}pets: \{/);
    const changelog = readFileSync(join(repository, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(/## Unreleased\n\n- API spec 1\.0\.0 \(was 2026\.08\.27\), brought in with `spec bump`/);
    expect(changelog.indexOf('  Breaking (')).toBeLessThan(changelog.indexOf('  Non-breaking ('));
    expect(readdirSync(join(repository, 'contract-tests', 'fixtures', 'operations')).sort()).toEqual([
      'addPet.json',
      'deletePet.json',
      'find pet by id.json',
      'findPets.json',
    ]);
  }, 240_000);
});
