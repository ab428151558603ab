/**
 * Where a document's `$ref`s may lead: files inside the folder of the document itself, nothing else.
 * A reference to any other file would copy that file into what the tools write (generated/openapi.json
 * ships in the package), and one to a URL would fetch it, so neither is followed. A refused reference
 * is refused before the file system is asked anything, with one message whether or not the file
 * exists. Every file read counts against the document's MAX_DOCUMENT_BYTES, and YAML is parsed here
 * first, aliases bounded, so no tool downstream meets an alias bomb.
 */
import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocumentInputError } from './document-input-error.js';
import { MAX_DOCUMENT_BYTES, parseYaml, readLimitedText } from './read-document-file.js';

/** A URL other than file: (`http://`, `https://`, `//host/`): never fetched. */
const REMOTE = /^([a-z][a-z0-9+.-]*:)?\/\//i;

function isInside(folder: string, file: string): boolean {
  const path = relative(folder, file);
  return path !== '' && path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path);
}

export class DocumentFolder {
  /** The folder of the document, as given and with symbolic links resolved. */
  readonly #folder: string;
  readonly #realFolder: string;
  #bytesLeft = MAX_DOCUMENT_BYTES;

  /** `document`: the path of the document whose references this folder answers. */
  constructor(document: string) {
    this.#folder = dirname(resolve(document));
    try {
      this.#realFolder = realpathSync(this.#folder);
    } catch {
      this.#realFolder = this.#folder;
    }
  }

  /**
   * The text of the file `reference` names (an absolute path or a file: URL, as a bundler resolves
   * it), once it is known to be inside the folder, within the size budget, and parseable with its
   * aliases bounded. Throws DocumentInputError otherwise.
   */
  async read(reference: string): Promise<string> {
    const rule = `a $ref is followed only to files inside the document's folder (${this.#folder})`;
    const outside = () => new DocumentInputError(reference, `not read: ${rule}`);
    const fileUrl = /^file:/i.test(reference);
    if (!fileUrl && REMOTE.test(reference))
      throw new DocumentInputError(reference, `not fetched: ${rule}, never to a URL`);
    const file = fileUrl ? fileURLToPath(reference) : resolve(reference);
    if (!isInside(this.#folder, file)) throw outside();
    let real: string;
    try {
      real = await realpath(file);
    } catch (error) {
      throw new DocumentInputError(reference, (error as NodeJS.ErrnoException).code ?? String(error));
    }
    // A link inside the folder to a file outside it is the same escape by another road.
    if (!isInside(this.#realFolder, real)) throw outside();
    const text = await readLimitedText(file, this.#bytesLeft);
    this.#bytesLeft -= Buffer.byteLength(text);
    await checkParse(text, reference);
    return text;
  }
}

/**
 * Every file our document's refs name is JSON or YAML; the YAML is parsed here first, its aliases
 * bounded, before the bundler parses it.
 */
async function checkParse(text: string, reference: string): Promise<void> {
  try {
    JSON.parse(text);
    return; // JSON has no aliases
  } catch {}
  await parseYaml(text, reference);
}
