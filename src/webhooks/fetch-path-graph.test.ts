/**
 * The webhooks entry must load where there are no `node:*` modules (Cloudflare Workers without
 * `nodejs_compat`): its whole module graph, npm dependencies included, imports no Node built-in.
 * The built dist/webhooks.js is checked the same way, and run on workerd, by
 * scripts/runtimes/on-runtimes.spec.ts (`npm run test:runtimes`).
 */
import { describe, expect, it } from 'vitest';
import { builtinImports } from '../../scripts/runtimes/builtin-imports.js';

describe('the webhooks module graph', () => {
  it('imports no node:* module, so createFetchHandler loads on Workers without nodejs_compat', async () => {
    expect(await builtinImports('src/webhooks/index.ts')).toEqual([]);
  });

  it('would catch one: a Node-only test server is reported', async () => {
    expect(await builtinImports('test/support/client/fault-server.ts')).toEqual([
      'test/support/client/fault-server.ts imports node:http',
    ]);
  });
});
