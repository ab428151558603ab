/**
 * `npm run bump -- <new document> [--since <released document>]`: generate, spec
 * diff against the last release's document, the fixture recording and the contract run, then a
 * CHANGELOG entry and the proposed version, in one report; the repository changes only when every
 * step passed (run-bump.ts). Exit 0 when it passed, 1 when a step failed (nothing changed), 2 when
 * it could not start.
 */
import { existsSync } from 'node:fs';
import { Command } from 'commander';
import { CliError, processIo, type CliIo } from '../../src/cli/cli-error.js';
import { formatBumpReport } from './format-bump-report.js';
import { RELEASED_DOCUMENT, runBump } from './run-bump.js';

interface BumpFlags {
  since?: string;
}

export function createBumpProgram(io: CliIo = processIo): Command {
  return new Command('bump')
    .description('Bring in a new version of the document: generate, diff, fixtures, contract run, changelog')
    .argument('<document>', 'the new OpenAPI document (openapi/openapi.yaml after editing it, or a provider file)')
    .option('--since <document>', `the last release's document to compare with (default ${RELEASED_DOCUMENT})`)
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text.trimEnd()), writeErr: (text) => io.err(text.trimEnd()) })
    .action(async (document: string, flags: BumpFlags) => {
      if (!existsSync(document)) throw new CliError(`${document} does not exist`, 2);
      const report = await runBump({ root: process.cwd(), document, since: flags.since });
      const since = flags.since ?? RELEASED_DOCUMENT;
      io.out(formatBumpReport(report, `spec bump ${document} (compared with ${since})`));
      if (!report.ok) throw new CliError('the bump stopped at a failed step; nothing was changed', 1);
    });
}
