/**
 * Reading the document `npm run generate` works from: any local OpenAPI 3.0/3.1 file, JSON or YAML, ours
 * (openapi/openapi.yaml, split over many files) or a provider's published one.
 *
 * The file is read within the limits every command applies to a document (size, YAML aliases:
 * src/cli/document/read-document-file.ts). A self-contained one is used as parsed. One with external
 * `$ref`s is bundled (src/cli/document/bundle-in-folder.ts), which hoists each `file.yaml#/Name` into
 * `#/components/<kind>/Name`, so the generated types keep the document's own schema names, and follows
 * refs only to files inside the document's folder: never elsewhere on disk, never over the network.
 * A ref it refused is a defect naming why; other unresolved refs are left in place for the pre-flight
 * check (preflight.ts), which reports every one with its location. Nothing here stops at the first
 * problem.
 */
import { bundleInFolder } from '../../src/cli/document/bundle-in-folder.js';
import { DocumentInputError } from '../../src/cli/document/document-input-error.js';
import { externalRef } from '../../src/cli/document/load-document.js';
import { readDocumentFile } from '../../src/cli/document/read-document-file.js';
import { locationOfPointer, type Defect } from './document-defects-error.js';
import type { BundledDocument } from './emitter.js';
import { UnreadableInputError } from './unreadable-input-error.js';

/** The root of the hand-maintained document. */
export const DOCUMENT_ROOT = 'openapi/openapi.yaml';

/** A JSON or YAML file parsed into a plain object; throws UnreadableInputError when it is not one. */
export async function readJsonOrYaml(path: string): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = await readDocumentFile(path);
  } catch (error) {
    if (error instanceof DocumentInputError) throw new UnreadableInputError(path, error.reason);
    throw error;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new UnreadableInputError(path, 'the file does not hold an object');
  }
  return parsed as Record<string, unknown>;
}

/** The document at `path` with every resolvable `$ref` internal, and the defects bundling found. */
export async function readDocument(path: string): Promise<{ document: BundledDocument; defects: Defect[] }> {
  const parsed = await readJsonOrYaml(path);
  if (typeof parsed['openapi'] !== 'string' || !/^3\.[01]\./.test(parsed['openapi'])) {
    throw new UnreadableInputError(path, 'not an OpenAPI 3.0 or 3.1 document (no "openapi: 3.x.y" field)');
  }
  if (externalRef(parsed) === undefined) return { document: parsed, defects: [] };

  const defects: Defect[] = [];
  try {
    const { document, problems } = await bundleInFolder(path);
    for (const problem of problems) {
      // Unresolved refs stay in the bundle as they were; preflight.ts reports each with its target.
      // A refused one says why here: the folder rule or a limit, not a missing file.
      if (problem.severity !== 'error') continue;
      if (problem.message.startsWith("Can't resolve $ref") && !problem.refused) continue;
      defects.push({ location: locationOfPointer(problem.pointer ?? ''), message: problem.message });
    }
    return { document: document as BundledDocument, defects };
  } catch (error) {
    if (error instanceof DocumentInputError) throw new UnreadableInputError(path, error.reason);
    // Redocly throws (rather than reports) on a few shapes, e.g. a $ref that points at itself.
    defects.push({ location: 'document', message: `bundling failed: ${(error as Error).message}` });
    return { document: parsed, defects };
  }
}
