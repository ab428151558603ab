/**
 * `npm run check:package`: pack the package as `npm publish` would (its `prepack` script builds
 * with tsup, so a fresh clone packs a complete `dist/`), check the tarball's exact file list
 * against scripts/package/expected-files.txt, lint it (publint, arethetypeswrong), then prove a
 * consumer can use it: install the tarball into a temporary project, type-check a consumer file and
 * every TypeScript block of the README and the guides (TypeScript 5.9 and 7.0, ES module and CommonJS:
 * package/snippets.ts), check the published declarations (package/declarations.ts), and run ESM
 * and CJS consumers against the mock; then install it again with every optional peer
 * at the lowest and at the highest version of its range (scripts/package/peer-ranges.ts) and use
 * each one through the package. Part of `npm test`.
 *
 * attw runs with `--profile node16`: the package requires Node >= 20.19, and TypeScript's legacy
 * node10 resolution cannot see subpath exports (./webhooks, ./openapi.json) at all.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import openapiDocument from '../generated/openapi.json' with { type: 'json' };
import { startMockServer } from '../contract-tests/mock-server/start-mock.js';
import { CONSUMER_CJS, CONSUMER_MJS, CONSUMER_TS, TSCONFIG } from './package/consumer-files.js';
import { declarationProblems } from './package/declarations.js';
import { describeFileListDiff, diffFileLists, readExpectedFiles } from './package/file-list.js';
import { peerInstallSpecs } from './package/peer-ranges.js';
import { SNIPPET_PACKAGES, snippetErrors, writeSnippetProject } from './package/snippets.js';
import { aliasBomb, documentWithSchema } from '../test/support/cli/hostile-documents.js';

const root = resolve(import.meta.dirname, '..');
/** A dev tool's entry file; read from node_modules directly, since exports maps hide CLI files. */
const bin = (pkg: string, file: string) => join(root, 'node_modules', pkg, file);
const node = (args: string[], cwd = root, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(process.execPath, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const step = (name: string) => console.log(`\n== ${name}`);
/** The TypeScript 7 release the guides' blocks are checked with, beside the repository's 5.9. */
const TYPESCRIPT_7 = '7.0.2';

/**
 * Installs the tarball with these peer versions into `dir` (no --legacy-peer-deps: a version
 * outside a published range fails the install with ERESOLVE, as it would for a user) and runs
 * peer-consumer.mjs there, which uses each peer through the package.
 */
function checkPeers(dir: string, tarball: string, specs: string[]): void {
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'peers', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...specs], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  copyFileSync(join(root, 'scripts/package/peer-consumer.mjs'), join(dir, 'peer-consumer.mjs'));
  node(['peer-consumer.mjs'], dir);
  const results = JSON.parse(readFileSync(join(dir, 'peer-results.json'), 'utf8')) as Record<
    string,
    { version: string; did?: string; skipped?: string }
  >;
  for (const spec of specs) {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    const result = results[name];
    if (!result) throw new Error(`peer-consumer.mjs did not try ${name}`);
    if (`${name}@${result.version}` !== spec) throw new Error(`${spec} was asked for, ${result.version} installed`);
    if (result.skipped && process.env.CI === 'true') throw new Error(`${spec}: ${result.skipped} (CI=true)`);
    console.log(`${spec}: ${result.did ?? `skipped: ${result.skipped}`}`);
  }
}

const project = mkdtempSync(join(tmpdir(), 'gcs2s-consumer-'));
const mock = await startMockServer({ document: structuredClone(openapiDocument), log: new PassThrough().resume() });
try {
  step('npm pack (prepack builds with tsup)');
  const packOutput = execFileSync('npm', ['pack', '--json', '--pack-destination', project], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [packed] = JSON.parse(packOutput) as [{ filename: string; files: { path: string }[] }];
  const tarball = join(project, packed.filename);
  const mismatch = describeFileListDiff(
    diffFileLists(
      packed.files.map((file) => file.path),
      readExpectedFiles(),
    ),
  );
  if (mismatch) throw new Error(mismatch);
  console.log(`${packed.filename}: ${packed.files.length} files, as listed in scripts/package/expected-files.txt`);

  step('publint --strict (the packed tarball)');
  console.log(node([bin('publint', 'src/cli.js'), 'run', tarball, '--strict']).trim());
  step('arethetypeswrong --profile node16 (the packed tarball)');
  // --quiet: the verdict is the exit code; on a problem, run it again without --quiet for the table.
  node([bin('@arethetypeswrong/cli', 'dist/index.js'), tarball, '--profile', 'node16', '--quiet']);
  console.log('no problems found');

  step(`install the tarball into ${project}`);
  // The repository's overrides too: fastify's light-my-request would otherwise bring a cookie that warns on Node 20.
  const { overrides } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', overrides }),
  );
  // The consumer's own packages, at the versions this repository locks: the types of Node, the Redis
  // driver the stores take, and what the README's and the guides' blocks import.
  const locked = (name: string) =>
    `${name}@${JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version}`;
  // TypeScript 7 (the native compiler) checks the blocks too; under an alias, installed here only, since
  // its bin is also called tsc and the repository's own tsc stays 5.9.
  const own = ['@types/node', 'ioredis', ...SNIPPET_PACKAGES]
    .map(locked)
    .concat(`typescript-7@npm:typescript@${TYPESCRIPT_7}`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...own], {
    cwd: project,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  step('type-check a consumer file (client, webhook handler, testing, generated types, openapi.json)');
  writeFileSync(join(project, 'consumer.ts'), CONSUMER_TS);
  writeFileSync(join(project, 'tsconfig.json'), TSCONFIG);
  node([bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json'], project);
  console.log('consumer.ts type-checks');
  step('the published declarations: no issue number, repository script or file the package lacks');
  const installed = join(project, 'node_modules', 'game-commerce-s2s');
  const declarations = packed.files
    .map((file) => file.path)
    .filter((path) => /\.d\.c?ts$/.test(path))
    .map((path) => ({ path, text: readFileSync(join(installed, path), 'utf8') }));
  const unfit = declarationProblems(
    declarations,
    packed.files.map((file) => file.path),
  );
  if (unfit.length > 0) throw new Error(`the published declarations speak to contributors:\n${unfit.join('\n')}`);
  console.log(`${declarations.length} declaration files, their JSDoc fit for users`);

  // Every block as an ES module and as CommonJS, in one program per compiler.
  const snippets = writeSnippetProject(join(project, 'snippets'));
  for (const [typescript, tsc] of [
    ['5.9', bin('typescript', 'bin/tsc')],
    ['7.0', join(project, 'node_modules', 'typescript-7', 'bin', 'tsc')],
  ] as const) {
    step(`type-check the README's and the guides' blocks against the tarball (TypeScript ${typescript}, ESM and CJS)`);
    const result = spawnSync(process.execPath, [tsc, '-p', '.', '--pretty', 'false'], {
      cwd: snippets.dir,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    const errors = snippetErrors(output, snippets);
    if (errors.length > 0) throw new Error(`blocks that do not compile against the tarball:\n${errors.join('\n')}`);
    if (result.status !== 0 && !/error TS/.test(output)) throw new Error(`tsc failed: ${output}`);
    console.log(`${snippets.blocks.size / 2} blocks type-check, twice (${node([tsc, '--version']).trim()})`);
  }
  const migration = join(
    project,
    'node_modules/game-commerce-s2s/src/stores/postgres/migrations/001_webhook_deliveries.sql',
  );
  if (!existsSync(migration)) throw new Error('the PostgreSQL migration is missing from the package');
  console.log('the PostgreSQL migration is shipped');

  for (const [file, source] of [
    ['consumer.mjs', CONSUMER_MJS],
    ['consumer.cjs', CONSUMER_CJS],
  ] as const) {
    step(`run ${file} against the mock`);
    writeFileSync(join(project, file), source);
    // Asynchronously: the mock lives in this process and must keep answering while the consumer runs.
    const { stdout } = await promisify(execFile)(process.execPath, [file], {
      cwd: project,
      env: { ...process.env, MOCK_URL: mock.url },
    });
    const result = JSON.parse(stdout) as {
      checkout_url: string;
      webhook: number;
      version: string;
      stores: string;
      emulator: string;
      control: string;
    };
    const storesLoaded = result.stores === 'function,function,function,function';
    if (
      !result.checkout_url.startsWith('https://') ||
      result.webhook !== 200 ||
      result.version !== openapiDocument.info.version ||
      !storesLoaded ||
      result.emulator !== 'ord,422' ||
      result.control !== '3.1.0,true'
    ) {
      throw new Error(`${file} produced ${JSON.stringify(result)}`);
    }
    console.log(`${file}: ${JSON.stringify(result)}`);
  }
  step('the bin reads a document with no optional peer: spec diff of a multi-file YAML one, and an alias bomb refused');
  // Redocly's bundler and yaml are bundled into the bin as CommonJS chunks: this is where they must load.
  writeFileSync(join(project, 'split.yaml'), documentWithSchema("{ $ref: 'thing.yaml' }"));
  writeFileSync(join(project, 'thing.yaml'), 'type: object\n');
  writeFileSync(join(project, 'bomb.yaml'), documentWithSchema('{ type: object }', aliasBomb(6)));
  const packageBin = (args: string[]) =>
    spawnSync(process.execPath, ['node_modules/game-commerce-s2s/dist/cli.js', ...args], {
      cwd: project,
      encoding: 'utf8',
    });
  const same = packageBin(['spec', 'diff', 'split.yaml', 'split.yaml']);
  if (same.status !== 0 || !/No changes/.test(same.stdout))
    throw new Error(`spec diff printed ${same.stdout}${same.stderr}`);
  const bomb = packageBin(['spec', 'diff', 'split.yaml', 'bomb.yaml']);
  if (bomb.status !== 2 || !/YAML aliases expand beyond the limit/.test(bomb.stderr)) {
    throw new Error(`spec diff of an alias bomb printed ${bomb.stdout}${bomb.stderr}`);
  }
  console.log('spec diff: no changes in split.yaml; bomb.yaml refused (exit 2)');

  for (const end of ['lowest', 'highest'] as const) {
    const specs = peerInstallSpecs(end);
    step(`optional peers at the ${end} end of their ranges: ${specs.join(' ')}`);
    checkPeers(join(project, `peers-${end}`), tarball, specs);
  }
  console.log('\npackage check passed');
} finally {
  await mock.close();
  rmSync(project, { recursive: true, force: true });
}
