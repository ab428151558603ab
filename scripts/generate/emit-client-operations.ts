/**
 * `generated/operations.ts`: the table behind the client's named methods (`client.orders.create`).
 * Each entry says how positional arguments map onto openapi-fetch's `{ params, body }`; the types
 * come from `generated/schema.d.ts` through the entry's method and path, so a new operation in the
 * document appears in the client with no hand edit.
 */
import { deref } from '../../src/cli/spec-diff/document-refs.js';
import {
  nameOperationsWithProblems,
  operationsOf,
  type NamedOperation,
} from '../../src/cli/spec-diff/client-naming.js';
import { codeBanner, type BundledDocument, type Emitter } from './emitter.js';

export const CLIENT_OPERATIONS_PATH = 'generated/operations.ts';

export interface OperationEntry extends NamedOperation {
  /** Path parameter names in the order they appear in the path: the positional arguments. */
  pathParams: string[];
  /** What the argument after the path parameters is. */
  arg: 'body' | 'query' | 'none';
  /** Whether the operation takes query parameters (passed in options when `arg` is `body`). */
  query: boolean;
}

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document of any shape, walked after runtime checks
type Json = Record<string, any>;

/** Every operation of `document.paths`, named, in a stable order; throws on anything unnameable. */
export function buildOperationTable(document: BundledDocument): OperationEntry[] {
  const { operations, problems } = nameOperationsWithProblems(document);
  if (problems.length > 0) throw new Error(problems.map((p) => `${p.location}: ${p.message}`).join('\n'));
  const byLocation = new Map(operationsOf(document).map((o) => [`${o.httpMethod.toUpperCase()} ${o.path}`, o]));
  return operations.map((named) => {
    const { item, operation } = byLocation.get(`${named.httpMethod} ${named.path}`)!;
    const parameters = [...(item['parameters'] ?? []), ...(operation['parameters'] ?? [])];
    const queryNames = new Set(parameters.map((p) => deref(document, p) as Json).filter((p) => p?.['in'] === 'query'));
    return {
      ...named,
      pathParams: [...named.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
      arg: operation['requestBody'] !== undefined ? 'body' : queryNames.size > 0 ? 'query' : 'none',
      query: queryNames.size > 0,
    };
  });
}

function renderEntry(entry: OperationEntry): string {
  const q = (text: string): string => JSON.stringify(text);
  const fields = [
    `operationId: ${q(entry.operationId)}`,
    `method: ${q(entry.httpMethod)}`,
    `path: ${q(entry.path)}`,
    `pathParams: [${entry.pathParams.map(q).join(', ')}]`,
    `arg: ${q(entry.arg)}`,
    `query: ${entry.query}`,
    ...(entry.pageMethod === undefined ? [] : [`pageMethod: ${q(entry.pageMethod)}`]),
  ];
  return `    /** ${entry.httpMethod} ${entry.path} */\n    ${entry.method}: { ${fields.join(', ')} },`;
}

export function renderOperationTable(entries: OperationEntry[], source?: string): string {
  const groups = new Map<string, OperationEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  const body = [...groups]
    .map(([group, members]) => `  ${group}: {\n${members.map(renderEntry).join('\n')}\n  },`)
    .join('\n');
  const comment = '/** Group → method → operation; read by the client to build `client.<group>.<method>()`. */';
  if (entries.length === 0) return [codeBanner(source), comment, ...EMPTY_TABLE, ''].join('\n');
  return [
    codeBanner(source),
    comment,
    `export const operationTable = {\n${body}\n} as const;`,
    '',
    'export type OperationTable = typeof operationTable;',
    '',
  ].join('\n');
}

/**
 * The table of a document with no operation (webhooks only; OpenAPI 3.1 allows it). `{}` would type
 * every value read from it as `unknown`, so code that walks the table (`Object.values`) would not
 * compile; the table is typed as a map of entries instead, and the client type has no groups.
 */
const EMPTY_TABLE = [
  'export const operationTable: {',
  '  readonly [group: string]: {',
  "    readonly [method: string]: { readonly operationId: string; readonly method: string; readonly path: string; readonly pathParams: readonly string[]; readonly arg: 'body' | 'query' | 'none'; readonly query: boolean; readonly pageMethod?: string };",
  '  };',
  '} = {};',
  '',
  '/** No operations, so `client.<group>` has no groups. */',
  'export type OperationTable = Record<never, never>;',
];

export const emitClientOperations: Emitter = (document, context) => [
  { path: CLIENT_OPERATIONS_PATH, contents: renderOperationTable(buildOperationTable(document), context?.source) },
];
