/**
 * Which layer of src/ may import which: the one table behind architecture.test.ts, the layer
 * READMEs (src/<layer>/README.md, held to this table by the same test) and CONTRIBUTING.md.
 *
 * A layer is a folder directly under src/ (`entry` is the package's entry files directly in
 * src/). Below a layer, test files (`*.test.ts`, `*.test-d.ts`, `*.proof.ts`) and the test support
 * in its `testing/` and `proof/` folders may also import what `testsAlsoImport` lists: the client's
 * tests drive the emulator, the stores' proofs run real clients. Code that ships never imports a
 * test file or test support, of any layer. Nothing in src/ imports `cli`: it is the top.
 */
import type { ImportEdge, ImportGraph } from './import-graph.js';

/** The layers of src/, and the folders outside it that a layer may import. */
export type Layer =
  | 'entry'
  | 'errors'
  | 'internal'
  | 'client'
  | 'webhooks'
  | 'testing'
  | 'stores'
  | 'emulator'
  | 'cli'
  | 'generated'
  | 'scripts'
  | 'contract-tests';

export interface LayerRule {
  /** What the layer's shipped code may import, besides its own files. */
  imports: readonly Layer[];
  /** What its tests and test support may import on top of `imports`. */
  testsAlsoImport: readonly Layer[];
}

/** The layers in src/, lowest first. */
export const LAYER_RULES = {
  // The error classes of the client's public API: plain classes, nothing below them.
  errors: { imports: [], testsAlsoImport: [] },
  // The transport and what it is made of, the types both the client and the stores share
  // (`RateLimiter`, hooks, `LogSink`), the version, and the operation naming the generator and
  // `spec diff` share.
  internal: { imports: ['errors'], testsAlsoImport: ['scripts'] },
  client: { imports: ['internal', 'errors', 'generated'], testsAlsoImport: [] },
  // The receiver knows nothing of the client: a game may use either alone.
  webhooks: { imports: ['internal', 'generated'], testsAlsoImport: ['scripts'] },
  testing: { imports: ['webhooks', 'generated'], testsAlsoImport: [] },
  stores: { imports: ['webhooks', 'internal'], testsAlsoImport: ['client'] },
  // No production entry point may reach the emulator (src/emulator/import-boundary.test.ts).
  emulator: { imports: ['webhooks', 'internal', 'generated'], testsAlsoImport: ['client', 'errors'] },
  cli: {
    imports: ['client', 'errors', 'internal', 'webhooks', 'testing', 'emulator', 'generated'],
    testsAlsoImport: [],
  },
  // src/index.ts and src/schema.ts: the package's main entry and its `./schema` types.
  entry: { imports: ['client', 'errors', 'generated'], testsAlsoImport: [] },
} as const satisfies Partial<Record<Layer, LayerRule>>;

export type SourceLayer = keyof typeof LAYER_RULES;

/** The layer a repository file belongs to: `src/client/options.ts` is `client`, `generated/x.ts` is `generated`. */
export function layerOf(file: string): Layer | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'src')
    return ['generated', 'scripts', 'contract-tests'].includes(parts[0]!) ? (parts[0] as Layer) : undefined;
  if (parts.length === 2) return 'entry';
  return parts[1] as Layer;
}

/** A test, a proof, or test support (a `testing/` or `proof/` folder inside a layer). */
export function isTestFile(file: string): boolean {
  if (/\.(test|test-d|proof|spec)\.ts$/.test(file)) return true;
  // parts[1] is the layer: `src/testing/` is the public testing layer, not test support.
  return file
    .split('/')
    .slice(2, -1)
    .some((part) => part === 'testing' || part === 'proof');
}

/** What a file may import outside its own layer. */
export function allowedImports(file: string, rules: Record<string, LayerRule> = LAYER_RULES): ReadonlySet<string> {
  const rule = rules[layerOf(file) ?? ''];
  if (rule === undefined) return new Set();
  return new Set(isTestFile(file) ? [...rule.imports, ...rule.testsAlsoImport] : rule.imports);
}

/** One import the table forbids, e.g. `src/internal/observe.ts:7: internal -> client (src/client/hooks.ts)`. */
export function describeEdge(edge: ImportEdge, reason: string): string {
  return `${edge.from}:${edge.line}: ${reason} (${edge.to})`;
}

/** Every import of a src/ file that its layer's rule does not allow, described for a failure message. */
export function forbiddenImports(graph: ImportGraph, rules: Record<string, LayerRule> = LAYER_RULES): string[] {
  const found: string[] = [];
  for (const edges of graph.values()) {
    for (const edge of edges) {
      const from = layerOf(edge.from);
      const to = layerOf(edge.to);
      if (from === undefined || rules[from] === undefined) continue;
      if (!isTestFile(edge.from) && isTestFile(edge.to)) {
        found.push(describeEdge(edge, `shipped code imports test support`));
      } else if (from !== to && !allowedImports(edge.from, rules).has(to ?? edge.to)) {
        found.push(describeEdge(edge, `${from} -> ${to ?? 'outside the repository folders'}`));
      }
    }
  }
  return found;
}
