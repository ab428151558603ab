/**
 * The validated, bundled document as one JSON object with internal refs only: the entry point other
 * tools have used (`validateAndBundle`). It now runs the whole preparation of prepare-document.ts
 * (pre-flight defects, swagger-parser, 3.0-to-3.1 schema rewrites), so callers see what generate sees.
 */
import type { BundledDocument } from './emitter.js';
import { prepareDocument } from './prepare-document.js';
import { DOCUMENT_ROOT } from './read-document.js';

export { DOCUMENT_ROOT };

/** Validate `root` and return it bundled; throws DocumentDefectsError listing every defect found. */
export async function validateAndBundle(root: string = DOCUMENT_ROOT): Promise<BundledDocument> {
  return (await prepareDocument({ document: root })).document;
}
