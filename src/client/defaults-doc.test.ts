/**
 * The client guide (docs/client.md) states every client default once, in its Defaults table; this
 * reads that table and holds it to `DEFAULTS`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from './defaults.js';

const DOC = 'docs/client.md';
const markdown = readFileSync(DOC, 'utf8');

function defaultsTable(text: string): Map<string, string[]> {
  // The Defaults section only: it ends at the next heading.
  const section = (text.split(/^## Defaults$/m)[1] ?? '').split(/^#{1,3} /m)[0]!;
  const rows = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const name = /^`([A-Za-z]+)`$/.exec(cells[1] ?? '')?.[1];
    const value = /^`([^`]*)`$/.exec(cells[2] ?? '')?.[1];
    if (name !== undefined && value !== undefined) rows.set(name, [...(rows.get(name) ?? []), value]);
  }
  return rows;
}

describe(`every default in ${DOC} matches the code`, () => {
  const table = defaultsTable(markdown);

  it('lists each default exactly once', () => {
    expect([...table.keys()].sort()).toEqual(Object.keys(DEFAULTS).sort());
    for (const [name, values] of table) expect(values, name).toHaveLength(1);
  });

  it.each(Object.entries(DEFAULTS))('%s = %s', (name, value) => {
    expect(table.get(name)?.[0]).toBe(String(value));
  });

  it('ClientOptions documents the same values in its @default tags', () => {
    const options = readFileSync('src/client/options.ts', 'utf8');
    expect(options).toContain(`@default '${DEFAULTS.auth}'`);
    expect(options).toContain(`@default ${DEFAULTS.timeoutMs}`);
    expect(options).toContain(`@default ${DEFAULTS.maxRetries}`);
    expect(options).toMatch(
      new RegExp(`@default ${DEFAULTS.retryBaseDelayMs}\\s+\\*/\\s+retryBaseDelayMs\\?: number;`),
    );
    expect(options).toMatch(new RegExp(`@default ${DEFAULTS.retryMaxDelayMs} \\*/\\s+retryMaxDelayMs\\?: number;`));
    expect(options).toMatch(new RegExp(`@default ${DEFAULTS.maxRetryAfterMs}\\s+\\*/\\s+maxRetryAfterMs\\?: number;`));
    expect(options).toContain(`@default ${DEFAULTS.requestsPerMinute}`);
    expect(options).toContain(`@default ${DEFAULTS.burst}`);
    expect(options).toContain(`{ requestsPerMinute: ${DEFAULTS.requestsPerMinute}, burst: ${DEFAULTS.burst} }`);
  });
});
