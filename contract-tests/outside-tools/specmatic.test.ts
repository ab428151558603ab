/**
 * Specmatic, a contract tester from another project, on the bundled document as it is: `specmatic
 * test` reads generated/openapi.json, builds its scenarios from the document's examples and
 * schemas, and runs them against the Prism mock of the same document. Every scenario must pass and
 * every operation must have one that passed. A document Specmatic refuses (a `2XX` range is not a
 * status it accepts, OAS0031) fails here.
 *
 * Specmatic is a Java program: the npm package carries its jar (nothing is downloaded at run time)
 * and runs it with the machine's `java` (17 or newer). Without Java the test says so and skips;
 * under CI=true it fails instead. It writes its reports into its working folder, a scratch one.
 *
 * `--lenient`: Specmatic 2.55's strict loader checks a request example against one alternative of
 * an either-or security requirement (bearer or basic, spec §5) while filling the header for the
 * other, and refuses the example; leniently it runs each scenario once per alternative. The keys
 * come from environment variables named after the document's security schemes (fake ones).
 * `MAX_TEST_REQUEST_COMBINATIONS=1`: one request per scenario; otherwise every optional field and
 * enum value multiplies them (hundreds of thousands on this document, hours of run).
 *
 * Specmatic's own request generator does not honour every keyword (a `format: uri` field gets
 * `"WNNOB"`): a request it generated that breaks the document is refused by the mock (Prism names
 * the request's violation), which is Specmatic's doing, not the document's. Such scenarios are
 * listed in the output and do not fail the check; every other failure does.
 *
 * About 20 s (the JVM, then ~120 scenarios).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type RunningPrism } from '../support/prism.js';
import { listOperations, loadDocument } from '../support/document.js';
import { BUNDLED_DOCUMENT, FAKE_KEY, runTool, scratchFolder, tail, type ToolRun } from './tools.js';

type Outcome = 'passed' | 'failed' | 'generator';

interface Scenario {
  /** `POST /v1/orders`, the path template as the document writes it. */
  operation: string;
  title: string;
  outcome: Outcome;
}

/**
 * The scenarios of a Specmatic run, from its output: each exchange is printed between rules, then
 * its verdict. A failure whose answer carries the mock's violation header naming the request
 * (`"location":["request",...`) is a request Specmatic generated against the document.
 */
function scenarios(output: string): Scenario[] {
  const out: Scenario[] = [];
  for (const block of output.split(/\n-{20}\n/)) {
    const found = /Scenario: (([A-Z]+) (\S+) -> .*) has (SUCCEEDED|FAILED)/.exec(block);
    if (!found) continue;
    const [, title, method, path, verdict] = found;
    const violation = /sl-violations: (\[.*\])/.exec(block)?.[1] ?? '';
    const outcome: Outcome =
      verdict === 'SUCCEEDED' ? 'passed' : /"location":\["request"/.test(violation) ? 'generator' : 'failed';
    // Specmatic writes a path parameter as `(name:type)`.
    out.push({ operation: `${method} ${path!.replace(/\(([^:)]+):[^)]*\)/g, '{$1}')}`, title: title!, outcome });
  }
  return out;
}

/** Why Java cannot run, when it is not there at all; any other trouble shows in the run itself. */
function javaMissing(): string | undefined {
  const { error } = spawnSync('java', ['-version'], { stdio: 'ignore', timeout: 120_000 });
  if ((error as NodeJS.ErrnoException | undefined)?.code !== 'ENOENT') return undefined;
  return 'java is not on PATH: install a JRE 17 or newer to run Specmatic';
}

const missing = javaMissing();
if (missing && process.env.CI === 'true') throw new Error(`${missing}; under CI=true the Specmatic check fails`);

const document = loadDocument();
const scratch = scratchFolder('specmatic');
let prism: RunningPrism;
let result: ToolRun;
/** Ends the JVM if the run is abandoned (a hook time-out, an interrupted run). */
const stop = new AbortController();

/** Fake credentials per security scheme, in the variables Specmatic reads (named after the scheme). */
function credentials(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, scheme] of Object.entries(document.components?.securitySchemes ?? {})) {
    const { scheme: kind } = scheme as { scheme?: string };
    if (kind === 'bearer') env[name] = FAKE_KEY;
    if (kind === 'basic') env[name] = Buffer.from(`${FAKE_KEY}:`).toString('base64');
  }
  return env;
}

describe.skipIf(missing !== undefined)(
  `Specmatic on the bundled document${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    beforeAll(async () => {
      prism = await startPrism({ logFile: `${scratch.path}/prism.log` });
      const run = ['test', BUNDLED_DOCUMENT, '--lenient', `--testBaseURL=${prism.url}`];
      result = await runTool({ jar: 'specmatic/specmatic.jar' }, run, {
        cwd: scratch.path,
        env: { ...credentials(), MAX_TEST_REQUEST_COMBINATIONS: '1' },
        timeoutMs: 280_000,
        signal: stop.signal,
      });
    }, 300_000);

    afterAll(async () => {
      stop.abort();
      await prism?.close();
      scratch.remove();
    });

    it('reads the document without a finding of its rules (OAS0031: a status it cannot read, ...)', () => {
      const findings = [...`${result.stdout}\n${result.stderr}`.matchAll(/(OAS\d{4}): ([^\n]*)/g)].map(
        ([, id, what]) => `${id}: ${what}`,
      );
      expect([...new Set(findings)]).toEqual([]);
    });

    it('passes every scenario against the mock, but those whose generated request broke the document', () => {
      const totals = /Tests run: (\d+), Successes: \d+, Failures: \d+, WIP: \d+, Errors: (\d+)/.exec(result.stdout);
      expect(totals, tail(result)).not.toBeNull();
      expect(Number(totals![1])).toBeGreaterThan(0);
      expect(Number(totals![2]), tail(result, 120)).toBe(0);
      const all = scenarios(result.stdout);
      const generator = all.filter((s) => s.outcome === 'generator');
      // One line per operation (Specmatic's scenario titles run to hundreds of characters).
      const byOperation = [...new Set(generator.map((s) => s.operation))];
      if (byOperation.length > 0)
        console.info(
          `Specmatic generated ${generator.length} requests that break the document (not failures), for ${byOperation.join(', ')}`,
        );
      expect(all.filter((s) => s.outcome === 'failed').map((s) => s.title)).toEqual([]);
    });

    it('runs a scenario for every operation of the document', () => {
      const all = scenarios(result.stdout);
      const operations = listOperations(document).map((o) => `${o.method.toUpperCase()} ${o.path}`);
      expect(operations.filter((o) => !all.some((s) => s.operation === o))).toEqual([]);
      const onlyGenerator = operations.filter((o) => !all.some((s) => s.operation === o && s.outcome === 'passed'));
      if (onlyGenerator.length > 0)
        console.info(`Only requests Specmatic generated against the document for: ${onlyGenerator.join(', ')}`);
    });
  },
);
