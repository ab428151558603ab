/**
 * Compares contract-tests/document/spec-facts.ts with the written specification, so the facts the
 * document tests rely on were read off the spec, not remembered. Run by hand when the spec changes:
 *
 *   npx tsx scripts/check-spec-facts.ts /path/to/s2s-api-spec.md
 *
 * It is not part of `npm test` on purpose: nothing there reads outside the repository, and the spec
 * is not in it. Exit code 0 when every fact matches, 1 with the differences listed otherwise.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import * as facts from '../contract-tests/document/spec-facts.js';

/** The text between two headings (or to the end). */
function section(text: string, from: string, to?: string): string {
  const start = text.indexOf(from);
  if (start < 0) throw new Error(`the spec has no "${from}"`);
  const end = to === undefined ? text.length : text.indexOf(to, start);
  return text.slice(start, end < 0 ? text.length : end);
}

/** Cells of each table row of `text` (header and separator rows included). */
function rows(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

/** Names at the start of each comma-separated part, ignoring commas inside parentheses. */
function leadingNames(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim().split(/[\s(]/)[0]!).filter(Boolean);
}

function endpoints(text: string): facts.SpecEndpoint[] {
  const found: facts.SpecEndpoint[] = [];
  for (const [method = '', path = '', request = '', success] of rows(section(text, '## 4. Endpoints', '## 5.'))) {
    if (!/^(GET|POST|PUT|PATCH|DELETE)$/.test(method) || !path.startsWith('/v1/')) continue;
    const listing = success === undefined;
    const query = listing ? leadingNames(request) : leadingNames(/query (.+?)(;|$)/.exec(request)?.[1] ?? '');
    let body: facts.SpecRequestBody = 'none';
    if (/not shown/.test(request)) body = 'unspecified';
    else if (!listing && !/no body/.test(request) && /\bbody\b|array of/.test(request)) body = 'json';
    const status = /^(\d{3})\b/.exec(success ?? '');
    const code = status && !/not shown/.test(success!) ? status[1]! : '2XX';
    found.push({ method: method.toLowerCase(), path, body, query, success: code } as facts.SpecEndpoint);
  }
  return found;
}

function resourceSchemas(text: string): string[] {
  const names: string[] = [];
  for (const [, read, write] of rows(section(text, '### Resource list', 'Identifiers in paths')).slice(2)) {
    for (const name of `${read},${write}`.split(',').map((n) => n.trim()))
      if (/^[A-Z]\w+$/.test(name)) names.push(name);
  }
  return names;
}

function enumerations(text: string): unknown[] {
  return rows(section(text, '### Enumerations', '### Paginated'))
    .slice(2)
    .map(([name, usedBy = '', values = '']) => {
      const [method = '', path, , parameter] = usedBy.split(' ');
      const listed = values === 'not shown' ? null : values.split(',').map((v) => v.trim());
      return { name, method: method.toLowerCase(), path, parameter, values: listed };
    });
}

function eventKinds(text: string): unknown[] {
  return rows(section(text, '### Event kinds', 'For ingame.popup'))
    .slice(2)
    .map(([type, , data = '']) => ({
      type,
      eventData: data.split(';').map((part) => /^\s*(\w+)/.exec(part)![1]),
    }));
}

function check(text: string): string[] {
  const problems: string[] = [];
  const same = (what: string, fromSpec: unknown, fromFacts: unknown) => {
    if (!isDeepStrictEqual(fromSpec, fromFacts)) {
      problems.push(`${what}:\n  spec:  ${JSON.stringify(fromSpec)}\n  facts: ${JSON.stringify(fromFacts)}`);
    }
  };
  const inSpec = endpoints(text);
  same('number of section-4 rows', inSpec.length, facts.SPEC_ENDPOINTS.length);
  for (const [i, row] of inSpec.entries()) {
    same(`section-4 row ${i + 1}`, row, {
      ...facts.SPEC_ENDPOINTS[i],
      query: [...(facts.SPEC_ENDPOINTS[i]?.query ?? [])],
    });
  }
  same('resource schema names', resourceSchemas(text), facts.SPEC_RESOURCE_SCHEMAS);
  same('enumerations', enumerations(text), facts.SPEC_ENUMERATIONS);
  same(
    'reject reasons',
    /\| reason \| string enum \| yes \| (.+?)\. \|/.exec(text)?.[1]?.split(', '),
    facts.SPEC_REJECT_REASONS,
  );
  same('version', /version string in its description: ([\d.]+)\./.exec(text)?.[1], facts.SPEC_VERSION);
  const errors = rows(section(text, '## 7. Errors', 'Success codes')).map(([status]) => Number(status));
  same(
    'error statuses',
    errors.filter((s) => s >= 400),
    facts.SPEC_ERROR_STATUSES,
  );
  same(
    'success statuses',
    /Success codes used by operations: ([\d, ]+)/.exec(text)?.[1]?.split(', ').map(Number),
    facts.SPEC_SUCCESS_STATUSES,
  );
  const headers = Object.fromEntries(
    rows(section(text, '### Delivery headers', '### Signature'))
      .slice(2)
      .map(([name, value]) => [name, value]),
  );
  same('delivery headers', Object.keys(headers), [
    'Content-Type',
    facts.SPEC_DELIVERY_HEADERS.signature,
    facts.SPEC_DELIVERY_HEADERS.timestamp,
  ]);
  same('content type', headers['Content-Type'], facts.SPEC_DELIVERY_HEADERS.contentType);
  same(
    'envelope keys',
    rows(section(text, '### Envelope', 'Contents of'))
      .slice(2)
      .map(([key]) => key),
    facts.SPEC_ENVELOPE_KEYS,
  );
  same('event kinds', eventKinds(text), facts.SPEC_EVENT_KINDS);
  const triggers = /Trigger values: (.+)/.exec(text)?.[1] ?? '';
  same(
    'daily_reward.get triggers',
    [...triggers.matchAll(/([\w.]+) \(/g)].map((m) => m[1]),
    facts.SPEC_DAILY_REWARD_TRIGGERS,
  );
  const limits = section(text, '## 8. Limits', '## 9.');
  const { SPEC_LIMITS: l } = facts;
  for (const [fact, phrase] of [
    [l.requestsPerMinute === 1000, '1,000 requests per minute'],
    [l.defaultPageSize === 10, 'limit defaults to 10'],
    [l.maxPageSize === null, 'Maximum value of limit: not shown'],
    [l.orderLifetimeHours === 24, '24 hours from creation'],
    [
      l.dailyRewardItemsPerDay.min === 1 && l.dailyRewardItemsPerDay.max === 10,
      '| Daily reward items per day | 1 to 10 |',
    ],
    [l.dailyRewardMinDayNumber === 1, '| Daily reward day_number | at least 1 |'],
  ] as const) {
    if (!fact || !limits.includes(phrase)) problems.push(`limits: the facts and "${phrase}" disagree`);
  }
  if (
    !/When order_by is omitted on disputes, created_at applies/.test(text) ||
    facts.SPEC_ORDER_BY_DEFAULTS['/v1/disputes'] !== 'created_at'
  ) {
    problems.push('disputes order_by default');
  }
  if (!/no default\), start_at/.test(text) || facts.SPEC_ORDER_BY_DEFAULTS['/v1/payments'] !== null)
    problems.push('payments order_by default');
  return problems;
}

const path = process.argv[2];
if (!path) {
  console.error('usage: tsx scripts/check-spec-facts.ts <path to s2s-api-spec.md>');
  process.exit(2);
}
const problems = check(readFileSync(path, 'utf8'));
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? 'spec-facts.ts matches the spec' : `${problems.length} difference(s)`);
process.exit(problems.length === 0 ? 0 : 1);
