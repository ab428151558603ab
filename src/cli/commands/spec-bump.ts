/**
 * `spec bump <new document> [--overlay <file>] [--since <released document>]` (`npm run bump --
 * <file>`): generate, spec diff against the last release's document, the contract run and the fixture
 * recording, then a CHANGELOG entry and the proposed version, in one report; the repository changes
 * only when every step passed (src/cli/spec-bump/run-bump.ts). Exit 0 when it passed, 1 when a step
 * failed (nothing changed), 2 when it could not start. Runs from a clone of this repository.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { CliError, type CliIo } from '../cli-error.js';
import { formatBumpReport } from '../spec-bump/format-bump-report.js';
import { RELEASED_DOCUMENT, runBump } from '../spec-bump/run-bump.js';

interface BumpFlags {
  overlay?: string;
  since?: string;
}

export function registerSpecBump(spec: Command, io: CliIo): Command {
  return spec
    .command('bump')
    .description('Bring in a new version of the document: generate, diff, contract run, fixtures, changelog')
    .argument('<document>', 'the new OpenAPI document (openapi/openapi.yaml after editing it, or a provider file)')
    .option('--overlay <file>', 'an OpenAPI Overlay 1.0 file applied at generate')
    .option('--since <document>', `the last release's document to compare with (default ${RELEASED_DOCUMENT})`)
    .action(async (document: string, flags: BumpFlags) => {
      const root = process.cwd();
      if (!existsSync(join(root, 'contract-tests', 'record-fixtures.ts'))) {
        throw new CliError('spec bump runs from a clone of game-commerce-s2s (contract-tests/ not found here)');
      }
      for (const file of [document, flags.overlay].filter((f) => f !== undefined)) {
        if (!existsSync(file)) throw new CliError(`${file} does not exist`, 2);
      }
      const report = await runBump({ root, document, overlay: flags.overlay, since: flags.since });
      const since = flags.since ?? RELEASED_DOCUMENT;
      io.out(formatBumpReport(report, `spec bump ${document} (compared with ${since})`));
      if (!report.ok) throw new CliError('the bump stopped at a failed step; nothing was changed', 1);
    });
}
