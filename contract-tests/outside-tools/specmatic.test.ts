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
 *
 * About 15 s (the JVM, then ~100 scenarios).
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type RunningPrism } from '../support/prism.js';
import { listOperations, loadDocument } from '../support/document.js';
import { BUNDLED_DOCUMENT, FAKE_KEY, runTool, scratchFolder, tail, type ToolRun } from './tools.js';

function javaMissing(): string | undefined {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return undefined;
  } catch (error) {
    return `java is not installed or not on PATH (${(error as Error).message.split('\n')[0]}): install a JRE 17+`;
  }
}

const missing = javaMissing();
if (missing && process.env.CI === 'true') throw new Error(`${missing}; under CI=true the Specmatic check fails`);

const document = loadDocument();
const scratch = scratchFolder('specmatic');
let prism: RunningPrism;
let result: ToolRun;

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
      result = await runTool('specmatic', ['test', BUNDLED_DOCUMENT, '--lenient', `--testBaseURL=${prism.url}`], {
        cwd: scratch.path,
        env: credentials(),
      });
    }, 300_000);

    afterAll(async () => {
      await prism?.close();
      scratch.remove();
    });

    it('reads the document without a finding of its rules (OAS0031: a status it cannot read, ...)', () => {
      const findings = [...`${result.stdout}\n${result.stderr}`.matchAll(/(OAS\d{4}): ([^\n]*)/g)].map(
        ([, id, what]) => `${id}: ${what}`,
      );
      expect([...new Set(findings)]).toEqual([]);
    });

    it('passes every scenario against the mock', () => {
      const totals = /Tests run: (\d+), Successes: (\d+), Failures: (\d+), WIP: \d+, Errors: (\d+)/.exec(result.stdout);
      expect(totals, tail(result)).not.toBeNull();
      const [, run, successes, failures, errors] = totals!.map(Number);
      expect({ failures, errors }, tail(result, 120)).toEqual({ failures: 0, errors: 0 });
      expect(successes).toBe(run);
      expect(result.code, tail(result)).toBe(0);
    });

    it('has a passing scenario for every operation of the document', () => {
      const passed = new Set(
        [...result.stdout.matchAll(/Scenario: ([A-Z]+) (\S+) -> \d+.* has SUCCEEDED/g)].map(
          ([, method, path]) => `${method} ${path!.replace(/\(([^:)]+):[^)]*\)/g, '{$1}')}`,
        ),
      );
      const operations = listOperations(document).map((o) => `${o.method.toUpperCase()} ${o.path}`);
      expect(operations.filter((o) => !passed.has(o))).toEqual([]);
    });
  },
);
