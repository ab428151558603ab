/**
 * The naming rule of the client's named layer, with no per-operation table and no overlay needed:
 *
 * - words  = an operationId or tag split at `_`, `-`, spaces and other separators and at case changes, so
 *   `create_order`, `create-order`, `createOrder` and `CreateOrder` all give [create, order];
 * - group  = camelCase of the operation's first tag ("Daily rewards" → `dailyRewards`), or `x-sdk-group`;
 *   an operation with no tag cannot be named (our document and the provider's tag every operation);
 * - method = the operationId's words with the group's noun removed: first the plural words ([daily, rewards]),
 *   else the singular ([daily, reward]; ies→y, else drop a trailing s), first occurrence only, then
 *   camelCase (`listDailyRewards` and `list_daily_rewards` → `list`), or `x-sdk-method`;
 * - a GET whose method is a bare read verb (`get`, `list`, `fetch`, `retrieve`, `read`, `find`, `show`,
 *   `index`, `all`) is `get` on an item path (a trailing path parameter) and `list` on a collection path
 *   (none) when the verb is `list`/`index`/`all` or the noun was plural (`get_achievements`); a singular
 *   one there (`get_receipt` on `/orders/{id}/receipt`) keeps its verb;
 *   on a collection path, a read verb other than `list` before a plural becomes `list`
 *   (`get_creator_countries` → `listCountries`);
 * - nothing left of the operationId (it was only the noun): the HTTP method's usual verb (`create`, ...);
 * - a GET taking `limit` and `offset` query parameters also gets a page method (`list` → `listAll`).
 *
 * Two operations given one name are a naming problem (`nameClashes`); `x-sdk-method` chooses.
 *
 * It lives with `spec diff`, which ships in the bin and reports renamed or moved methods with it; `npm
 * run generate` (scripts/generate/) names the client's methods with the same rule by importing it from
 * here, since nothing in src/ may import scripts/.
 */
import { deref } from './document-refs.js';

/** Why an operation could not be named; `location` is `paths./v1/x.get`. */
export interface NamingProblem {
  location: string;
  message: string;
}

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

/** Whether the path ends in a path parameter (`/pets/{id}`): an item, not a collection. */
function isItemPath(path: string): boolean {
  return /\}\/?$/.test(path);
}

/** Index of the first run of `needle` inside `haystack`, or -1. */
function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let at = 0; at + needle.length <= haystack.length; at++) {
    if (needle.every((word, offset) => haystack[at + offset] === word)) return at;
  }
  return -1;
}

/** The operationId's words without the group's noun, and whether the noun was there in its plural form. */
function withoutNoun(idWords: readonly string[], plural: readonly string[]): { remaining: string[]; plural: boolean } {
  const last = plural.at(-1) ?? '';
  const forms = [plural, [...plural.slice(0, -1), singular(last)]];
  for (const [index, noun] of forms.entries()) {
    const at = indexOfRun(idWords, noun);
    if (at === -1) continue;
    const remaining = [...idWords.slice(0, at), ...idWords.slice(at + noun.length)];
    return { remaining, plural: index === 0 && singular(last) !== last };
  }
  return { remaining: [...idWords], plural: false };
}

const READ_VERBS = new Set(['get', 'list', 'fetch', 'retrieve', 'read', 'find', 'show', 'index', 'all']);
/** A plural English noun, as far as a naming rule can tell: `countries`, `accounts`, not `status` or `address`. */
const PLURAL = /[a-z]{2,}(?<![su])s$/;

/** Where an operation sits: its HTTP method (any case) and path. */
export interface Endpoint {
  httpMethod: string;
  path: string;
}

/** Verbs that name a list by themselves, whatever the noun after them. */
const LIST_VERBS = new Set(['list', 'index', 'all']);

/**
 * `list` on a collection, `get` on an item, for a GET named with a bare read verb (see the rule above).
 * `pluralNoun`: the group's noun was removed in its plural form (`get_achievements`); a singular one
 * (`get_receipt` on `/orders/{id}/receipt`) names one thing even on a path with no trailing parameter.
 */
function readVerb(remaining: string[], pluralNoun: boolean, endpoint: Endpoint): string[] {
  const [verb, ...rest] = remaining;
  if (endpoint.httpMethod.toLowerCase() !== 'get' || verb === undefined || !READ_VERBS.has(verb)) return remaining;
  const item = isItemPath(endpoint.path);
  if (rest.length === 0) return [item ? 'get' : pluralNoun || LIST_VERBS.has(verb) ? 'list' : verb];
  if (!item && verb !== 'list' && PLURAL.test(rest.at(-1) ?? '')) return ['list', ...rest];
  return remaining;
}

const USUAL_VERB: Record<string, string> = { post: 'create', put: 'update', patch: 'update', delete: 'delete' };

function usualVerb(endpoint: Endpoint): string {
  const method = endpoint.httpMethod.toLowerCase();
  if (method === 'get') return isItemPath(endpoint.path) ? 'get' : 'list';
  return USUAL_VERB[method] ?? method;
}

/**
 * The method name of `operationId` within the group named by `tag`, or `override` (`x-sdk-method`)
 * when given. With `endpoint`, the read-verb and usual-verb rules above apply too.
 */
export function methodName(operationId: string, tag: string, override?: unknown, endpoint?: Endpoint): string {
  if (override !== undefined) return checkedIdentifier(override, `x-sdk-method of ${operationId}`);
  const found = withoutNoun(words(operationId), words(tag));
  let remaining = found.remaining;
  if (endpoint) remaining = readVerb(remaining, found.plural, endpoint);
  if (remaining.length === 0 && endpoint) remaining = [usualVerb(endpoint)];
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

/** The group and the noun its method names drop: the first tag, or `x-sdk-group` for the group. */
function groupOf(operation: Json): { group: string; noun: string } {
  const tag: unknown = operation['tags']?.[0];
  if (typeof tag !== 'string') throw new Error('no tag (the group name needs one)');
  const override: unknown = operation['x-sdk-group'];
  if (override === undefined) return { group: camelCase(tag), noun: tag };
  return { group: checkedIdentifier(override, `x-sdk-group of ${operation['operationId']}`), noun: tag };
}

/**
 * Names every operation. `problems` are what cannot be named: no operationId, no tag, an `x-sdk-*`
 * that is no identifier.
 */
export function nameOperationsWithProblems(document: Json): {
  operations: NamedOperation[];
  problems: NamingProblem[];
} {
  const operations: NamedOperation[] = [];
  const problems: NamingProblem[] = [];
  for (const { path, httpMethod, item, operation } of operationsOf(document)) {
    try {
      const operationId: unknown = operation['operationId'];
      if (typeof operationId !== 'string' || operationId === '') {
        throw new Error('no operationId (the method name needs one)');
      }
      const group = groupOf(operation);
      const method = methodName(operationId, group.noun, operation['x-sdk-method'], { httpMethod, path });
      const paginated = isPaginated(document, httpMethod, item, operation);
      operations.push({
        operationId,
        group: group.group,
        method,
        httpMethod: httpMethod.toUpperCase(),
        path,
        pageMethod: paginated ? pageMethodName(method) : undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      problems.push({ location: `paths.${path}.${httpMethod}`, message });
    }
  }
  problems.push(...nameClashes(operations));
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

/**
 * Two operations given one `client.<group>.<method>` (a page method included) would be one key twice
 * in the generated client, which TypeScript refuses far from the cause: named here, with both
 * endpoints, so the document can choose with `x-sdk-method`.
 */
function nameClashes(operations: NamedOperation[]): NamingProblem[] {
  const owners = new Map<string, string>();
  const problems: NamingProblem[] = [];
  for (const { group, method, pageMethod, httpMethod, path } of operations) {
    const endpoint = `${httpMethod} ${path}`;
    for (const name of [method, pageMethod]) {
      if (name === undefined) continue;
      const owner = owners.get(`${group}.${name}`);
      if (owner === undefined) owners.set(`${group}.${name}`, endpoint);
      else
        problems.push({
          location: `paths.${path}.${httpMethod.toLowerCase()}`,
          message: `${group}.${name} is also the name of ${owner}; give one of them x-sdk-method`,
        });
    }
  }
  return problems;
}

/** Every nameable operation with its `client.<group>.<method>` name, sorted by group then method. */
export function nameOperations(document: Json): NamedOperation[] {
  return nameOperationsWithProblems(document).operations;
}
