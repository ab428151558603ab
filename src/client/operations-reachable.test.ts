/**
 * Every operation of the document must be reachable by name. The expected set comes straight from
 * generated/openapi.json, not from the generated table, so an operation the emitter drops fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.js';
import { createFakeFetch } from '../../test/support/client/fake-fetch.js';

const document = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function templateToPattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

describe('every operation is reachable by name', () => {
  it('calling each named method sends each operation of the document exactly once', async () => {
    const expected = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const fake = createFakeFetch({ status: 200, body: [] });
    const client = createClient({
      apiKey: 'sk_test_FAKE_reach_key',
      baseUrl: 'https://api.example.test',
      fetch: fake,
      rateLimit: false,
    });
    const reached: string[] = [];
    for (const [group, methods] of Object.entries(client)) {
      if (typeof methods !== 'object' || methods === null) continue;
      for (const [name, method] of Object.entries(
        methods as Record<string, (...args: unknown[]) => Promise<unknown>>,
      )) {
        if (name.startsWith('listAll')) continue;
        const before = fake.calls.length;
        // Enough string arguments for any path parameters, then an empty body/query object.
        await method('id_1', 'id_2', {}).catch(() => method('id_1', {}));
        const call = fake.calls[before];
        expect(call, `client.${group}.${name} sent nothing`).toBeDefined();
        const pathname = new URL(call?.url ?? '').pathname;
        const template = Object.keys(document.paths).find(
          (p) => templateToPattern(p).test(pathname) && (call?.method ?? '').toLowerCase() in (document.paths[p] ?? {}),
        );
        reached.push(`${call?.method} ${template}`);
      }
    }
    expect(reached.sort()).toEqual(expected.sort());
  });
});
