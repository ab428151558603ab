/**
 * Recorded wire fixtures (contract-tests/fixtures/): what they hold and how to read them.
 *
 * - operations/<operationId>.json — one request/response exchange of an operation;
 * - webhooks/<event>.json — the headers and raw body of one delivery, signed with a recorded,
 *   obviously fake test secret so its signature can be checked;
 * - negative/<name>.json — either kind, carrying `mustReject`: the contract checks must refuse it.
 *
 * Every fixture names the document version it was taken against. Secrets never appear: the
 * Authorization header is recorded as `[REDACTED]`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES_DIR } from './paths.js';

export const REDACTED = '[REDACTED]';

export interface OperationFixture {
  kind: 'operation';
  documentVersion: string;
  operationId: string;
  /** Where it was recorded: `mock` or the base URL of a real environment. */
  target: string;
  request: {
    method: string;
    path: string;
    query: Record<string, string>;
    headers: Record<string, string>;
    body?: unknown;
  };
  response: {
    status: number;
    headers: Record<string, string>;
    body?: unknown;
  };
  /** On negative fixtures: why the contract checks must refuse it. */
  mustReject?: string;
}

export interface WebhookFixture {
  kind: 'webhook';
  documentVersion: string;
  eventType: string;
  /** The obviously fake key the delivery was signed with (never a real key). */
  testSecret: string;
  headers: Record<string, string>;
  rawBody: string;
  mustReject?: string;
}

export type Fixture = OperationFixture | WebhookFixture;

export interface LoadedFixture {
  file: string;
  fixture: Fixture;
}

export function loadFixtures(sub: 'operations' | 'webhooks' | 'negative', dir = FIXTURES_DIR): LoadedFixture[] {
  const folder = join(dir, sub);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: `${sub}/${name}`,
      fixture: JSON.parse(readFileSync(join(folder, name), 'utf8')) as Fixture,
    }));
}
