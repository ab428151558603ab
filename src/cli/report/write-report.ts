/**
 * Where reports go. A report file is written whole or not at all: to a temporary file beside it,
 * renamed over the target only once complete, so a run that dies halfway never leaves a truncated
 * report for CI to read (and an earlier report stays as it was).
 */
import { randomBytes } from 'node:crypto';
import { appendFile, rename, rm, writeFile } from 'node:fs/promises';

export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temporary = `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Appends to the job summary GitHub Actions shows on the run's page, when the runner says where it
 * is (`GITHUB_STEP_SUMMARY`); returns whether it did. One append: the runner reads the file whole
 * when the step ends.
 */
export async function appendStepSummary(markdown: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const file = env.GITHUB_STEP_SUMMARY;
  if (!file) return false;
  await appendFile(file, markdown.endsWith('\n') ? `${markdown}\n` : `${markdown}\n\n`);
  return true;
}
