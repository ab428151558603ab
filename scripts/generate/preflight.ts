/**
 * The pre-flight check of `npm run generate`: every defect that would break generation,
 * found in one pass over the bundled document and reported together with its location, before any
 * emitter runs. swagger-parser and Redocly let several of these through for 3.1 documents (a duplicate
 * operationId is only caught, by accident, deep inside openapi-typescript).
 */
import { fileNameProblem } from '../../contract-tests/support/file-name.js';
import { deref, resolvePointer } from '../../src/cli/spec-diff/document-refs.js';
import { nameOperationsWithProblems, operationsOf } from '../../src/cli/spec-diff/client-naming.js';
import { locationOf, type Defect } from './document-defects-error.js';
import type { BundledDocument } from './emitter.js';

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document of any shape, walked after runtime checks
type Json = Record<string, any>;

/** Path Item fields that are not operations. */
const PATH_ITEM_FIELDS = ['parameters', 'summary', 'description', 'servers', '$ref'];

/** Refs that point at refs, followed at most this far before calling it a cycle. */
const MAX_REF_HOPS = 32;

function refDefect(document: BundledDocument, ref: string): string | undefined {
  if (!ref.startsWith('#')) return `unresolvable $ref ${ref} (external file missing or not bundled)`;
  const seen = new Set<string>();
  let current = ref;
  for (let hops = 0; hops < MAX_REF_HOPS; hops++) {
    if (seen.has(current)) return `$ref ${ref} is a cycle of refs with no schema in it`;
    seen.add(current);
    let target: unknown;
    try {
      target = resolvePointer(document, current);
    } catch {
      return current === ref ? `unresolvable $ref ${ref}` : `unresolvable $ref ${current} (reached from ${ref})`;
    }
    const next = (target as Json | null)?.['$ref'];
    if (typeof next !== 'string') return undefined;
    if (!next.startsWith('#')) return `unresolvable $ref ${next} (reached from ${ref})`;
    current = next;
  }
  return `$ref chain from ${ref} is longer than ${MAX_REF_HOPS} hops`;
}

function findRefDefects(document: BundledDocument, node: unknown, at: (string | number)[], out: Defect[]): void {
  if (Array.isArray(node)) {
    for (const [index, child] of node.entries()) findRefDefects(document, child, [...at, index], out);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const message = refDefect(document, value);
      if (message !== undefined) out.push({ location: locationOf(at), message });
    } else if (!(key === 'example' || (key === 'examples' && Array.isArray(value)) || key.startsWith('x-'))) {
      // Example values and extensions are data, not document structure: a `$ref` key there is no reference.
      findRefDefects(document, value, [...at, key], out);
    }
  }
}

function safeDeref(document: BundledDocument, value: unknown): Json {
  try {
    return (deref(document, value) as Json | null) ?? {};
  } catch {
    return {};
  }
}

function allOperations(document: BundledDocument): { location: string; operation: Json }[] {
  const fromPaths = operationsOf(document).map(({ path, httpMethod, operation }) => ({
    location: `paths.${path}.${httpMethod}`,
    operation,
  }));
  const fromWebhooks = Object.entries<unknown>(document['webhooks'] ?? {}).flatMap(([name, rawItem]) => {
    const item = safeDeref(document, rawItem);
    return Object.entries(item)
      .filter(([key, value]) => !PATH_ITEM_FIELDS.includes(key) && typeof value === 'object')
      .map(([method, operation]) => ({ location: `webhooks.${name}.${method}`, operation: operation as Json }));
  });
  return [...fromPaths, ...fromWebhooks];
}

function findDuplicateOperationIds(document: BundledDocument, out: Defect[]): void {
  const first = new Map<string, string>();
  for (const { location, operation } of allOperations(document)) {
    const id: unknown = operation['operationId'];
    if (typeof id !== 'string') continue;
    const previous = first.get(id);
    if (previous === undefined) first.set(id, location);
    else out.push({ location, message: `duplicate operationId ${id} (also ${previous})` });
  }
}

function findPathParameterDefects(document: BundledDocument, out: Defect[]): void {
  for (const { path, httpMethod, item, operation } of operationsOf(document)) {
    const location = `paths.${path}.${httpMethod}`;
    const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
    const declared = [...(item['parameters'] ?? []), ...(operation['parameters'] ?? [])]
      .map((parameter) => safeDeref(document, parameter))
      .filter((parameter) => parameter['in'] === 'path')
      .map((parameter) => String(parameter['name']));
    for (const name of inTemplate.filter((n) => !declared.includes(n))) {
      out.push({ location, message: `path parameter ${name} is used in the path but not declared (in: path)` });
    }
    for (const name of new Set(declared.filter((n) => !inTemplate.includes(n)))) {
      out.push({ location, message: `declares path parameter ${name}, which the path does not contain` });
    }
  }
}

/**
 * Each operationId and webhook name names a fixture file (`npm run fixtures:record`, `spec bump`): one
 * that is no file name (`../../x`) is a defect here, before any tool makes a path of it.
 */
function findUnsafeFileNames(document: BundledDocument, out: Defect[]): void {
  const why = '; fixtures:record and spec bump name a fixture file after it (rename it)';
  for (const name of Object.keys(document['webhooks'] ?? {})) {
    const problem = fileNameProblem(name);
    if (problem !== undefined)
      out.push({ location: `webhooks.${name}`, message: `webhook name cannot name a file: ${problem}${why}` });
  }
  for (const { path, httpMethod, operation } of operationsOf(document)) {
    const location = `paths.${path}.${httpMethod}`;
    const id: unknown = operation['operationId'];
    const problem = typeof id === 'string' ? fileNameProblem(id) : undefined;
    if (problem !== undefined) {
      out.push({
        location: `${location}.operationId`,
        message: `operationId ${JSON.stringify(id)} cannot name a file: ${problem}${why}`,
      });
    }
  }
}

/** Every defect that would break generation, in document order per kind; empty when generation can go ahead. */
export function findDefects(document: BundledDocument): Defect[] {
  const defects: Defect[] = [];
  findRefDefects(document, document, [], defects);
  findDuplicateOperationIds(document, defects);
  findPathParameterDefects(document, defects);
  findUnsafeFileNames(document, defects);
  defects.push(...nameOperationsWithProblems(document).problems);
  return defects;
}
