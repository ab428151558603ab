/**
 * The import graph of the repository's TypeScript (import-graph.ts) has no cycle, every import of
 * src/ follows the layer table (layers.ts), and each layer's README states the same rules as the
 * table. A failure names the cycle (`a -> b -> a`) or the import (`file:line: from -> to`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeCycle, findCycles } from './cycles.js';
import { buildImportGraph, type ImportEdge, type ImportGraph } from './import-graph.js';
import { statedRules, tableRules } from './layer-readmes.js';
import { forbiddenImports, LAYER_RULES, type LayerRule, type SourceLayer } from './layers.js';

/** A graph from `from -> to` pairs, each import on line 1. */
function graphOf(...imports: [string, string][]): ImportGraph {
  const graph = new Map<string, ImportEdge[]>();
  for (const [from, to] of imports) {
    graph.set(from, [...(graph.get(from) ?? []), { from, to, line: 1 }]);
    if (!graph.has(to)) graph.set(to, []);
  }
  return graph;
}

describe('the checks themselves, on small graphs', () => {
  it('findCycles names each cycle, a self-import included, and nothing else', () => {
    const graph = graphOf(['a.ts', 'b.ts'], ['b.ts', 'c.ts'], ['c.ts', 'a.ts'], ['d.ts', 'a.ts'], ['e.ts', 'e.ts']);
    expect(findCycles(graph).map(describeCycle)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts', 'e.ts -> e.ts']);
    expect(findCycles(graphOf(['a.ts', 'b.ts'], ['a.ts', 'c.ts'], ['b.ts', 'c.ts']))).toEqual([]);
  });

  it('findCycles gives the shortest cycle of a tangle', () => {
    const graph = graphOf(['a.ts', 'b.ts'], ['b.ts', 'c.ts'], ['c.ts', 'a.ts'], ['b.ts', 'a.ts']);
    expect(findCycles(graph).map(describeCycle)).toEqual(['a.ts -> b.ts -> a.ts']);
  });

  it('forbiddenImports names an upward import with file, line and layers', () => {
    const graph = graphOf(
      ['src/internal/observe.ts', 'src/client/hooks.ts'],
      ['src/client/options.ts', 'src/internal/hooks.ts'],
      ['src/client/hooks.ts', 'src/cli/program.ts'],
    );
    expect(forbiddenImports(graph)).toEqual([
      'src/internal/observe.ts:1: internal -> client (src/client/hooks.ts)',
      'src/client/hooks.ts:1: client -> cli (src/cli/program.ts)',
    ]);
  });

  it('lets tests import what testsAlsoImport adds, and keeps test support out of shipped code', () => {
    const rules: Record<string, LayerRule> = {
      stores: { imports: ['webhooks'], testsAlsoImport: ['client'] },
      webhooks: { imports: [], testsAlsoImport: [] },
    };
    const graph = graphOf(
      ['src/stores/redis/store.test.ts', 'src/client/create-client.ts'],
      ['src/stores/proof/receiver.ts', 'src/client/create-client.ts'],
      ['src/stores/redis/store.ts', 'src/client/create-client.ts'],
      ['src/stores/redis/store.ts', 'src/webhooks/testing/fixtures.ts'],
      ['src/stores/redis/store.ts', 'src/webhooks/idempotency/store.ts'],
    );
    expect(forbiddenImports(graph, rules)).toEqual([
      'src/stores/redis/store.ts:1: stores -> client (src/client/create-client.ts)',
      'src/stores/redis/store.ts:1: shipped code imports test support (src/webhooks/testing/fixtures.ts)',
    ]);
  });
});

describe('the repository', () => {
  let graph: ImportGraph;
  beforeAll(() => {
    graph = buildImportGraph(process.cwd(), ['src', 'scripts', 'contract-tests', 'examples']);
  });

  it('reads every kind of import: value, type-only, re-export and import()', () => {
    const targets = (file: string) => graph.get(file)?.map((edge) => edge.to) ?? [];
    expect(targets('src/client/create-client.ts')).toContain('src/internal/transport.ts');
    expect(targets('src/client/options.ts')).toContain('src/internal/hooks.ts');
    expect(targets('src/client/index.ts')).toContain('src/internal/rate-limiter.ts');
    expect(targets('src/client/response-validation.ts')).toContain('src/client/check-response.ts');
    expect(graph.get('src/internal/transport.ts')?.[0]).toEqual({
      from: 'src/internal/transport.ts',
      to: 'src/errors/game-commerce-error.ts',
      line: 10,
    });
  });

  it('has no import cycle in src/, scripts/, contract-tests/ or examples/', () => {
    expect(findCycles(graph).map(describeCycle)).toEqual([]);
  });

  it('imports across the layers of src/ only as LAYER_RULES allows', () => {
    expect(forbiddenImports(graph)).toEqual([]);
  });
});

describe.each(Object.keys(LAYER_RULES).filter((layer) => layer !== 'entry') as SourceLayer[])(
  'src/%s/README.md',
  (layer) => {
    const file = `src/${layer}/README.md`;
    const markdown = existsSync(file) ? readFileSync(file, 'utf8') : '';

    it('states the rules of LAYER_RULES', () => {
      expect(markdown, `${file} is missing`).not.toBe('');
      expect(statedRules(markdown, file)).toEqual(tableRules(layer));
    });

    it('links only to files that exist', () => {
      const links = [...markdown.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((match) => match[1]!);
      const broken = links.filter((link) => !/^[a-z]+:/.test(link) && !existsSync(join(dirname(file), link)));
      expect(broken).toEqual([]);
    });
  },
);
