/**
 * Redocly's `respect` (an Arazzo runner, from @redocly/cli) on the bundled document as it is:
 * `redocly generate-arazzo` writes one workflow per operation from generated/openapi.json, each step
 * calling the operation with its example and checking `$statusCode == <its success status>` and the
 * answer against the document; `redocly respect` runs them against the Prism mock of the same
 * document. Every workflow must pass. With a `2XX` range the generator takes the first numeric
 * status, a 400, as the success criterion, and the step fails.
 *
 * One change to the generated workflows, not to the document: generate-arazzo gives each step both
 * alternatives of the either-or security requirement (bearer or basic, spec §5) but declares inputs
 * for the first scheme only, so the basic one has no username and every step errs; the steps keep
 * the bearer alternative, which is what a user of the generated file would do too.
 *
 * About 5 s.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { listOperations, loadDocument } from '../support/document.js';
import { startPrism, type RunningPrism } from '../support/prism.js';
import { BUNDLED_DOCUMENT, FAKE_KEY, runTool, scratchFolder, tail, type ToolRun } from './tools.js';

interface RespectReport {
  files: Record<
    string,
    {
      executedWorkflows: {
        workflowId: string;
        status: string;
        executedSteps: { stepId: string; checks: { name: string; message?: string; passed: boolean }[] }[];
      }[];
    }
  >;
}

interface Workflow {
  workflowId: string;
  steps: { operationId: string; 'x-security'?: { schemeName: string }[] }[];
}

const document = loadDocument();
const scratch = scratchFolder('respect');
const arazzo = join(scratch.path, 'openapi.arazzo.yaml');
let prism: RunningPrism;
let generated: ToolRun;
let respected: ToolRun;
let report: RespectReport | undefined;
let workflows: Workflow[] = [];

/** The bearer scheme's name in the document (its key under components.securitySchemes). */
const bearerScheme = Object.entries(document.components?.securitySchemes ?? {}).find(
  ([, scheme]) => (scheme as { scheme?: string }).scheme === 'bearer',
)?.[0];

beforeAll(async () => {
  prism = await startPrism({ logFile: join(scratch.path, 'prism.log') });
  generated = await runTool('redocly', ['generate-arazzo', BUNDLED_DOCUMENT, '--output-file', arazzo], {
    cwd: scratch.path,
  });
  if (generated.code !== 0) return;
  const description = parse(readFileSync(arazzo, 'utf8')) as {
    sourceDescriptions: { name: string }[];
    workflows: Workflow[];
  };
  workflows = description.workflows;
  for (const step of workflows.flatMap((w) => w.steps)) {
    step['x-security'] = step['x-security']?.filter((s) => s.schemeName === bearerScheme);
  }
  writeFileSync(arazzo, stringify(description));
  const source = description.sourceDescriptions[0]!.name;
  const json = join(scratch.path, 'respect.json');
  respected = await runTool(
    'redocly',
    ['respect', arazzo, '--server', `${source}=${prism.url}`, '--input', `${bearerScheme}=${FAKE_KEY}`, '-J', json],
    { cwd: scratch.path },
  );
  report = JSON.parse(readFileSync(json, 'utf8')) as RespectReport;
}, 300_000);

afterAll(async () => {
  await prism?.close();
  scratch.remove();
});

describe('Redocly respect on the bundled document', () => {
  it('generates a workflow for every operation', () => {
    expect(generated.code, tail(generated)).toBe(0);
    const called = new Set(workflows.flatMap((w) => w.steps.map((s) => s.operationId.split('.').at(-1))));
    expect(
      listOperations(document)
        .filter((o) => !called.has(o.operationId))
        .map((o) => o.operationId),
    ).toEqual([]);
  });

  it('passes every check of every workflow against the mock', () => {
    expect(report, tail(respected)).toBeDefined();
    const failed = Object.values(report!.files).flatMap((file) =>
      file.executedWorkflows.flatMap((workflow) =>
        workflow.executedSteps.flatMap((step) =>
          step.checks
            .filter((c) => !c.passed)
            .map((c) => `${step.stepId}: ${c.name}${c.message ? ` (${c.message})` : ''}`),
        ),
      ),
    );
    expect(failed).toEqual([]);
    expect(respected.code, tail(respected)).toBe(0);
  });
});
