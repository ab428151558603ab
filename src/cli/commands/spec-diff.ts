/**
 * `spec diff <old> <new> [--format text|json]`: what changed between two versions of the OpenAPI
 * document and which changes break clients or webhook receivers. Exit code 1 when anything breaks,
 * so CI can gate a release on it; 2 when a document cannot be read (see cli-error.ts).
 */
import { type Command, Option } from 'commander';
import { CliError, processIo, type CliIo } from '../cli-error.js';
import { diffDocuments, formatReport, loadDocument, REPORT_FORMATS, type ReportFormat } from '../spec-diff/index.js';

const HELP_AFTER = `
Rules (who reads a value decides what breaks):
  requests (parameters, request bodies, a webhook's answer): removed operation, parameter or field,
    a new required parameter/field, a narrowed type, pattern, bound or enum, a removed default
  responses: removed field, field no longer required, new type or new enum value
  webhooks (delivered payloads): removed webhook, removed field, field no longer required,
    new type, any enum value added or removed; a new webhook is not breaking

Each document is a bundled JSON file (generated/openapi.json) or a YAML/JSON root whose $refs
point into other files (openapi/openapi.yaml).

Exit codes: 0 no breaking change, 1 breaking changes found, 2 a document could not be read.`;

async function load(path: string) {
  try {
    return await loadDocument(path);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Parser messages can span lines (YAML excerpts); the CLI promises one line.
    throw new CliError(`cannot read ${path}: ${reason.split('\n')[0]?.trim() ?? ''}`, 2);
  }
}

/**
 * Add `diff` under the `spec` command. `parent` is either the `spec` command itself or the root
 * program, under which `spec` is found or created (other `spec` subcommands may share it).
 * Returns the `diff` command.
 */
export function registerSpecDiff(parent: Command, io: CliIo = processIo): Command {
  const spec = parent.name() === 'spec'
    ? parent
    : parent.commands.find((command) => command.name() === 'spec')
      ?? parent.command('spec').description('Work with versions of the OpenAPI document');
  return spec
    .command('diff')
    .description('Report the changes between two versions of the OpenAPI document, breaking ones first')
    .argument('<old>', 'the earlier document (path)')
    .argument('<new>', 'the later document (path)')
    .addOption(new Option('--format <format>', 'report format').choices(REPORT_FORMATS).default('text'))
    .addHelpText('after', HELP_AFTER)
    .action(async (oldPath: string, newPath: string, options: { format: ReportFormat }) => {
      const [before, after] = await Promise.all([load(oldPath), load(newPath)]);
      const changes = diffDocuments(before, after);
      io.out(formatReport(changes, options.format).trimEnd());
      const breaking = changes.filter((change) => change.severity === 'breaking').length;
      if (breaking > 0) throw new CliError(`${breaking} breaking change${breaking === 1 ? '' : 's'}`, 1);
    });
}
