/**
 * Reads the written specification (../shared/spec/s2s-api-spec.md) so tests can compare the
 * document with the source of truth itself rather than with a copy typed into a test.
 *
 * Only what the tests need is parsed: the endpoint rows of section 4 and the schema names of the
 * section 2 resource table. If the file is absent (a clone without shared/ beside it), `specText()`
 * returns null and the spec-driven tests skip, except under CI=true, where a missing spec fails.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SPEC_PATH = fileURLToPath(new URL('../../../shared/spec/s2s-api-spec.md', import.meta.url));

export function specText(): string | null {
  if (existsSync(SPEC_PATH)) return readFileSync(SPEC_PATH, 'utf8');
  if (process.env.CI) throw new Error(`The specification is missing at ${SPEC_PATH}; CI must have shared/ beside the clone.`);
  return null;
}

export interface SpecEndpoint {
  method: string;
  path: string;
  /** The row's request cell (or query-parameter cell for the listings table). */
  request: string;
  /** The row's success/response cell, or '' when the table has none. */
  success: string;
}

/** Split a table row into trimmed cells. */
function cells(line: string): string[] {
  return line.split('|').slice(1, -1).map((cell) => cell.trim());
}

/** Every `| METHOD | /v1/... |` row of section 4. */
export function specEndpoints(text: string): SpecEndpoint[] {
  const section = text.slice(text.indexOf('## 4. Endpoints'), text.indexOf('## 5. Authentication'));
  const rows: SpecEndpoint[] = [];
  for (const line of section.split('\n')) {
    const [method, path, request = '', success = ''] = cells(line);
    if (method && path && /^(GET|POST|PUT|PATCH|DELETE)$/.test(method) && path.startsWith('/v1/')) {
      rows.push({ method: method.toLowerCase(), path, request, success });
    }
  }
  return rows;
}

/**
 * The success status a row states, or `2XX` where the spec does not show one. A cell such as
 * "204 or other, not shown ..." names no single code, so it is a range too.
 */
export function specSuccessStatus(row: SpecEndpoint): string {
  const match = /^(\d{3})\b/.exec(row.success);
  return match && !/not shown/.test(row.success) ? match[1]! : '2XX';
}

/** Split on commas that are not inside parentheses. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** Names of the query parameters a row lists ("query q (string), type (...)" or the listings' cell). */
export function specQueryParameters(row: SpecEndpoint): string[] {
  const listing = row.success === '';
  const match = listing ? [row.request, row.request] : /query (.+?)(;|$)/.exec(row.request);
  if (!match) return [];
  return splitTopLevel(match[1]!).map((part) => part.split(/[\s(]/)[0]!);
}

/** Schema names of the section 2 resource table (read and write columns). */
export function specResourceSchemaNames(text: string): string[] {
  const section = text.slice(text.indexOf('### Resource list'), text.indexOf('Identifiers in paths'));
  const names: string[] = [];
  for (const line of section.split('\n')) {
    const [resource, read, write] = cells(line);
    if (!resource || resource === 'Resource' || /^-+$/.test(resource)) continue;
    for (const cell of [read, write]) {
      for (const name of (cell ?? '').split(',').map((n) => n.trim())) if (/^[A-Z]\w+$/.test(name)) names.push(name);
    }
  }
  return names;
}
