/**
 * `generated/operations.ts`: the table behind the client's named methods (`client.orders.create`).
 * Each entry says how positional arguments map onto openapi-fetch's `{ params, body }`; the types
 * come from `generated/schema.d.ts` through the entry's method and path, so a new operation in the
 * document appears in the client with no hand edit.
 */
import { groupName, methodName, pageMethodName } from '../../src/internal/client-naming.js';
import { codeBanner, type BundledDocument, type Emitter } from './emitter.js';

export const CLIENT_OPERATIONS_PATH = 'generated/operations.ts';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface OperationEntry {
  group: string;
  method: string;
  operationId: string;
  httpMethod: string;
  path: string;
  /** Path parameter names in the order they appear in the path: the positional arguments. */
  pathParams: string[];
  /** What the argument after the path parameters is. */
  arg: 'body' | 'query' | 'none';
  /** Whether the operation takes query parameters (passed in options when `arg` is `body`). */
  query: boolean;
  /** Name of the async-iterator method for limit/offset lists (spec §4 pagination). */
  pageMethod: string | undefined;
}

type Json = Record<string, any>;

function resolve(document: BundledDocument, value: Json): Json {
  let current = value;
  for (let hops = 0; typeof current?.['$ref'] === 'string'; hops++) {
    const ref: string = current['$ref'];
    if (!ref.startsWith('#/') || hops > 20) throw new Error(`cannot resolve ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<Json>((node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return current;
}

/** Every operation of `document.paths`, named, in a stable order; throws on anything unnameable. */
export function buildOperationTable(document: BundledDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const taken = new Map<string, string>();
  for (const [path, rawItem] of Object.entries<Json>(document['paths'] ?? {})) {
    const item = resolve(document, rawItem);
    for (const httpMethod of HTTP_METHODS) {
      const operation: Json | undefined = item[httpMethod];
      if (operation === undefined) continue;
      const where = `${httpMethod.toUpperCase()} ${path}`;
      const operationId: unknown = operation['operationId'];
      const tag: unknown = operation['tags']?.[0];
      if (typeof operationId !== 'string' || operationId === '') throw new Error(`${where} has no operationId`);
      if (typeof tag !== 'string' || tag === '') throw new Error(`${where} (${operationId}) has no tag`);
      const parameters = [...(item['parameters'] ?? []), ...(operation['parameters'] ?? [])].map((p: Json) =>
        resolve(document, p),
      );
      const queryNames = new Set(parameters.filter((p) => p['in'] === 'query').map((p) => p['name']));
      const group = groupName(tag);
      const method = methodName(operationId, tag, operation['x-sdk-method']);
      const paginated = httpMethod === 'get' && queryNames.has('limit') && queryNames.has('offset');
      const entry: OperationEntry = {
        group,
        method,
        operationId,
        httpMethod: httpMethod.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
        arg: operation['requestBody'] !== undefined ? 'body' : queryNames.size > 0 ? 'query' : 'none',
        query: queryNames.size > 0,
        pageMethod: paginated ? pageMethodName(method) : undefined,
      };
      for (const name of [entry.method, entry.pageMethod]) {
        if (name === undefined) continue;
        const key = `${group}.${name}`;
        const previous = taken.get(key);
        if (previous !== undefined) throw new Error(`name collision: ${previous} and ${operationId} both map to ${key}`);
        taken.set(key, operationId);
      }
      entries.push(entry);
    }
  }
  // Plain code-unit order, not localeCompare: the output must not depend on the ICU build.
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return entries.sort((a, b) => order(a.group, b.group) || order(a.method, b.method));
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

export function renderOperationTable(entries: OperationEntry[]): string {
  const groups = new Map<string, OperationEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  const body = [...groups]
    .map(([group, members]) => `  ${group}: {\n${members.map(renderEntry).join('\n')}\n  },`)
    .join('\n');
  return [
    codeBanner(),
    '/** Group → method → operation; read by src/client to build `client.<group>.<method>()`. */',
    `export const operationTable = {\n${body}\n} as const;`,
    '',
    'export type OperationTable = typeof operationTable;',
    '',
  ].join('\n');
}

export const emitClientOperations: Emitter = (document) => [
  { path: CLIENT_OPERATIONS_PATH, contents: renderOperationTable(buildOperationTable(document)) },
];
