/**
 * The naming rule of the client's named layer, with no per-operation table:
 *
 * - group  = camelCase of the operation's first tag ("Daily rewards" → `dailyRewards`);
 * - method = the operationId with the tag's noun removed: first the PascalCase plural
 *   ("DailyRewards"), else the singular ("DailyReward"; ies→y, else drop a trailing s), first
 *   occurrence only, then the first letter lower-cased (`listDailyRewards` → `list`);
 * - `x-sdk-method: <name>` on the operation overrides the method name.
 *
 * It lives in src/ (not scripts/) because two shipped tools apply it: `npm run generate` names the
 * client's methods with it, and `spec diff` uses it to report renamed or moved methods.
 *
 * Anything that cannot be named (no tag, no operationId, an empty or non-identifier result) throws:
 * a silently misnamed method would be a breaking change nobody asked for.
 */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function words(text: string): string[] {
  return text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** `Item categories` → `ItemCategories`, `GDPR` → `Gdpr`. */
export function pascalCase(text: string): string {
  return words(text).map(capitalise).join('');
}

/** `Item categories` → `itemCategories`, `GDPR` → `gdpr`. */
export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** `ItemCategories` → `ItemCategory`, `Users` → `User`, `Gdpr` → `Gdpr`. */
export function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (noun.endsWith('s')) return noun.slice(0, -1);
  return noun;
}

/** The client group an operation tagged `tag` belongs to. */
export function groupName(tag: string): string {
  const group = camelCase(tag);
  if (!IDENTIFIER.test(group)) throw new Error(`tag "${tag}" does not give a usable group name (got "${group}")`);
  return group;
}

/** The method name of `operationId` within the group of `tag`, or `override` when given. */
export function methodName(operationId: string, tag: string, override?: unknown): string {
  if (override !== undefined) {
    if (typeof override !== 'string' || !IDENTIFIER.test(override)) {
      throw new Error(`x-sdk-method of ${operationId} must be an identifier, got ${JSON.stringify(override)}`);
    }
    return override;
  }
  const plural = pascalCase(tag);
  let name = operationId;
  for (const noun of [plural, singular(plural)]) {
    const at = operationId.indexOf(noun);
    if (at !== -1) {
      name = operationId.slice(0, at) + operationId.slice(at + noun.length);
      break;
    }
  }
  name = name.charAt(0).toLowerCase() + name.slice(1);
  if (!IDENTIFIER.test(name)) {
    throw new Error(`operationId ${operationId} (tag "${tag}") gives no usable method name; add x-sdk-method`);
  }
  return name;
}

/** The async-iterator twin of a list method: `list` → `listAll`, `listForUser` → `listAllForUser`. */
export function pageMethodName(method: string): string {
  return method.startsWith('list') ? `listAll${method.slice(4)}` : `${method}All`;
}
