/**
 * Every command that reads a document refuses a hostile one, through the interface a maintainer
 * uses: `npm run generate` and `npm run lint:spec` (spawned) and `spec diff` (the CLI in-process). A `$ref` is followed only to files inside the document's
 * folder, never to a URL, with one message whether or not the outside file exists; YAML aliases and
 * the document's size are bounded. Nothing is written, and no outside content reaches the output.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../program.js';
import { MAX_DOCUMENT_BYTES } from './read-document-file.js';
import { aliasBomb, documentWithSchema } from '../../../test/support/cli/hostile-documents.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const CANARY = 'OUTSIDE-THE-FOLDER-CANARY';
const GENERATED_JSON = join(ROOT, 'generated', 'openapi.json');

let base: string;
let folder: string;
let requests = 0;
const server = createServer((_, response) => {
  requests++;
  response.end(`type: object\ndescription: ${CANARY}\n`);
});
let url: string;

/** Writes doc/<name> and returns its path. */
async function document(name: string, text: string): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, text);
  return path;
}

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'hostile-documents-'));
  folder = join(base, 'doc');
  await mkdir(join(folder, 'parts'), { recursive: true });
  await writeFile(join(base, 'secret.yaml'), `type: object\ndescription: ${CANARY}\n`);
  await symlink(join(base, 'secret.yaml'), join(folder, 'parts', 'linked.yaml'));
  await writeFile(join(folder, 'parts', 'thing.yaml'), 'type: object\nproperties: { id: { type: string } }\n');
  await writeFile(join(folder, 'parts', 'bomb.yaml'), `type: object\n${aliasBomb(6)}`);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/schema.yaml`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(base, { recursive: true, force: true });
});

/** The CLI in-process: exit code and everything it printed. */
async function cli(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await run(argv, { out: (line) => lines.push(line), err: (line) => lines.push(line) });
  return { code, output: lines.join('\n') };
}

/** A repository script (generate, lint-spec) as `npm run` starts it. */
async function script(file: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** What each command answers for the document at `path`, and the generate run's out folder. */
async function everyCommand(path: string) {
  const out = join(base, `generated-${Math.random().toString(36).slice(2)}`);
  const [generate, diff] = [
    await script('scripts/generate/index.ts', '--document', path, '--out', out),
    await cli('spec', 'diff', GENERATED_JSON, path),
  ];
  return { generate, diff, wroteSomething: existsSync(out) };
}

const REFUSED = /not read: a \$ref is followed only to files inside the document's folder \(.*\/doc\)/;

describe('a document that is not yours', { timeout: 120_000 }, () => {
  it.each([
    ['a file outside its folder', () => documentWithSchema("{ $ref: '../secret.yaml' }"), REFUSED],
    ['a file outside its folder that does not exist', () => documentWithSchema("{ $ref: '../absent.yaml' }"), REFUSED],
    ['an absolute path', () => documentWithSchema(`{ $ref: '${join(tmpdir(), 'absent', 'x.yaml')}' }`), REFUSED],
    ['a link inside its folder to a file outside', () => documentWithSchema("{ $ref: 'parts/linked.yaml' }"), REFUSED],
    [
      'a URL',
      () => documentWithSchema(`{ $ref: '${url}' }`),
      /not fetched: a \$ref is followed only to files inside the document's folder .*, never to a URL/,
    ],
    [
      'a URL in an example, where no schema is',
      () => documentWithSchema('{ type: object }').replace('example: {}', `example: { $ref: '${url}' }`),
      /not fetched/,
    ],
  ])(
    'with a $ref to %s: every command refuses it, reads nothing outside and fetches nothing',
    async (_, text, reason) => {
      const path = await document(`ref-${Math.random().toString(36).slice(2)}.yaml`, text());
      const { generate, diff, wroteSomething } = await everyCommand(path);
      expect(generate.code, generate.output).toBe(1);
      expect(generate.output).toMatch(/1 defect would break generation; nothing was written/);
      expect(diff.code, diff.output).toBe(2);
      for (const answer of [generate, diff]) {
        expect(answer.output).toMatch(reason);
        // The same words whether the outside file exists or not, so the answer tells nothing about it.
        expect(answer.output).not.toMatch(/ENOENT|no such file|EACCES/);
        expect(answer.output).not.toContain(CANARY);
      }
      expect(wroteSomething).toBe(false);
      expect(requests).toBe(0);
    },
  );

  it.each([
    ['in the document itself', () => documentWithSchema('{ type: object }', aliasBomb(6)), 2],
    ['in a file it refers to', () => documentWithSchema("{ $ref: 'parts/bomb.yaml' }"), 1],
  ])('with YAML aliases that expand without bound %s: every command refuses it at once', async (_, text, exit) => {
    const path = await document(`bomb-${exit}.yaml`, text());
    const started = performance.now();
    const { generate, diff, wroteSomething } = await everyCommand(path);
    const lint = await script('scripts/lint-spec.ts', '--document', path);
    expect(generate.code, generate.output).toBe(exit);
    expect(lint.code, lint.output).toBe(exit);
    expect(diff.code, diff.output).toBe(2);
    for (const answer of [generate, lint, diff]) {
      expect(answer.output).toMatch(/its YAML aliases expand beyond the limit \(maxAliasCount 100\)/);
    }
    expect(wroteSomething).toBe(false);
    // Refused by reading, not by running out of patience: the three commands together take seconds.
    expect(performance.now() - started).toBeLessThan(60_000);
  });

  it('bigger than a document may be: every command refuses it, saying the limit', async () => {
    const padding = 'x'.repeat(MAX_DOCUMENT_BYTES);
    const path = await document(
      'huge.json',
      JSON.stringify({ openapi: '3.1.0', info: { title: 'huge', version: '1' }, paths: {}, 'x-padding': padding }),
    );
    const { generate, diff, wroteSomething } = await everyCommand(path);
    const lint = await script('scripts/lint-spec.ts', '--document', path);
    expect(generate.code, generate.output).toBe(2);
    expect(lint.code, lint.output).toBe(2);
    expect(diff.code, diff.output).toBe(2);
    for (const answer of [generate, lint, diff]) {
      expect(answer.output).toMatch(/16\.0 MiB is more than a document may have \(16 MiB, all its files together\)/);
    }
    expect(wroteSomething).toBe(false);
  });

  it('split over files inside its folder: read as before', async () => {
    const path = await document('split.yaml', documentWithSchema("{ $ref: 'parts/thing.yaml' }"));
    const out = join(base, 'generated-split');
    const generate = await script('scripts/generate/index.ts', '--document', path, '--out', out);
    expect(generate.code, generate.output).toBe(0);
    expect(existsSync(join(out, 'openapi.json'))).toBe(true);
    const diff = await cli('spec', 'diff', GENERATED_JSON, path);
    expect(diff.code, diff.output).toBe(1); // every operation of ours is gone: breaking, and read
    expect(diff.output).toMatch(/operation added/);
  });
});
