/**
 * `spec diff <old> <new> [--breaking-only] [--reporter <name> [--output <file>]]`: what changed
 * between two versions of the OpenAPI document and which changes break client users or webhook
 * receivers. Exit code 1 when anything breaks, so CI can gate a release on it; 2 when a document
 * cannot be read or compared (see cli-error.ts).
 */
import type { Command } from 'commander';
import { CliError, type CliIo } from '../cli-error.js';
import { cannotRead } from '../document/document-input-error.js';
import { addReporterOptions, checkReporterOptions, deliverReports, type ReporterOptions } from '../report/reporters.js';
import { formatGithub } from '../spec-diff/format-report.js';
import { formatJunit } from '../spec-diff/format-junit.js';
import { diffDocuments, formatReport, loadDocument } from '../spec-diff/index.js';

const HELP_AFTER = `
Operations are matched by HTTP method and path (path parameter names aside); webhooks by name.

Rules (who reads a value decides what breaks):
  client methods: a removed operation, or a renamed or moved client.<group>.<method> (operationId,
    first tag or x-sdk-method changed), e.g. "method renamed: events.submit -> liveops.triggerCampaign"
  security: a scheme removed or changed (type, in, name, HTTP scheme), a requirement that now
    needs more (global or per operation); servers: a URL removed, a variable's default changed
  requests (parameters, request bodies, a webhook's answer): removed parameter, a renamed path
    parameter (the path API's template changes), a field removed from a closed object, a new required
    parameter/field, a narrowed type, pattern, bound or enum, a oneOf/anyOf member removed, a removed
    default
  responses: removed field, field no longer required, new type or new enum value, a oneOf/anyOf
    member added, a relaxed or removed pattern, a success status no longer answered (codes match by
    meaning: 2XX and 201 are compared, not removed)
  webhooks (delivered payloads): removed webhook, removed field, field no longer required,
    new type, any enum value added or removed, a oneOf/anyOf member added, a relaxed pattern; a new
    webhook is not breaking
  patterns: removed, "" or ".*" is relaxed; any other change breaks both sides

Not compared: default responses, media types other than application/json, parameters given as
content, unevaluatedProperties, prefixItems and tuple items, servers of a path or an operation;
nor a change to OAuth flows, an OpenID Connect URL or a server variable's enum. Where the diff
meets one, it stops with exit 2, saying what and where.

A change inside a referenced schema (#/components/schemas/X) is reported once, with the
operations and webhooks it reaches.

Reports: text on stdout by default. --reporter json ({ breaking, nonBreaking, changes: [{ kind,
severity, location, message, reaches? }] }), markdown (a pull-request comment), junit (one test
case per operation and webhook, failing on a breaking change) or github (annotations) prints that
report instead of the text (github: after it); with --output <file> the report goes to the file
(atomically) and the text stays on stdout. --breaking-only leaves the non-breaking changes out of
the listing (they are still counted). With GITHUB_STEP_SUMMARY set, the Markdown report is
appended to the job summary.

Each document is a bundled JSON file (generated/openapi.json) or a YAML/JSON root whose $refs
point into other files (openapi/openapi.yaml).

Exit codes: 0 no breaking change, 1 breaking changes found, 2 a document could not be read or compared.`;

async function load(path: string) {
  try {
    return await loadDocument(path);
  } catch (error) {
    // Parser messages can span lines (YAML excerpts); the CLI promises one line.
    throw new CliError(cannotRead(path, error), 2);
  }
}

/** Add `diff` under the `spec` command. */
export function registerSpecDiff(spec: Command, io: CliIo): void {
  const diff = spec
    .command('diff')
    .description('Report the changes between two versions of the OpenAPI document, breaking ones first')
    .argument('<old>', 'the earlier document (path)')
    .argument('<new>', 'the later document (path)')
    .option('--breaking-only', 'list only the breaking changes (the others are still counted)', false)
    .addHelpText('after', HELP_AFTER);
  addReporterOptions(diff).action(async (oldPath: string, newPath: string, options: DiffOptions) => {
    checkReporterOptions(options);
    const [before, after] = await Promise.all([load(oldPath), load(newPath)]);
    let changes: ReturnType<typeof diffDocuments>;
    try {
      changes = diffDocuments(before, after);
    } catch (error) {
      // e.g. a $ref that resolves to nothing: the document cannot be compared, which is not a verdict.
      const reason = error instanceof Error ? error.message : String(error);
      throw new CliError(`cannot compare ${oldPath} with ${newPath}: ${reason}`, 2);
    }
    const report = { breakingOnly: options.breakingOnly };
    await deliverReports(
      options,
      {
        text: () => formatReport(changes, 'text', report),
        json: () => formatReport(changes, 'json', report),
        markdown: () => formatReport(changes, 'markdown', report),
        junit: () => formatJunit(changes, before, after),
        github: () => formatGithub(changes, report),
      },
      io,
    );
    const breaking = changes.filter((change) => change.severity === 'breaking').length;
    if (breaking > 0) throw new CliError(`${breaking} breaking change${breaking === 1 ? '' : 's'}`, 1);
  });
}

interface DiffOptions extends ReporterOptions {
  breakingOnly: boolean;
}
