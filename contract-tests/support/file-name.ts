/**
 * Names from a document that name files: each operationId and webhook name becomes a fixture file
 * (contract-tests/fixtures/operations/<operationId>.json, webhooks/<name>.json), written by
 * `npm run fixtures:record` and by `spec bump`. A document is input from outside, so such a name is
 * checked before it becomes a path: one that could leave its folder (`../../x`, `/etc/x`), or that is
 * not a file name on every system, is refused. It is never cleaned up instead: two names cleaned into
 * one would overwrite each other's fixture.
 */

/** Longer names make paths some file systems refuse (255 bytes a name, `-<negative name>.json` added). */
export const MAX_FILE_NAME_LENGTH = 120;

/** Characters no file name may hold on Windows; `/` and `\` separate folders everywhere. */
const SEPARATOR = /[/\\]/;
const RESERVED = /[<>:"|?*]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why `name` cannot name a file, or undefined when it can. */
export function fileNameProblem(name: string): string | undefined {
  if (name === '') return 'it is empty';
  if (name === '.' || name === '..') return 'it names a folder';
  if (SEPARATOR.test(name)) return 'it contains a path separator, / or \\';
  if (CONTROL.test(name)) return 'it contains a control character';
  if (RESERVED.test(name)) return 'it contains a character file names cannot hold: < > : " | ? *';
  if (name.length > MAX_FILE_NAME_LENGTH) return `it is longer than ${MAX_FILE_NAME_LENGTH} characters`;
  return undefined;
}

/** A name refused as a file name, saying which name, where it came from and why. */
export class UnsafeFileNameError extends Error {
  override readonly name = 'UnsafeFileNameError';
}

/**
 * `name` itself when it can name a file; otherwise throws UnsafeFileNameError naming it and where it
 * came from, e.g. `operationId of POST /v1/x: "../../x" cannot name a file: it contains a path separator`.
 */
export function checkedFileName(name: string, where: string): string {
  const problem = fileNameProblem(name);
  if (problem !== undefined) {
    throw new UnsafeFileNameError(`${where}: ${JSON.stringify(name)} cannot name a file: ${problem}`);
  }
  return name;
}
