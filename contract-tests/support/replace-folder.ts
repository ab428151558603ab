/**
 * Replace a folder only when everything meant to go into it was written: the new contents are
 * built in a temporary sibling folder (same file system, so the swap is two renames), and on any
 * failure the temporary folder is removed and the original is left exactly as it was.
 */
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export interface ReplaceFolderOptions {
  /** Start from a copy of the current contents (to update some files) instead of an empty folder. @default false */
  keepExisting?: boolean;
}

/** Runs `fill` on a temporary folder, then swaps it in for `folder`; throws `fill`'s error untouched. */
export async function replaceFolder<T>(
  folder: string,
  fill: (temporary: string) => Promise<T>,
  options: ReplaceFolderOptions = {},
): Promise<T> {
  const prefix = join(dirname(folder), `.${basename(folder)}-`);
  const temporary = mkdtempSync(`${prefix}new-`);
  let result: T;
  try {
    if (options.keepExisting && existsSync(folder)) cpSync(folder, temporary, { recursive: true });
    result = await fill(temporary);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
  const previous = existsSync(folder) ? mkdtempSync(`${prefix}old-`) : undefined;
  if (previous) renameSync(folder, join(previous, 'contents'));
  try {
    renameSync(temporary, folder);
  } catch (error) {
    if (previous) renameSync(join(previous, 'contents'), folder); // put the original back
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  } finally {
    if (previous) rmSync(previous, { recursive: true, force: true });
  }
  return result;
}
