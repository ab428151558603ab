/**
 * The contract run's coverage table: for each operation and webhook of the document, whether it was
 * exercised, passed the mock's checks, had its answer validated, was proven validated by the mock
 * (a broken request rejected), and has a recorded fixture. Problems the mock itself caused are
 * listed apart from client and document failures.
 *
 * Test files append one JSON line per check to a results file (workers run in other processes, so a
 * file is the simplest shared sink); the run entry folds them into the table after vitest finishes.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from './answer-check.js';
import { listOperations, listWebhooks, type JsonObject } from './document.js';
import type { ValidationProof } from './probe-operation.js';

export interface CoverageRecord {
  kind: 'operation' | 'webhook';
  /** operationId, or the webhook's event type. */
  key: string;
  /** Prism found no violation (operations) / the handler accepted the signed delivery (webhooks). */
  validated?: boolean;
  /** The response body (operations) or the delivery body (webhooks) validated with ajv. */
  bodyValidated?: boolean;
  /** The validation proof: a request breaking the declared constraints was rejected. */
  proof?: ValidationProof;
  /** What each broken request was and how the mock answered it. */
  proofDetails?: string[];
  /** Failures found, by whose fault they are. */
  problems?: Problem[];
}

export function recordCoverage(file: string, record: CoverageRecord): void {
  appendFileSync(file, `${JSON.stringify(record)}\n`);
}

export interface CoverageRow {
  kind: CoverageRecord['kind'];
  key: string;
  exercised: boolean;
  validated: boolean;
  bodyValidated: boolean;
  /** Undefined when no check gave a proof. */
  proof?: ValidationProof;
  proofDetails?: string[];
  /** Undefined when the document has no recorded fixtures at all (a document that is not ours). */
  fixture?: boolean;
  problems: Problem[];
}

function readRecords(file: string): CoverageRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CoverageRecord);
}

/** Keys that have a fixture: each fixture JSON names its operationId or eventType. */
function fixtureKeys(fixturesDir: string): Set<string> {
  const keys = new Set<string>();
  for (const sub of ['operations', 'webhooks']) {
    const dir = join(fixturesDir, sub);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
      const fixture = JSON.parse(readFileSync(join(dir, name), 'utf8')) as JsonObject;
      keys.add(`${fixture.kind}:${fixture.operationId ?? fixture.eventType}`);
    }
  }
  return keys;
}

/** The worst proof of several checks: one accepted broken request outweighs any number of rejections. */
function foldProofs(proofs: ValidationProof[]): ValidationProof | undefined {
  if (proofs.includes('NOT VALIDATED')) return 'NOT VALIDATED';
  if (proofs.includes('yes')) return 'yes';
  return proofs[0];
}

/** One row per operation and webhook of the document; a check only passes when every record of it did. */
export function coverageRows(document: JsonObject, resultsFile: string, fixturesDir?: string): CoverageRow[] {
  const records = readRecords(resultsFile);
  const fixtures = fixturesDir ? fixtureKeys(fixturesDir) : undefined;
  const row = (kind: CoverageRecord['kind'], key: string): CoverageRow => {
    const mine = records.filter((r) => r.kind === kind && r.key === key);
    const checked = (field: 'validated' | 'bodyValidated') =>
      mine.some((r) => r[field] !== undefined) && mine.every((r) => r[field] !== false);
    return {
      kind,
      key,
      exercised: mine.length > 0,
      validated: checked('validated'),
      bodyValidated: checked('bodyValidated'),
      proof: foldProofs(mine.flatMap((r) => (r.proof ? [r.proof] : []))),
      proofDetails: mine.flatMap((r) => r.proofDetails ?? []),
      fixture: fixtures?.has(`${kind}:${key}`),
      problems: mine.flatMap((r) => r.problems ?? []),
    };
  };
  return [
    ...listOperations(document).map((o) => row('operation', operationKey(o))),
    ...listWebhooks(document).map((w) => row('webhook', w.path)),
  ];
}

/** The operationId, or `METHOD /path` for an operation that has none. */
export function operationKey(entry: { operationId?: string; method: string; path: string }): string {
  return entry.operationId ?? `${entry.method.toUpperCase()} ${entry.path}`;
}

/** Whether a row failed only because of the mock: its body is invalid and every problem is the mock's. */
const onlyMock = (r: CoverageRow) => r.problems.length > 0 && r.problems.every((p) => p.kind === 'mock');

/** A row passes when it was exercised, every check held (mock problems aside) and it was proven validated. */
export function rowPasses(r: CoverageRow): boolean {
  const proven = r.proof === 'yes' || r.proof === 'nothing to break';
  return r.exercised && r.validated && (r.bodyValidated || onlyMock(r)) && proven && r.fixture !== false;
}

const mark = (ok: boolean) => (ok ? 'yes' : 'NO');

export function formatCoverage(rows: CoverageRow[]): string {
  const withFixtures = rows.some((r) => r.fixture !== undefined);
  const header = ['', 'exercised', 'no violation', 'body valid', 'validated', ...(withFixtures ? ['fixture'] : [])];
  const lines = rows.map((r) => [
    `${r.kind === 'webhook' ? 'webhook ' : ''}${r.key}`,
    mark(r.exercised),
    mark(r.validated),
    r.bodyValidated ? 'yes' : onlyMock(r) ? 'mock' : 'NO',
    r.proof ?? 'NOT PROVEN',
    ...(withFixtures ? [mark(r.fixture === true)] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const complete = (kind: CoverageRecord['kind']) => {
    const mine = rows.filter((r) => r.kind === kind);
    return `${mine.filter(rowPasses).length} of ${mine.length}`;
  };
  const webhooks = rows.some((r) => r.kind === 'webhook') ? `; webhooks fully covered: ${complete('webhook')}` : '';
  const problems = (kind: Problem['kind'], title: string) => {
    const found = rows.flatMap((r) => r.problems.filter((p) => p.kind === kind).map((p) => `  ${r.key}: ${p.message}`));
    return found.length > 0 ? ['', `${title} (${found.length}):`, ...found] : [];
  };
  const unvalidated = rows.filter((r) => r.proof === 'NOT VALIDATED');
  const notValidated =
    unvalidated.length === 0
      ? []
      : [
          '',
          `NOT VALIDATED (${unvalidated.length}): the mock accepted a request that breaks the document,`,
          'so it does not check these operations:',
          ...unvalidated.flatMap((r) => [`  ${r.key}:`, ...(r.proofDetails ?? []).map((d) => `    ${d}`)]),
        ];
  return [
    format(header),
    ...lines.map(format),
    '',
    `operations fully covered: ${complete('operation')}${webhooks}`,
    '(no violation: Prism reported none, or the webhook handler accepted the signed delivery;',
    ' body valid: ajv validated the response or delivery body against the document',
    '  ("mock": it failed only because of the mock itself);',
    ' validated: requests breaking the declared constraints were all rejected, proving the mock validates it)',
    ...notValidated,
    ...problems('client', 'client problems: a request the operation must accept was refused'),
    ...problems('document', 'document problems'),
    ...problems('mock', 'mock problems: answers that fail the document because of the mock itself (not failures)'),
  ].join('\n');
}
