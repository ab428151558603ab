/**
 * `npm run check:package`: pack the package as `npm publish` would (its `prepack` script builds
 * with tsup, so a fresh clone packs a complete `dist/`), check the tarball's exact file list
 * against scripts/package/expected-files.txt, lint it (publint, arethetypeswrong), then prove a
 * consumer can use it: install the tarball into a temporary project, type-check a consumer file,
 * and run ESM and CJS consumers against the mock; then install it again with every optional peer
 * at the lowest and at the highest version of its range (scripts/package/peer-ranges.ts) and use
 * each one through the package (Prism and swagger-parser: the bin's `mock`, and `contract
 * --document` on the package's own document). Part of `npm test`.
 *
 * attw runs with `--profile node16`: the package requires Node >= 20.19, and TypeScript's legacy
 * node10 resolution cannot see subpath exports (./webhooks, ./openapi.json) at all.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import openapiDocument from '../generated/openapi.json' with { type: 'json' };
import { startMockServer } from '../src/cli/mock/start-mock.js';
import { CONSUMER_CJS, CONSUMER_MJS, CONSUMER_TS, TSCONFIG } from './package/consumer-files.js';
import { describeFileListDiff, diffFileLists, readExpectedFiles } from './package/file-list.js';
import { peerInstallSpecs } from './package/peer-ranges.js';

const root = resolve(import.meta.dirname, '..');
/** A dev tool's entry file; read from node_modules directly, since exports maps hide CLI files. */
const bin = (pkg: string, file: string) => join(root, 'node_modules', pkg, file);
const node = (args: string[], cwd = root, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(process.execPath, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const step = (name: string) => console.log(`\n== ${name}`);

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
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  const typesNode = `@types/node@${createRequire(join(root, 'package.json'))('@types/node/package.json').version}`;
  const ioredis = `ioredis@${createRequire(join(root, 'package.json'))('ioredis/package.json').version}`;
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, typesNode, ioredis], {
    cwd: project,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  step('type-check a consumer file (client, webhook handler, testing, generated types, openapi.json)');
  writeFileSync(join(project, 'consumer.ts'), CONSUMER_TS);
  writeFileSync(join(project, 'tsconfig.json'), TSCONFIG);
  node([bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json'], project);
  console.log('consumer.ts type-checks');
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
    };
    const storesLoaded = result.stores === 'function,function,function,3';
    if (
      !result.checkout_url.startsWith('https://') ||
      result.webhook !== 200 ||
      result.version !== openapiDocument.info.version ||
      !storesLoaded ||
      result.emulator !== 'ord,422'
    ) {
      throw new Error(`${file} produced ${JSON.stringify(result)}`);
    }
    console.log(`${file}: ${JSON.stringify(result)}`);
  }
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
