/**
 * `spec bump <new document>`: the whole spec bump as one command (docs/bumping-the-spec.md), on a
 * staged copy of the repository (staging.ts), each step a whole command as a maintainer would run it:
 *
 * 1. generate: `npm run generate -- --document <new>` into the copy's generated/;
 * 2. spec diff: the last release's document (openapi/released/openapi.json, or --since) against the
 *    new generated/openapi.json; breaking changes are the report's subject, not a failure;
 * 3. the fixture recording (`npm run fixtures:record`) in the copy, against a mock of the new document;
 * 4. the contract suite in the copy (what `npm start` runs), on the new document and those fixtures
 *    (it refuses fixtures recorded against another version): it must pass;
 * 5. a CHANGELOG.md entry from the diff (changelog-entry.ts) and the proposed version (next-version.ts).
 *
 * Only when every step passed are generated/, contract-tests/fixtures/ and CHANGELOG.md replaced, all
 * together; when any step fails, no file of the repository changes. package.json is not touched: the
 * proposal is for `npm version <next>` at release time, whose `version` script records the released
 * document (scripts/release/record-released-document.ts).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { type Change, diffDocuments, loadDocument } from '../../src/cli/spec-diff/index.js';
import { changelogEntry, insertEntry } from './changelog-entry.js';
import { proposeVersion, type VersionProposal } from './next-version.js';
import { runScript, type ScriptRun } from './run-script.js';
import { readStaged, replaceFromStaging, stageRepository, writeStaged } from './staging.js';

/** The last release's document, as `npm version` records it. */
export const RELEASED_DOCUMENT = 'openapi/released/openapi.json';
/** What a successful bump replaces in the repository. */
export const BUMP_REPLACES = ['generated', 'contract-tests/fixtures', 'CHANGELOG.md'] as const;

export interface BumpOptions {
  /** The repository (a clone of game-commerce-s2s). */
  root: string;
  /** The new document, relative to `root` or absolute. */
  document: string;
  /** The document to compare with. @default RELEASED_DOCUMENT */
  since?: string;
}

export interface StepResult {
  name: string;
  /** undefined: not run, because an earlier step failed. */
  ok: boolean | undefined;
  seconds: number;
  summary: string;
  /** The end of what a failed step printed. */
  output?: string;
}

export interface BumpReport {
  ok: boolean;
  steps: StepResult[];
  changes: Change[];
  proposal?: VersionProposal;
  entry: string[];
  /** Paths replaced in the repository (empty unless every step passed). */
  replaced: string[];
}

const tail = (text: string, lines = 30) => text.trimEnd().split('\n').slice(-lines).join('\n');

function specVersion(document: Record<string, unknown>): string {
  const info = document.info as { version?: unknown } | undefined;
  return typeof info?.version === 'string' ? info.version : 'unknown';
}

export async function runBump(options: BumpOptions): Promise<BumpReport> {
  const { root } = options;
  const inRoot = (path: string) => (isAbsolute(path) ? relative(root, path) : path);
  const document = inRoot(options.document).startsWith('..') ? resolve(options.document) : inRoot(options.document);
  const since = resolve(root, options.since ?? RELEASED_DOCUMENT);
  const steps: StepResult[] = ['generate', 'spec diff', 'fixture recording', 'contract run', 'changelog'].map(
    (name) => ({ name, ok: undefined, seconds: 0, summary: 'not run (an earlier step failed)' }),
  );
  const report: BumpReport = { ok: false, steps, changes: [], entry: [], replaced: [] };
  const staging = stageRepository(root);
  const newDocument = join(staging, 'generated', 'openapi.json');
  let index = 0;
  const step = async (work: () => Promise<{ ok: boolean; summary: string; output?: string }>): Promise<boolean> => {
    const started = performance.now();
    const result = await work().catch((error: unknown) => ({
      ok: false,
      summary: (error as Error).message.split('\n')[0] ?? 'failed',
    }));
    steps[index] = { name: steps[index]!.name, seconds: (performance.now() - started) / 1000, ...result };
    index++;
    return result.ok;
  };
  const command = (cwd: string, args: string[], what: (run: ScriptRun) => string) => async () => {
    const run = await runScript(root, cwd, args);
    const ok = run.status === 0;
    return { ok, summary: ok ? what(run) : `exit ${run.status}`, ...(ok ? {} : { output: tail(run.output) }) };
  };
  const out = join(staging, 'generated');
  const generate = command(root, ['scripts/generate/index.ts', '--document', document, '--out', out], (run) => {
    const files = run.output.match(/^wrote (.*)$/m)?.[1]?.split(', ').length ?? 0;
    return `${files} files`;
  });
  let before: Record<string, unknown> = {};
  let after: Record<string, unknown> = {};
  const diff = async () => {
    if (!existsSync(since)) throw new Error(`${relative(root, since)} does not exist (see docs/bumping-the-spec.md)`);
    [before, after] = await Promise.all([loadDocument(since), loadDocument(newDocument)]);
    report.changes = diffDocuments(before, after);
    const breaking = report.changes.filter((c) => c.severity === 'breaking').length;
    const other = report.changes.length - breaking;
    return { ok: true, summary: `${breaking} breaking, ${other} non-breaking since ${specVersion(before)}` };
  };
  // The copy's own suite, on the copy's new generated/ (the mock and the emulator both serve it).
  const contract = command(staging, ['contract-tests/cli.ts', 'contract'], (run) => {
    return run.output.match(/^operations: .*/m)?.[0] ?? 'passed';
  });
  const fixtures = command(staging, ['contract-tests/record-fixtures.ts'], (run) => {
    return run.output.match(/wrote .* fixtures/)?.[0] ?? 'recorded';
  });
  const changelog = async () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const proposal = proposeVersion(pkg.version, report.changes);
    report.proposal = proposal;
    const versions = { specVersion: specVersion(after), previousSpecVersion: specVersion(before) };
    report.entry = changelogEntry({ ...versions, changes: report.changes, proposal });
    writeStaged(staging, 'CHANGELOG.md', insertEntry(readStaged(staging, 'CHANGELOG.md'), report.entry));
    const lines = report.entry.length;
    return { ok: true, summary: lines > 0 ? `entry of ${lines} lines under ## Unreleased` : 'no API change, no entry' };
  };
  try {
    for (const work of [generate, diff, fixtures, contract, changelog]) if (!(await step(work))) return report;
    replaceFromStaging(root, staging, BUMP_REPLACES);
    report.replaced = [...BUMP_REPLACES];
    report.ok = true;
    return report;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
