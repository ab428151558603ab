/**
 * `npm run fixtures:record` loses nothing: it records into a temporary folder and swaps it in only
 * when every recording succeeded. Recorded against one Prism of our document, into copies of the
 * fixtures, so the committed ones are never touched.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentAjv } from '../support/ajv.js';
import { type JsonObject, loadDocument } from '../support/document.js';
import { checkOperationFixture } from '../support/fixture-checks.js';
import { recordFixtures, type RecordTarget } from '../support/fixture-recorder.js';
import { loadFixtures } from '../support/fixtures.js';
import { FIXTURES_DIR } from '../support/paths.js';
import { startPrism, type RunningPrism } from '../support/prism.js';
import { MOCK_API_KEY } from '../support/target.js';

/** Prism start-up and a full recording; the shared 2-core machine can make them slow. */
const RECORDING_TIMEOUT = 60_000;
const workspace = mkdtempSync(join(tmpdir(), 'record-fixtures-test-'));
let prism: RunningPrism;
beforeAll(async () => {
  prism = await startPrism({ logFile: join(workspace, 'prism.log') });
}, RECORDING_TIMEOUT);
afterAll(async () => {
  await prism?.close();
  rmSync(workspace, { recursive: true, force: true });
});

/** A copy of the committed fixtures in its own parent folder (temporary siblings are made there). */
function copyOfFixtures(name: string): string {
  const dir = join(workspace, name, 'fixtures');
  cpSync(FIXTURES_DIR, dir, { recursive: true });
  return dir;
}

/** Every file under `dir` with its bytes, for byte-for-byte comparison. */
function snapshot(dir: string): Map<string, Buffer> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files.map((e) => [join(e.parentPath, e.name).slice(dir.length), readFileSync(join(e.parentPath, e.name))]),
  );
}

const target = (): RecordTarget => ({ baseUrl: prism.url, apiKey: MOCK_API_KEY, name: 'mock', writes: true });

describe('fixtures:record', () => {
  it(
    'swaps in a full new set, names no operation itself, and leaves no temporary folder',
    async () => {
      const dir = copyOfFixtures('success');
      writeFileSync(
        join(dir, 'operations', 'removedOperation.json'),
        '{"kind":"operation","operationId":"removedOperation"}\n',
      );
      // The two operations the recorder used to name: a document without them must record fine.
      const document = loadDocument();
      delete document.paths['/v1/orders'];
      delete document.paths['/v1/payments'];
      const counts = await recordFixtures({ document, fixturesDir: dir, target: target() });

      const operations = loadFixtures('operations', dir);
      const ids = operations.map(({ fixture }) => (fixture.kind === 'operation' ? fixture.operationId : ''));
      expect(ids).not.toContain('removedOperation');
      expect(ids).not.toContain('createOrder');
      expect(ids).toHaveLength(41);
      const ajv = createDocumentAjv(document);
      for (const { fixture } of operations)
        if (fixture.kind === 'operation') expect(checkOperationFixture(document, ajv, fixture)).toEqual([]);
      const negative = loadFixtures('negative', dir);
      expect(negative.length).toBeGreaterThan(0);
      expect(counts).toEqual({
        operations: 41 + negative.filter((n) => n.fixture.kind === 'operation').length,
        webhooks: 12,
      });
      expect(readdirSync(join(workspace, 'success'))).toEqual(['fixtures']); // no temporary folder left
    },
    RECORDING_TIMEOUT,
  );

  it(
    'on a failure names the operation and leaves every old fixture byte-identical',
    async () => {
      const dir = copyOfFixtures('failure');
      const before = snapshot(dir);
      // A document bumped without regenerating the client: its last operation has no named method.
      const document = loadDocument();
      document.paths['/v1/zz-new'] = {
        get: { operationId: 'listNewThings', tags: ['New things'], responses: { '200': { description: 'ok' } } },
      };
      await expect(recordFixtures({ document, fixturesDir: dir, target: target() })).rejects.toThrow(
        /^recording listNewThings \(GET \/v1\/zz-new\) failed: the client has no named method/,
      );
      expect(snapshot(dir)).toEqual(before);
      expect(readdirSync(join(workspace, 'failure'))).toEqual(['fixtures']);
    },
    RECORDING_TIMEOUT,
  );

  it.each([
    [
      'a webhook name',
      (document: JsonObject, name: string) => {
        document.webhooks[name] = document.webhooks['item.add'];
      },
      /^the webhook name: "\.\.\/\.\.\/\.\.\/escaped" cannot name a file: it contains a path separator/,
    ],
    [
      'an operationId',
      (document: JsonObject, name: string) => {
        document.paths['/v1/orders'].post.operationId = name;
      },
      /^the operationId of POST \/v1\/orders: "\.\.\/\.\.\/\.\.\/escaped" cannot name a file: it contains a path separator/,
    ],
  ] as const)(
    'refuses %s that would leave the fixtures folder, naming it, and writes nothing',
    async (_, rename, message) => {
      const dir = copyOfFixtures('escape');
      const before = snapshot(dir);
      const document = loadDocument();
      // From the temporary folder's operations/ or webhooks/, three levels up is the workspace itself.
      rename(document, '../../../escaped');
      await expect(recordFixtures({ document, fixturesDir: dir, target: target() })).rejects.toThrow(message);
      expect(readdirSync(workspace)).not.toContain('escaped.json');
      expect(snapshot(dir)).toEqual(before);
      expect(readdirSync(join(workspace, 'escape'))).toEqual(['fixtures']);
      rmSync(join(workspace, 'escape'), { recursive: true, force: true });
    },
  );
});
