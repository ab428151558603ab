/**
 * The import rules are dependency-cruiser's (.dependency-cruiser.cjs; `npm run lint:imports` checks
 * the repository in `npm test`). Here: that the configuration refuses each kind of bad import, on a
 * small repository written for the purpose, and that every layer README states its row of the table
 * (scripts/architecture/layers.json).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYER_RULES, type SourceLayer, statedRules, tableRules } from './layer-readmes.js';

const ROOT = join(import.meta.dirname, '..', '..');
/** The bin itself: the package's exports map does not expose it. */
const DEPCRUISE = join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** dependency-cruiser with the repository's configuration, run in `cwd`; its violations. */
function violations(cwd: string, folders: string[]): Violation[] {
  const run = spawnSync(
    process.execPath,
    [DEPCRUISE, ...folders, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json'],
    { cwd, encoding: 'utf8' },
  );
  if (run.stdout === '') throw new Error(`dependency-cruiser printed nothing: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the configuration, on a small repository with one bad import of each kind', () => {
  let repo: string;
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  };
  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'depcruise-'));
    file('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }));
    file('package.json', JSON.stringify({ type: 'module' }));
    file('src/errors/error.ts', 'export const error = 1;\n');
    // Upward: internal may import only errors.
    file('src/internal/upward.ts', "import { client } from '../client/client.js';\nexport const upward = client;\n");
    // A cycle between two client files (reported once).
    file('src/client/client.ts', "import { other } from './other.js';\nexport const client = other;\n");
    file('src/client/other.ts', "import { client } from './client.js';\nexport const other = () => client;\n");
    // The client's entry reaches the emulator through a lower layer (client -> internal is allowed).
    file('src/client/index.ts', "export { lower } from '../internal/lower.js';\n");
    file('src/internal/lower.ts', "export { emulator as lower } from '../emulator/emulator.js';\n");
    file('src/emulator/emulator.ts', 'export const emulator = 1;\n');
    // src -> contract-tests, src -> scripts, contract-tests -> scripts, shipped -> test support.
    file('src/webhooks/suite.ts', "export { suite } from '../../contract-tests/suite.js';\n");
    file('src/webhooks/script.ts', "export { script } from '../../scripts/script.js';\n");
    file('src/webhooks/support.ts', "export { helper } from '../../test/support/helper.js';\n");
    file('test/support/helper.ts', 'export const helper = 1;\n');
    file('contract-tests/suite.ts', "export { script as suite } from '../scripts/script.js';\n");
    file('scripts/script.ts', 'export const script = 1;\n');
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('names each bad import with its rule, and nothing else', () => {
    const found = violations(repo, ['src', 'scripts', 'contract-tests']).map(
      (v) => `${v.rule.name}: ${v.from} -> ${v.to}`,
    );
    expect(found.sort()).toEqual(
      [
        'contract-tests-not-to-scripts: contract-tests/suite.ts -> scripts/script.ts',
        'entries-not-to-emulator: src/client/index.ts -> src/emulator/emulator.ts',
        'layer-internal: src/internal/lower.ts -> src/emulator/emulator.ts',
        'layer-internal: src/internal/upward.ts -> src/client/client.ts',
        'layer-webhooks: src/webhooks/script.ts -> scripts/script.ts',
        'layer-webhooks: src/webhooks/suite.ts -> contract-tests/suite.ts',
        'no-circular: src/client/client.ts -> src/client/other.ts',
        'shipped-not-to-test-support: src/webhooks/support.ts -> test/support/helper.ts',
        'src-not-to-tooling: src/webhooks/script.ts -> scripts/script.ts',
        'src-not-to-tooling: src/webhooks/suite.ts -> contract-tests/suite.ts',
        'src-tests-not-to-contract-tests: src/webhooks/suite.ts -> contract-tests/suite.ts',
      ].sort(),
    );
  }, 60_000);
});

describe.each(Object.keys(LAYER_RULES).filter((layer) => layer !== 'entry') as SourceLayer[])(
  'src/%s/README.md',
  (layer) => {
    const file = join(ROOT, `src/${layer}/README.md`);
    const markdown = existsSync(file) ? readFileSync(file, 'utf8') : '';

    it('states its row of layers.json', () => {
      expect(markdown, `${file} is missing`).not.toBe('');
      expect(statedRules(markdown, file)).toEqual(tableRules(layer));
    });
  },
);
