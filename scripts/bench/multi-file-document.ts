/**
 * A provider-style document split over about 2,000 files (DigitalOcean publishes one of 2,907), for
 * scripts/bench/spec-pipeline.ts: a root `openapi.yaml`, two path files per resource (collection and
 * item) and eighteen schema files per resource, which refer to each other and to shared files in a
 * subfolder by relative `$ref`s. 100 resources give 500 operations and 2,003 files.
 *
 * `bumped: true` writes the provider's next version: one shared file gains a required request field
 * and one resource's create operation is renamed, so `spec diff` has something to find.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';

type Json = Record<string, unknown>;

export const RESOURCES = 100;
const DETAILS = 16;

const ref = ($ref: string): Json => ({ $ref });
const json = (schema: Json): Json => ({ content: { 'application/json': { schema } } });

function write(dir: string, path: string, value: unknown): void {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, stringify(value, { aliasDuplicateObjects: false }));
}

function sharedFiles(dir: string, bumped: boolean): void {
  write(dir, 'schemas/shared/money.yaml', {
    type: 'object',
    required: bumped ? ['amount', 'currency', 'precision'] : ['amount', 'currency'],
    properties: {
      amount: { type: 'number', exclusiveMinimum: 0 },
      currency: { type: 'string', enum: ['EUR', 'USD'] },
      precision: { type: 'integer', minimum: 0 },
    },
  });
  write(dir, 'schemas/shared/audit.yaml', {
    type: 'object',
    properties: { created_at: { type: 'string', format: 'date-time' }, actor: { type: 'string' } },
  });
}

function resourceFiles(dir: string, noun: string, index: number, bumped: boolean): Json {
  const one = `${noun}_item`;
  for (let k = 0; k < DETAILS; k++) {
    const next = k + 1 < DETAILS ? { next: ref(`./${noun}-detail-${k + 1}.yaml`) } : {};
    write(dir, `schemas/${noun}-detail-${k}.yaml`, {
      type: 'object',
      properties: { label: { type: 'string' }, weight: { type: 'integer', minimum: 0 }, ...next },
    });
  }
  write(dir, `schemas/${noun}.yaml`, {
    type: 'object',
    required: ['id', 'name'],
    properties: {
      id: { type: 'string' },
      name: { type: 'string' },
      price: ref('./shared/money.yaml'),
      audit: ref('./shared/audit.yaml'),
      detail: ref(`./${noun}-detail-0.yaml`),
    },
  });
  write(dir, `schemas/${noun}-create.yaml`, {
    type: 'object',
    required: ['name', 'price'],
    properties: { name: { type: 'string', minLength: 1 }, price: ref('./shared/money.yaml') },
  });
  const tags = [noun];
  const read = ref(`../schemas/${noun}.yaml`);
  const id = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
  write(dir, `paths/${noun}.yaml`, {
    get: {
      tags,
      operationId: `list_${noun}`,
      responses: { '200': { description: 'ok', ...json({ type: 'array', items: read }) } },
    },
    post: {
      tags,
      operationId: bumped && index === 0 ? `make_${one}` : `create_${one}`,
      requestBody: { required: true, ...json(ref(`../schemas/${noun}-create.yaml`)) },
      responses: { '201': { description: 'created', ...json(read) } },
    },
  });
  write(dir, `paths/${noun}-item.yaml`, {
    parameters: id,
    get: { tags, operationId: `get_${one}`, responses: { '200': { description: 'ok', ...json(read) } } },
    put: {
      tags,
      operationId: `update_${one}`,
      requestBody: { required: true, ...json(ref(`../schemas/${noun}-create.yaml`)) },
      responses: { '200': { description: 'ok', ...json(read) } },
    },
    delete: { tags, operationId: `delete_${one}`, responses: { '204': { description: 'deleted' } } },
  });
  return {
    [`/v1/${noun}`]: ref(`./paths/${noun}.yaml`),
    [`/v1/${noun}/{id}`]: ref(`./paths/${noun}-item.yaml`),
  };
}

/** Writes the document under `dir`; returns the root's path and how many files were written. */
export function writeMultiFileDocument(
  dir: string,
  options: { bumped?: boolean } = {},
): { root: string; files: number } {
  const bumped = options.bumped ?? false;
  sharedFiles(dir, bumped);
  let paths: Json = {};
  for (let index = 0; index < RESOURCES; index++) {
    paths = { ...paths, ...resourceFiles(dir, `things${index}`, index, bumped) };
  }
  const root = join(dir, 'openapi.yaml');
  write(dir, 'openapi.yaml', {
    openapi: '3.1.0',
    info: { title: 'Multi-file provider', version: bumped ? '2.0.0' : '1.0.0' },
    paths,
  });
  return { root, files: RESOURCES * (2 + DETAILS + 2) + 3 };
}
