/**
 * From a path to the document every emitter reads: read and bundle it, run the pre-flight check,
 * validate it with swagger-parser, then check that every example still validates (example-defects.ts).
 * The document is used as written: OpenAPI 3.1, whose schemas are JSON Schema 2020-12 as they stand.
 * Shared by `npm run generate` and `npm run lint:spec`, so both judge the same document the same way.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { DocumentDefectsError, type Defect } from './document-defects-error.js';
import { DEFAULT_SOURCE, type BundledDocument } from './emitter.js';
import { findExampleDefects } from './example-defects.js';
import { findDefects } from './preflight.js';
import { readDocument } from './read-document.js';

export interface DocumentOptions {
  /** OpenAPI 3.1 document, JSON or YAML, local path. @default 'openapi/openapi.yaml' */
  document?: string;
}

export interface PreparedDocument {
  document: BundledDocument;
  /** How the document was named in banners: relative to the working directory when inside it. */
  source: string;
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
  const document = read.document;
  const defects: Defect[] = [...read.defects];
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
  const invalidExamples = findExampleDefects(document);
  if (invalidExamples.length > 0) throw new DocumentDefectsError(source, invalidExamples);
  return { document, source };
}
