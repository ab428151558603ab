/**
 * `oneOf` / `anyOf` members added or removed (issue 24). The flat view (schema-view.ts) joins the
 * members into one union, which hides a member that went away when the others look alike; so the
 * members are also matched one by one. A request that loses a member refuses what it accepted (a
 * caller sending that shape breaks); a response or delivery that gains one sends a shape its reader
 * has never seen. `{ type: 'null' }` members are left to the type comparison ("X or null").
 */
import { isJsonObject } from './types.js';
import { valueKey } from './schema-keywords.js';

export interface CompositionChange {
  keyword: 'oneOf' | 'anyOf';
  added: string[];
  removed: string[];
}

/** Longest member description in a message; longer inline schemas are cut. */
const MAX_LABEL = 60;

function isNullMember(member: unknown): boolean {
  return isJsonObject(member) && member.type === 'null' && Object.keys(member).length === 1;
}

/**
 * How a member is recognised in both versions: its `$ref`, else its `title`, else the value a property
 * pins with `const` or a one-value `enum` (a discriminator), else its whole text.
 */
function memberKey(member: unknown): string {
  if (!isJsonObject(member)) return valueKey(member);
  if (typeof member.$ref === 'string') return member.$ref;
  if (typeof member.title === 'string') return `title ${JSON.stringify(member.title)}`;
  if (isJsonObject(member.properties)) {
    for (const [name, property] of Object.entries(member.properties)) {
      if (!isJsonObject(property)) continue;
      const pinned =
        'const' in property
          ? property.const
          : Array.isArray(property.enum) && property.enum.length === 1
            ? property.enum[0]
            : undefined;
      if (pinned !== undefined) return `${name}: ${valueKey(pinned)}`;
    }
  }
  return valueKey(member);
}

/** How a member reads in a message: its key, or for an inline one a short outline of it. */
function memberLabel(member: unknown, key: string): string {
  if (!isJsonObject(member) || key !== valueKey(member)) return key;
  const outline = isJsonObject(member.properties)
    ? `object with ${Object.keys(member.properties).join(', ') || 'no properties'}`
    : key;
  return outline.length > MAX_LABEL ? `${outline.slice(0, MAX_LABEL - 1)}…` : outline;
}

function members(schema: unknown, keyword: 'oneOf' | 'anyOf'): Map<string, string> {
  const list = isJsonObject(schema) ? schema[keyword] : undefined;
  const out = new Map<string, string>();
  for (const member of Array.isArray(list) ? list : []) {
    if (isNullMember(member)) continue;
    const key = memberKey(member);
    out.set(key, memberLabel(member, key));
  }
  return out;
}

/** Members added to and removed from each of `oneOf` and `anyOf` (only keywords that changed). */
export function compositionChanges(oldSchema: unknown, newSchema: unknown): CompositionChange[] {
  const changes: CompositionChange[] = [];
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const before = members(oldSchema, keyword);
    const after = members(newSchema, keyword);
    // A schema that gains or loses the keyword altogether is a type or shape change reported elsewhere.
    if (before.size === 0 || after.size === 0) continue;
    const added = [...after].filter(([key]) => !before.has(key)).map(([, label]) => label);
    const removed = [...before].filter(([key]) => !after.has(key)).map(([, label]) => label);
    if (added.length > 0 || removed.length > 0) changes.push({ keyword, added, removed });
  }
  return changes;
}
