/**
 * From a path to the document every emitter reads: read and bundle it, apply the overlay, run the
 * pre-flight check, validate it with swagger-parser, normalise 3.0-style schema keywords, then
 * check that every example still validates (example-defects.ts).
 * Shared by `npm run generate` and `npm run lint:spec`, so both judge the same document the same way.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { nameOperationsWithProblems } from '../../src/internal/client-naming.js';
import { DocumentDefectsError, type Defect } from './document-defects-error.js';
import { DEFAULT_SOURCE, type BundledDocument } from './emitter.js';
import { findExampleDefects } from './example-defects.js';
import { normaliseSchemas, type SchemaNote } from './normalise-schemas.js';
import { applyOverlay } from './overlay.js';
import { findDefects } from './preflight.js';
import { readDocument, readJsonOrYaml } from './read-document.js';

export interface DocumentOptions {
  /** OpenAPI 3.0/3.1 document, JSON or YAML, local path. @default 'openapi/openapi.yaml' */
  document?: string;
  /** OpenAPI Overlay 1.0 file applied before anything else looks at the document. @default none */
  overlay?: string;
}

export interface PreparedDocument {
  document: BundledDocument;
  /** How the document was named in banners: relative to the working directory when inside it. */
  source: string;
  /** The 3.0-to-3.1 rewrites and doubts (normalise-schemas.ts) and derived client names, for the command to print. */
  notes: SchemaNote[];
  unknownKeywords: string[];
}

function sourceName(path: string): string {
  const inside = relative(process.cwd(), resolve(path));
  return inside.startsWith('..') || isAbsolute(inside) ? path : inside.split('\\').join('/');
}

/** Throws UnreadableInputError (exit 2) or DocumentDefectsError listing every defect (exit 1). */
export async function prepareDocument(options: DocumentOptions = {}): Promise<PreparedDocument> {
  const path = options.document ?? DEFAULT_SOURCE;
  const source = sourceName(path);
  const read = await readDocument(path);
  let document = read.document;
  const defects: Defect[] = [...read.defects];
  if (options.overlay !== undefined) {
    const overlaid = applyOverlay(document, await readJsonOrYaml(options.overlay));
    document = overlaid.document;
    defects.push(...overlaid.defects.map((d) => ({ ...d, location: `${options.overlay} ${d.location}` })));
  }
  // A ref the bundler refused is reported once, with why, not again as merely unresolvable.
  const refused = new Set(read.defects.map((defect) => defect.location));
  defects.push(
    ...findDefects(document).filter(
      (defect) => !(refused.has(defect.location) && defect.message.startsWith('unresolvable $ref')),
    ),
  );
  if (defects.length > 0) throw new DocumentDefectsError(source, defects);
  try {
    // Structure last: its message stops at the first problem, and the checks above have more to say.
    // The document is bundled already: a $ref left outside it is not swagger-parser's to follow.
    await SwaggerParser.validate(structuredClone(document) as never, { resolve: { external: false } });
  } catch (error) {
    throw new DocumentDefectsError(source, [{ location: 'document', message: (error as Error).message }]);
  }
  const normalised = normaliseSchemas(document);
  const invalidExamples = findExampleDefects(normalised.document);
  if (invalidExamples.length > 0) throw new DocumentDefectsError(source, invalidExamples);
  // Names the rule had to derive (a collision told apart, a tag that gives no name): printed, not refused.
  const naming = nameOperationsWithProblems(document).warnings.map((w) => ({ ...w, kind: 'warning' as const }));
  return { ...normalised, notes: [...normalised.notes, ...naming], source };
}
