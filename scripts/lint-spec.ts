/**
 * `npm run lint:spec [-- --document <file>]`: the generator's own checks (pre-flight defects with
 * their locations, swagger-parser structure, examples), then Redocly's semantic lint.
 *
 * Our document (the default) must be clean: redocly.yaml's strict rules and no warning of any kind.
 * Another document (`--document`) is linted with Redocly's `recommended` rules (struct as a warning).
 * Defects and Redocly errors fail it.
 * Exit 0 clean, 1 findings, 2 unreadable input.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DocumentDefectsError } from './generate/document-defects-error.js';
import { DEFAULT_SOURCE } from './generate/emitter.js';
import { prepareDocument } from './generate/prepare-document.js';
import { UnreadableInputError } from './generate/unreadable-input-error.js';

function redoclyLint(document: string, ours: boolean): { output: string; status: number | null } {
  const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const scratch = ours ? undefined : mkdtempSync(join(tmpdir(), 'lint-spec-'));
  const config = scratch === undefined ? 'redocly.yaml' : join(scratch, 'redocly.yaml');
  // struct only warns for another document: swagger-parser has checked its structure already.
  const foreignConfig = 'extends:\n  - recommended\nrules:\n  struct: warn\ntelemetry: off\n';
  if (scratch !== undefined) writeFileSync(config, foreignConfig);
  try {
    const result = spawnSync(process.execPath, [redoclyCli, 'lint', document, '--config', config], {
      encoding: 'utf8',
      // No network here: keep Redocly from phoning home or checking for updates.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    // Drop the boxed Node-version banner Redocly prints on Node 20; it is not a finding.
    const output = `${result.stdout}${result.stderr}`
      .split('\n')
      .filter((line) => !/[║╔╚]/.test(line))
      .join('\n')
      .trim();
    return { output, status: result.status };
  } finally {
    if (scratch !== undefined) rmSync(scratch, { recursive: true, force: true });
  }
}

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { document: { type: 'string' } } });
  const ours = values.document === undefined;
  const document = values.document ?? DEFAULT_SOURCE;
  let prepared: Awaited<ReturnType<typeof prepareDocument>>;
  try {
    prepared = await prepareDocument({ document });
  } catch (error) {
    if (error instanceof DocumentDefectsError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    return error instanceof UnreadableInputError ? 2 : 1;
  }
  console.log(`pre-flight and swagger-parser: ${prepared.source} is valid.`);

  const { output, status } = redoclyLint(document, ours);
  console.log(output);
  const warned = ours && /warning/i.test(output);
  if (status !== 0 || warned) {
    const why = [`redocly exit ${status}`];
    if (warned) why.push('warnings reported');
    console.error(`lint:spec failed (${why.join(', ')}).`);
    return 1;
  }
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
