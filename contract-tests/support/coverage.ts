/**
 * The contract run's coverage table: for each operation and webhook of the document, whether it was
 * exercised, passed Prism's validation, had its response validated, and has a recorded fixture.
 *
 * Test files append one JSON line per check to a results file (workers run in other processes, so a
 * file is the simplest shared sink); the run entry folds them into the table after vitest finishes.
 */
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listOperations, listWebhooks, type JsonObject } from './document.js';

export interface CoverageRecord {
  kind: 'operation' | 'webhook';
  /** operationId, or the webhook's event type. */
  key: string;
  /** Prism found no violation (operations) / the handler accepted the signed delivery (webhooks). */
  validated: boolean;
  /** The response body (operations) or the delivery body (webhooks) validated with ajv. */
  bodyValidated: boolean;
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
  fixture: boolean;
}

function readRecords(file: string): CoverageRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as CoverageRecord);
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

/** One row per operation and webhook of the document; a key only passes when every check of it did. */
export function coverageRows(document: JsonObject, resultsFile: string, fixturesDir: string): CoverageRow[] {
  const records = readRecords(resultsFile);
  const fixtures = fixtureKeys(fixturesDir);
  const row = (kind: CoverageRecord['kind'], key: string): CoverageRow => {
    const mine = records.filter((r) => r.kind === kind && r.key === key);
    return {
      kind,
      key,
      exercised: mine.length > 0,
      validated: mine.length > 0 && mine.every((r) => r.validated),
      bodyValidated: mine.length > 0 && mine.every((r) => r.bodyValidated),
      fixture: fixtures.has(`${kind}:${key}`),
    };
  };
  return [
    ...listOperations(document).map((o) => row('operation', o.operationId)),
    ...listWebhooks(document).map((w) => row('webhook', w.path)),
  ];
}

const mark = (ok: boolean) => (ok ? 'yes' : 'NO');

export function formatCoverage(rows: CoverageRow[]): string {
  const header = ['', 'exercised', 'validated', 'body valid', 'fixture'];
  const lines = rows.map((r) => [`${r.kind === 'webhook' ? 'webhook ' : ''}${r.key}`, mark(r.exercised), mark(r.validated), mark(r.bodyValidated), mark(r.fixture)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  const complete = (kind: CoverageRecord['kind']) => {
    const mine = rows.filter((r) => r.kind === kind);
    const done = mine.filter((r) => r.exercised && r.validated && r.bodyValidated && r.fixture).length;
    return `${done} of ${mine.length}`;
  };
  return [
    format(header),
    ...lines.map(format),
    '',
    `operations fully covered: ${complete('operation')}; webhooks fully covered: ${complete('webhook')}`,
    '(validated: Prism reported no violation, or the webhook handler accepted the signed delivery;',
    ' body valid: ajv validated the response or delivery body against the document)',
  ].join('\n');
}
