/**
 * Reading the document `npm run generate` works from: any local OpenAPI 3.0/3.1 file, JSON or YAML, ours
 * (openapi/openapi.yaml, split over many files) or a provider's published one.
 *
 * A self-contained file is parsed directly. One with external `$ref`s goes through Redocly's bundler,
 * which hoists each `file.yaml#/Name` into `#/components/<kind>/Name`, so the generated types keep the
 * document's own schema names. Refs that stay unresolved are left in place for the pre-flight check
 * (preflight.ts), which reports every one with its location; nothing here stops at the first problem.
 */
import { readFile } from 'node:fs/promises';
import { bundle, createConfig } from '@redocly/openapi-core';
import { parse } from 'yaml';
import { locationOfPointer, type Defect } from './document-defects-error.js';
import type { BundledDocument } from './emitter.js';
import { UnreadableInputError } from './unreadable-input-error.js';

/** The root of the hand-maintained document. */
export const DOCUMENT_ROOT = 'openapi/openapi.yaml';

/** A JSON or YAML file parsed into a plain object; throws UnreadableInputError when it is not one. */
export async function readJsonOrYaml(path: string): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UnreadableInputError(path, (error as NodeJS.ErrnoException).code ?? String(error));
  }
  let parsed: unknown;
  try {
    parsed = /\.json$/i.test(path) ? JSON.parse(text) : parse(text, { maxAliasCount: -1 });
  } catch (error) {
    const format = /\.json$/i.test(path) ? 'JSON' : 'YAML';
    throw new UnreadableInputError(path, `not valid ${format}: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UnreadableInputError(path, 'the file does not hold an object');
  }
  return parsed as Record<string, unknown>;
}

function hasExternalRef(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasExternalRef);
  if (value === null || typeof value !== 'object') return false;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && !ref.startsWith('#')) return true;
  return Object.values(value).some(hasExternalRef);
}

/** The document at `path` with every resolvable `$ref` internal, and the defects bundling found. */
export async function readDocument(path: string): Promise<{ document: BundledDocument; defects: Defect[] }> {
  const parsed = await readJsonOrYaml(path);
  if (typeof parsed['openapi'] !== 'string' || !/^3\.[01]\./.test(parsed['openapi'])) {
    throw new UnreadableInputError(path, 'not an OpenAPI 3.0 or 3.1 document (no "openapi: 3.x.y" field)');
  }
  if (!hasExternalRef(parsed)) return { document: parsed, defects: [] };

  const defects: Defect[] = [];
  try {
    const config = await createConfig({});
    const { bundle: result, problems } = await bundle({ ref: path, config, dereference: false });
    for (const problem of problems) {
      // Unresolved refs stay in the bundle as they were; preflight.ts reports each with its target.
      if (problem.severity !== 'error' || problem.message.startsWith("Can't resolve $ref")) continue;
      const where = problem.location[0];
      defects.push({ location: where ? locationOfPointer(where.pointer ?? '') : 'document', message: problem.message });
    }
    return { document: result.parsed as BundledDocument, defects };
  } catch (error) {
    // Redocly throws (rather than reports) on a few shapes, e.g. a $ref that points at itself.
    defects.push({ location: 'document', message: `bundling failed: ${(error as Error).message}` });
    return { document: parsed, defects };
  }
}
