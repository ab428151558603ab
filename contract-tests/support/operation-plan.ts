/**
 * How the contract run calls each operation by name: the generated operation table says which
 * client method it is and how its arguments are laid out; a sample request supplies the data.
 */
import { operationTable } from '../../generated/operations.js';
import type { SampleRequest } from './sample-request.js';

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
    Object.entries(
      methods as Record<
        string,
        { operationId: string; pathParams: readonly string[]; arg: NamedOperation['arg']; pageMethod?: string }
      >,
    ).map(
      ([method, entry]) =>
        [
          entry.operationId,
          { group, method, pathParams: entry.pathParams, arg: entry.arg, pageMethod: entry.pageMethod },
        ] as const,
    ),
  ),
);

/** A recognisable value for a path identifier, e.g. `achievement_id` → `achievement_123`. */
export function samplePathValue(name: string): string {
  return `${name.replace(/_(id|type)$/, '')}_123`;
}

/** The path values the sample request filled in, by parameter name (its path against the template). */
export function samplePathValues(template: string, sample: SampleRequest): Map<string, string> {
  const values = new Map<string, string>();
  const sent = sample.path.split('/');
  template.split('/').forEach((segment, index) => {
    const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
    if (name !== undefined && sent[index] !== undefined) values.set(name, decodeURIComponent(sent[index]!));
  });
  return values;
}

/**
 * The positional arguments of the named method: recognisable path identifiers (or, where
 * `recognisable` says the parameter's schema refuses one, e.g. an integer id, the value the sample
 * request holds), then the body or the query of a sample request (sample-request.ts: the document's
 * examples, else generated values, so an operation without an example is still sent something its
 * schema accepts, never `{}`).
 */
export function sampleArguments(
  named: NamedOperation,
  sample: SampleRequest,
  path?: { template: string; recognisable: (name: string, value: string) => boolean },
): unknown[] {
  const sent = path ? samplePathValues(path.template, sample) : new Map<string, string>();
  const args: unknown[] = named.pathParams.map((name) => {
    const value = samplePathValue(name);
    return path && !path.recognisable(name, value) ? (sent.get(name) ?? value) : value;
  });
  if (named.arg === 'body') args.push(structuredClone(sample.body));
  if (named.arg === 'query') args.push({ ...sample.query });
  return args;
}

/** Calls `client[group][method](...args)`; the client type is loose here because the table drives it. */
export function callNamed(client: unknown, named: NamedOperation, args: unknown[]): Promise<unknown> {
  const group = (client as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[named.group];
  const method = group?.[named.method];
  if (!method) throw new Error(`client.${named.group}.${named.method} does not exist`);
  return method(...args);
}
