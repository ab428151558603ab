/**
 * The same confinement for @apidevtools/swagger-parser (its json-schema-ref-parser), which reads the
 * document and its refs through resolvers: its own file and http resolvers are switched off, and one
 * resolver reads every file through DocumentFolder (inside the document's folder, within the limits).
 */
import { fileURLToPath } from 'node:url';
import { DocumentInputError } from './document-input-error.js';
import { DocumentFolder } from './document-folder.js';

/** The resolver hands file paths over percent-encoded, as URLs are; a bare `%` stays itself. */
function localPath(url: string): string {
  if (/^file:/i.test(url)) return fileURLToPath(url);
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(url)) return url; // a URL: DocumentFolder refuses it
  return decodeURI(url.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
}

export interface FolderRefParser {
  /** For `SwaggerParser.bundle(path, options)` (and parse, dereference) of the document at `path`. */
  options: {
    resolve: Record<string, false | { order: number; canRead: true; read(file: { url: string }): Promise<string> }>;
  };
  /**
   * The first file refused, if any: the parser reports it only as `Error reading file "..."`, so
   * the caller throws this instead, which says why.
   */
  refusal(): DocumentInputError | undefined;
}

/** Resolver options that read the document at `path` and its refs only inside its folder. */
export function refParserInFolder(path: string): FolderRefParser {
  const folder = new DocumentFolder(path);
  let refused: DocumentInputError | undefined;
  const read = async (file: { url: string }) => {
    try {
      return await folder.read(localPath(file.url));
    } catch (error) {
      if (error instanceof DocumentInputError) refused ??= error;
      throw error;
    }
  };
  return {
    options: { resolve: { file: false, http: false, documentFolder: { order: 1, canRead: true, read } } },
    refusal: () => refused,
  };
}
