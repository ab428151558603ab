/**
 * A document that cannot be read or parsed at all: `npm run generate` exits 2 on it, apart from the
 * exit 1 of a document that reads but has defects.
 */
export class UnreadableInputError extends Error {
  override name = 'UnreadableInputError';

  constructor(
    /** The path given on the command line. */
    readonly path: string,
    reason: string,
  ) {
    super(`cannot read ${path}: ${reason}`);
  }
}
