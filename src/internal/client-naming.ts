/**
 * The naming rule of the client's named layer, with no per-operation table:
 *
 * - words  = an operationId or tag split at `_`, `-`, spaces and other separators and at case changes, so
 *   `create_order`, `create-order`, `createOrder` and `CreateOrder` all give [create, order];
 * - group  = camelCase of the operation's first tag ("Daily rewards" → `dailyRewards`), or `x-sdk-group`;
 * - method = the operationId's words with the tag's noun removed: first the plural words ([daily, rewards]),
 *   else the singular ([daily, reward]; ies→y, else drop a trailing s), first occurrence only, then
 *   camelCase (`listDailyRewards` and `list_daily_rewards` → `list`), or `x-sdk-method`;
 * - a GET taking `limit` and `offset` query parameters also gets a page method (`list` → `listAll`).
 *
 * It lives in src/ (not scripts/) because two shipped tools apply it: `npm run generate` names the
 * client's methods with it, and `spec diff` uses it to report renamed or moved methods.
 *
 * Anything that cannot be named (no tag, no operationId, an empty or non-identifier result) throws:
 * a silently misnamed method would be a breaking change nobody asked for.
 */
import { deref } from '../cli/spec-diff/refs.js';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Acronym before a capitalised word (`HTTP` in `HTTPServer`), a capitalised or lower word, an acronym, digits. */
const WORD = /[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g;

/** `create_order`, `create-order`, `createOrder`, `CreateOrder` → ['create', 'order']. */
export function words(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function joinCamel(parts: readonly string[]): string {
  return parts.map((word, index) => (index === 0 ? word : capitalise(word))).join('');
}

/** `Item categories` → `ItemCategories`, `GDPR` → `Gdpr`. */
export function pascalCase(text: string): string {
  return words(text).map(capitalise).join('');
}

/** `Item categories` → `itemCategories`, `GDPR` → `gdpr`, `create_order` → `createOrder`. */
export function camelCase(text: string): string {
  return joinCamel(words(text));
}

/** `ItemCategories` → `ItemCategory`, `Users` → `User`, `Gdpr` → `Gdpr`. */
export function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (noun.endsWith('s')) return noun.slice(0, -1);
  return noun;
}

function checkedIdentifier(value: unknown, what: string): string {
  if (typeof value !== 'string' || !IDENTIFIER.test(value)) {
    throw new Error(`${what} must be an identifier, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** The client group an operation tagged `tag` belongs to. */
export function groupName(tag: string): string {
  const group = camelCase(tag);
  if (!IDENTIFIER.test(group)) throw new Error(`tag "${tag}" does not give a usable group name (got "${group}")`);
  return group;
}

/** Index of the first run of `needle` inside `haystack`, or -1. */
function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let at = 0; at + needle.length <= haystack.length; at++) {
    if (needle.every((word, offset) => haystack[at + offset] === word)) return at;
  }
  return -1;
}

/** The method name of `operationId` within the group of `tag`, or `override` (`x-sdk-method`) when given. */
export function methodName(operationId: string, tag: string, override?: unknown): string {
  if (override !== undefined) return checkedIdentifier(override, `x-sdk-method of ${operationId}`);
  const idWords = words(operationId);
  const plural = words(tag);
  const nouns = [plural, [...plural.slice(0, -1), singular(plural.at(-1) ?? '')]];
  let remaining = idWords;
  for (const noun of nouns) {
    const at = indexOfRun(idWords, noun);
    if (at !== -1) {
      remaining = [...idWords.slice(0, at), ...idWords.slice(at + noun.length)];
      break;
    }
  }
  const name = joinCamel(remaining);
  if (!IDENTIFIER.test(name)) {
    throw new Error(`operationId ${operationId} (tag "${tag}") gives no usable method name; add x-sdk-method`);
  }
  return name;
}

/** The async-iterator twin of a list method: `list` → `listAll`, `listForUser` → `listAllForUser`. */
export function pageMethodName(method: string): string {
  return method.startsWith('list') ? `listAll${method.slice(4)}` : `${method}All`;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** One operation of `paths`, with the client name the rule gives it. */
export interface NamedOperation {
  operationId: string;
  group: string;
  method: string;
  /** Upper-case HTTP method, e.g. `POST`. */
  httpMethod: string;
  path: string;
  /** The async-iterator method of a limit/offset list (spec §4 pagination), else undefined. */
  pageMethod: string | undefined;
}

/** Why an operation could not be named, or two operations share a name; `location` is `paths./v1/x.get`. */
export interface NamingProblem {
  location: string;
  message: string;
}

// biome-ignore lint/suspicious/noExplicitAny: a parsed JSON document of any shape, walked after runtime checks
type Json = Record<string, any>;

/** `deref` that gives `{}` for an unresolvable ref: naming must not stop at a defect reported elsewhere. */
function tryDeref(document: Json, value: unknown): Json {
  try {
    const node = deref(document, value);
    return node !== null && typeof node === 'object' ? (node as Json) : {};
  } catch {
    return {};
  }
}

/** Every operation under `paths` (not `webhooks`: they have no client method), in document order. */
export function operationsOf(document: Json): { path: string; httpMethod: string; item: Json; operation: Json }[] {
  const found = [];
  for (const [path, rawItem] of Object.entries<unknown>(document['paths'] ?? {})) {
    const item = tryDeref(document, rawItem);
    for (const httpMethod of HTTP_METHODS) {
      const operation = item[httpMethod];
      if (operation !== null && typeof operation === 'object') found.push({ path, httpMethod, item, operation });
    }
  }
  return found;
}

function isPaginated(document: Json, httpMethod: string, item: Json, operation: Json): boolean {
  if (httpMethod !== 'get') return false;
  const declared = [...(item['parameters'] ?? []), ...(operation['parameters'] ?? [])];
  const parameters = declared.map((p) => tryDeref(document, p));
  const query = new Set(parameters.filter((p) => p?.['in'] === 'query').map((p) => p['name']));
  return query.has('limit') && query.has('offset');
}

/** Names every operation and lists what could not be named and every collision (both operations named). */
export function nameOperationsWithProblems(document: Json): {
  operations: NamedOperation[];
  problems: NamingProblem[];
} {
  const operations: NamedOperation[] = [];
  const problems: NamingProblem[] = [];
  const taken = new Map<string, { location: string; operationId: string }>();
  for (const { path, httpMethod, item, operation } of operationsOf(document)) {
    const location = `paths.${path}.${httpMethod}`;
    try {
      const operationId: unknown = operation['operationId'];
      const tag: unknown = operation['tags']?.[0];
      if (typeof operationId !== 'string' || operationId === '') {
        throw new Error('no operationId (the method name needs one)');
      }
      const override = operation['x-sdk-group'];
      if ((typeof tag !== 'string' || tag === '') && override === undefined) {
        throw new Error(`${operationId} has no tag (the group name needs one, or x-sdk-group)`);
      }
      const group =
        override === undefined
          ? groupName(tag as string)
          : checkedIdentifier(override, `x-sdk-group of ${operationId}`);
      const method = methodName(operationId, typeof tag === 'string' ? tag : '', operation['x-sdk-method']);
      const pageMethod = isPaginated(document, httpMethod, item, operation) ? pageMethodName(method) : undefined;
      for (const name of [method, pageMethod]) {
        if (name === undefined) continue;
        const previous = taken.get(`${group}.${name}`);
        if (previous === undefined) taken.set(`${group}.${name}`, { location, operationId });
        // The same operationId twice is a duplicate-id defect, which the generator's pre-flight reports.
        else if (previous.operationId !== operationId) {
          problems.push({
            location,
            message:
              `method name collision: ${operationId} and ${previous.operationId} (${previous.location}) both map to ` +
              `${group}.${name}; set x-sdk-method on one (or use an overlay)`,
          });
        }
      }
      operations.push({ operationId, group, method, httpMethod: httpMethod.toUpperCase(), path, pageMethod });
    } catch (error) {
      problems.push({ location, message: error instanceof Error ? error.message : String(error) });
    }
  }
  // Plain code-unit order, not localeCompare: the output must not depend on the ICU build.
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  operations.sort(
    (a, b) =>
      order(a.group, b.group) ||
      order(a.method, b.method) ||
      order(a.path, b.path) ||
      order(a.httpMethod, b.httpMethod),
  );
  return { operations, problems };
}

/** Every nameable operation with its `client.<group>.<method>` name, sorted by group then method. */
export function nameOperations(document: Json): NamedOperation[] {
  return nameOperationsWithProblems(document).operations;
}
