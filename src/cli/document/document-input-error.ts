/**
 * A document (or a file its `$ref`s name) that is not read: too big, an alias bomb, not JSON or YAML,
 * or a reference that leaves the document's folder. One line, naming the file and why.
 */
export class DocumentInputError extends Error {
  override readonly name = 'DocumentInputError';

  constructor(
    /** The file (or reference) refused, as the reader named it. */
    readonly file: string,
    /** Why, without the file: `not valid YAML: ...`. */
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

/**
 * `cannot read <path>: <why>`, one line, for a command that read `path`: the reason alone when the
 * document itself was refused (its name is said once), else the first line of the error.
 */
export function cannotRead(path: string, error: unknown): string {
  const reason =
    error instanceof DocumentInputError && error.file === path
      ? error.reason
      : (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim();
  return `cannot read ${path}: ${reason}`;
}
