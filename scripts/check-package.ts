/**
 * `npm run check:package`: pack the package as `npm publish` would (its `prepack` script builds
 * with tsup, so a fresh clone packs a complete `dist/`), check the tarball's exact file list
 * against scripts/package/expected-files.txt, lint it (publint, arethetypeswrong), then prove a
 * consumer can use it: install the tarball into a temporary project, type-check a consumer file,
 * run ESM and CJS consumers against the mock, and run `contract --document` on the package's own
 * document from the installed bin (with the optional peers it needs). Part of `npm test`.
 *
 * attw runs with `--profile node16`: the package requires Node >= 20.19, and TypeScript's legacy
 * node10 resolution cannot see subpath exports (./webhooks, ./openapi.json) at all.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import openapiDocument from '../generated/openapi.json' with { type: 'json' };
import { startMockServer } from '../src/cli/mock/start-mock.js';
import { CONSUMER_CJS, CONSUMER_MJS, CONSUMER_TS, TSCONFIG } from './package/consumer-files.js';
import { describeFileListDiff, diffFileLists, readExpectedFiles } from './package/file-list.js';

/** The optional peers `contract --document` loads: the mock (Prism) and the document reader. */
const CONTRACT_PEERS = [
  '@apidevtools/swagger-parser',
  '@stoplight/prism-core',
  '@stoplight/prism-http',
  '@stoplight/prism-http-server',
];

const root = resolve(import.meta.dirname, '..');
/** A dev tool's entry file; read from node_modules directly, since exports maps hide CLI files. */
const bin = (pkg: string, file: string) => join(root, 'node_modules', pkg, file);
const node = (args: string[], cwd = root, env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(process.execPath, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
const step = (name: string) => console.log(`\n== ${name}`);

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
  // The exact versions this repository tests with: @types/node and ioredis for the type-check, and
  // the optional peers `contract --document` needs (Prism, swagger-parser), as a user installs them.
  const pinned = ['@types/node', 'ioredis', ...CONTRACT_PEERS].map(
    (name) => `${name}@${createRequire(join(root, 'package.json'))(`${name}/package.json`).version}`,
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...pinned], {
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
    const result = JSON.parse(stdout) as { checkout_url: string; webhook: number; version: string; stores: string };
    const storesLoaded = result.stores === 'function,function,function,3';
    if (
      !result.checkout_url.startsWith('https://') ||
      result.webhook !== 200 ||
      result.version !== openapiDocument.info.version ||
      !storesLoaded
    ) {
      throw new Error(`${file} produced ${JSON.stringify(result)}`);
    }
    console.log(`${file}: ${JSON.stringify(result)}`);
  }
  step('npx game-commerce-s2s contract --document node_modules/game-commerce-s2s/generated/openapi.json');
  const contract = await promisify(execFile)(
    'npx',
    [
      '--no-install',
      'game-commerce-s2s',
      'contract',
      '--document',
      'node_modules/game-commerce-s2s/generated/openapi.json',
    ],
    { cwd: project, env: { ...process.env, NO_COLOR: '1' } },
  ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(
      `contract --document failed from the installed package:\n${error.stdout ?? ''}${error.stderr ?? error.message}`,
    );
  });
  const verdict = contract.stdout.split('\n').filter((line) => /^(operations:|contract run:)/.test(line));
  if (verdict.at(-1) !== 'contract run: PASSED') throw new Error(`contract --document printed:\n${contract.stdout}`);
  console.log(verdict.join('\n'));
  console.log('\npackage check passed');
} finally {
  await mock.close();
  rmSync(project, { recursive: true, force: true });
}
