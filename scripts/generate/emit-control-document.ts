/**
 * `generated/emulator-control.json`: the emulator's control API document. It is written by hand in
 * openapi/ beside the S2S document and copied here with the do-not-edit banner, so the emulator and
 * the package read it from generated/ like every other derived file, and `--check` catches a copy
 * edited by hand or left behind.
 *
 * Its request bodies get validators compiled ahead of time like the S2S API's
 * (generated/emulator-control-validators.js), so the control API checks bodies against the document
 * itself and compiles nothing at start-up.
 *
 * It describes the emulator, not the S2S API, so it is read from this repository whatever
 * `--document` names, and its output path is fixed: nothing in either document names a file.
 */
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { DocumentDefectsError } from './document-defects-error.js';
import { requestValidatorFiles } from './emit-request-validators.js';
import { jsonWithBanner, type GeneratedFile } from './emitter.js';
import { readJsonOrYaml } from './read-document.js';
import { UnreadableInputError } from './unreadable-input-error.js';

/** The hand-written control document, as banners and messages name it. */
export const CONTROL_DOCUMENT_SOURCE = 'openapi/emulator-control.json';
export const CONTROL_DOCUMENT_PATH = 'generated/emulator-control.json';

const REPOSITORY_COPY = fileURLToPath(new URL(`../../${CONTROL_DOCUMENT_SOURCE}`, import.meta.url));

/**
 * The copy of the control document at `path` (default: this repository's) and its request
 * validators. Throws UnreadableInputError when it is not a JSON object, DocumentDefectsError when it
 * is not a valid OpenAPI 3.1 document.
 */
export async function emitControlDocument(path: string = REPOSITORY_COPY): Promise<GeneratedFile[]> {
  const source = path === REPOSITORY_COPY ? CONTROL_DOCUMENT_SOURCE : path;
  if (!path.endsWith('.json')) throw new UnreadableInputError(source, 'the control document is JSON (.json)');
  const document = await readJsonOrYaml(path);
  if (typeof document['openapi'] !== 'string' || !/^3\.1\./.test(document['openapi'])) {
    throw new UnreadableInputError(source, 'not an OpenAPI 3.1 document (no "openapi": "3.1.x" field)');
  }
  try {
    await SwaggerParser.validate(structuredClone(document) as never, { resolve: { external: false } });
  } catch (error) {
    throw new DocumentDefectsError(source, [{ location: 'document', message: (error as Error).message }]);
  }
  return [
    { path: CONTROL_DOCUMENT_PATH, contents: jsonWithBanner(document, source) },
    ...requestValidatorFiles(document, source, 'emulator-control-validators'),
  ];
}
