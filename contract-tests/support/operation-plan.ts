/**
 * How the contract run calls each operation by name: the generated operation table says which
 * client method it is and how its arguments are laid out; the document's examples supply the data.
 */
import { operationTable } from '../../generated/operations.js';
import type { OperationEntry } from './document.js';

export interface NamedOperation {
  group: string;
  method: string;
  pathParams: readonly string[];
  arg: 'body' | 'query' | 'none';
  pageMethod?: string;
}

/** operationId → where the client exposes it. */
export const namedOperations: ReadonlyMap<string, NamedOperation> = new Map(
  Object.entries(operationTable).flatMap(([group, methods]) =>
    Object.entries(methods as Record<string, { operationId: string; pathParams: readonly string[]; arg: NamedOperation['arg']; pageMethod?: string }>).map(
      ([method, entry]) => [entry.operationId, { group, method, pathParams: entry.pathParams, arg: entry.arg, pageMethod: entry.pageMethod }] as const,
    ),
  ),
);

/** A recognisable value for a path identifier, e.g. `achievement_id` → `achievement_123`. */
export function samplePathValue(name: string): string {
  return `${name.replace(/_(id|type)$/, '')}_123`;
}

/** The first request example of the operation, if it takes a body. */
export function requestExample(entry: OperationEntry): unknown {
  const media = entry.operation.requestBody?.content?.['application/json'];
  if (!media) return undefined;
  if ('example' in media) return structuredClone(media.example);
  const first = Object.values((media.examples ?? {}) as Record<string, { value: unknown }>)[0];
  return structuredClone(first?.value);
}

/** The positional arguments of the named method, built from the operation's examples. */
export function exampleArguments(entry: OperationEntry, named: NamedOperation, query?: Record<string, unknown>): unknown[] {
  const args: unknown[] = named.pathParams.map(samplePathValue);
  if (named.arg === 'body') args.push(requestExample(entry));
  if (named.arg === 'query') args.push(query ?? {});
  return args;
}

/** Calls `client[group][method](...args)`; the client type is loose here because the table drives it. */
export function callNamed(client: unknown, named: NamedOperation, args: unknown[]): Promise<unknown> {
  const group = (client as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[named.group];
  const method = group?.[named.method];
  if (!method) throw new Error(`client.${named.group}.${named.method} does not exist`);
  return method(...args);
}
