/**
 * When the naming rule (client-naming.ts) gives two operations one `client.<group>.<method>`, one keeps
 * it and each other gets a name derived by a fixed rule, with a warning, instead of generation refusing
 * the document. `x-sdk-method` (in the document or an overlay) still chooses a name outright.
 *
 * Who keeps the name, first rule that decides:
 * 1. an operation whose name was chosen with `x-sdk-method`;
 * 2. one whose HTTP method is the name's usual one (`create` POST, `get`/`list` GET, `update` PUT or
 *    PATCH, `delete` DELETE, `replace` PUT);
 * 3. the one whose path has the fewest fixed (non-parameter) segments;
 * 4. the one on an item path (`/things/{id}`) over one on a collection path (`/things`);
 * 5. the path, then the HTTP method, in code-unit order.
 * Each other operation takes the first of these names that no operation has:
 * a. `bulk<Name>` for a non-GET on the collection path of the keeper's item path (PATCH `/things` beside
 *    PUT `/things/{id}`: `bulkUpdate` beside `update`);
 * b. the name followed by its path's fixed segments past the part it shares with the keeper's path
 *    (`/orders/{id}/receipt` beside `/orders/{id}`: `getReceipt`);
 * c. the name followed by `By` and its path parameters the keeper's path lacks (`getByCode`);
 * d. the name followed by 2, 3, ...
 * Page methods (`listAll`) are derived from the final method names; one that meets another name takes
 * the same steps b to d. Two `x-sdk-method`s asking for one name are a problem: nothing can choose.
 */

/** Why an operation could not be named, or how it was named; `location` is `paths./v1/x.get`. */
export interface NamingProblem {
  location: string;
  message: string;
}

/** One operation's name as the rule gives it, before collisions are resolved. */
export interface NameClaim {
  location: string;
  operationId: string;
  group: string;
  method: string;
  /** Chosen with x-sdk-method. */
  explicit: boolean;
  /** Lower-case HTTP method. */
  httpMethod: string;
  path: string;
  /** A limit/offset list, which also gets a page method. */
  paginated: boolean;
}

export interface ResolvedName {
  method: string;
  pageMethod: string | undefined;
}

const HTTP_ORDER = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');
const isParameter = (segment: string): boolean => segment.includes('{');
const fixedCount = (path: string): number => segments(path).filter((s) => !isParameter(s)).length;
const isItem = (path: string): boolean => /\}\/?$/.test(path);
const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
/** `social-accounts` → `SocialAccounts`, `{user_id}` → `UserId`. */
const pascal = (text: string): string =>
  (text.match(/[A-Za-z]+|[0-9]+/g) ?? []).map((w) => capitalise(w.toLowerCase())).join('');

/** The HTTP methods a name's leading verb usually goes with. */
const USUAL_METHODS: Record<string, readonly string[]> = {
  create: ['post'],
  get: ['get'],
  list: ['get'],
  update: ['put', 'patch'],
  replace: ['put'],
  delete: ['delete'],
};

function usual(claim: NameClaim): boolean {
  const verb = claim.method.match(/^[a-z]+/)?.[0] ?? '';
  return USUAL_METHODS[verb]?.includes(claim.httpMethod) ?? false;
}

/** Negative when `a` keeps a contested name before `b` (the rules 1 to 5 above). */
function keeperOrder(a: NameClaim, b: NameClaim): number {
  return (
    Number(b.explicit) - Number(a.explicit) ||
    Number(usual(b)) - Number(usual(a)) ||
    fixedCount(a.path) - fixedCount(b.path) ||
    Number(isItem(b.path)) - Number(isItem(a.path)) ||
    order(a.path, b.path) ||
    HTTP_ORDER.indexOf(a.httpMethod) - HTTP_ORDER.indexOf(b.httpMethod)
  );
}

/** The segments of `path` past the ones it shares, in order, with `keeper`. */
function ownSegments(path: string, keeper: string): string[] {
  const mine = segments(path);
  const theirs = segments(keeper);
  let shared = 0;
  while (shared < mine.length && mine[shared] === theirs[shared]) shared++;
  return mine.slice(shared);
}

/** Names b to d (and a, for a method) for `loser` beside `keeper`, best first. */
function* candidates(name: string, loser: NameClaim, keeper: NameClaim, page: boolean): Generator<string> {
  const keeperCollection = keeper.path.replace(/\/\{[^}]*\}\/?$/, '');
  if (!page && loser.httpMethod !== 'get' && isItem(keeper.path) && keeperCollection === loser.path) {
    yield `bulk${capitalise(name)}`;
  }
  const own = ownSegments(loser.path, keeper.path);
  const fixed = own
    .filter((s) => !isParameter(s))
    .map(pascal)
    .join('');
  if (fixed !== '') yield `${name}${fixed}`;
  const keeperParameters = new Set(segments(keeper.path).filter(isParameter));
  const parameters = segments(loser.path).filter((s) => isParameter(s) && !keeperParameters.has(s));
  if (parameters.length > 0) yield `${name}By${parameters.map(pascal).join('And')}`;
  for (let n = 2; ; n++) yield `${name}${n}`;
}

function firstFree(options: Generator<string>, group: string, taken: ReadonlySet<string>): string {
  for (const option of options) if (!taken.has(`${group}.${option}`)) return option;
  throw new Error('unreachable: the numbered names never run out');
}

/** The final name of every claim (same order as `claims`), with a warning per derived name. */
export function resolveNames(claims: readonly NameClaim[]): {
  names: ResolvedName[];
  warnings: NamingProblem[];
  problems: NamingProblem[];
} {
  const warnings: NamingProblem[] = [];
  const problems: NamingProblem[] = [];
  const byName = new Map<string, NameClaim[]>();
  for (const claim of claims) {
    const key = `${claim.group}.${claim.method}`;
    byName.set(key, [...(byName.get(key) ?? []), claim]);
  }
  const final = new Map<NameClaim, string>();
  const taken = new Set(byName.keys());
  const losers: { claim: NameClaim; keeper: NameClaim }[] = [];
  for (const [key, contenders] of byName) {
    const [keeper, ...others] = [...contenders].sort(keeperOrder);
    final.set(keeper!, keeper!.method);
    for (const other of others) {
      if (other.explicit) {
        const message = `x-sdk-method ${other.method} of ${other.operationId} is also the name of ${keeper!.operationId} (${keeper!.location}): ${key}; choose another`;
        problems.push({ location: other.location, message });
      }
      losers.push({ claim: other, keeper: keeper! });
    }
  }
  losers.sort(
    (a, b) =>
      order(a.claim.group, b.claim.group) || order(a.claim.method, b.claim.method) || keeperOrder(a.claim, b.claim),
  );
  for (const { claim, keeper } of losers) {
    const name = firstFree(candidates(claim.method, claim, keeper, false), claim.group, taken);
    taken.add(`${claim.group}.${name}`);
    final.set(claim, name);
    // The same operationId twice is a duplicate-id defect, which the generator's pre-flight reports.
    if (claim.operationId === keeper.operationId || claim.explicit) continue;
    warnings.push({
      location: claim.location,
      message:
        `${claim.operationId} and ${keeper.operationId} (${keeper.location}) both map to ${claim.group}.${claim.method}; ` +
        `named it ${claim.group}.${name} (set x-sdk-method to choose)`,
    });
  }
  // Page methods last: a real operation keeps a name over the iterator twin of another one.
  const pageHolders = new Map<string, NameClaim>();
  const names = claims.map((claim) => {
    const method = final.get(claim)!;
    if (!claim.paginated) return { method, pageMethod: undefined };
    const wanted = method.startsWith('list') ? `listAll${method.slice(4)}` : `${method}All`;
    let pageMethod = wanted;
    const holder = [...final].find(([other, name]) => other.group === claim.group && name === wanted)?.[0];
    if (taken.has(`${claim.group}.${wanted}`) || pageHolders.has(`${claim.group}.${wanted}`)) {
      const keeper = holder ?? pageHolders.get(`${claim.group}.${wanted}`)!;
      const all = new Set([...taken, ...pageHolders.keys()]);
      pageMethod = firstFree(candidates(wanted, claim, keeper, true), claim.group, all);
      warnings.push({
        location: claim.location,
        message:
          `the page method of ${claim.operationId} would be ${claim.group}.${wanted}, which ${keeper.operationId} ` +
          `(${keeper.location}) already is; named it ${claim.group}.${pageMethod} (set x-sdk-method to choose)`,
      });
    }
    pageHolders.set(`${claim.group}.${pageMethod}`, claim);
    return { method, pageMethod };
  });
  return { names, warnings, problems };
}
