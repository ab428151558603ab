/**
 * `oneOf` / `anyOf` members added or removed. The flat view (schema-view.ts) joins the
 * members into one union, which hides a member that went away when the others look alike; so the
 * members are also matched one by one. A request that loses a member refuses what it accepted (a
 * caller sending that shape breaks); a response or delivery that gains one sends a shape its reader
 * has never seen. `{ type: 'null' }` members are left to the type comparison ("X or null").
 *
 * Null is never what tells members apart, however it is spelled: OpenAPI 3.0's `nullable: true`
 * (which a provider's 3.1 document may still use), 3.1's `type: [x, 'null']` or a `null` enum value.
 * A member respelled from one to the other is the same member, and whether it admits null is the
 * type comparison's business.
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
 * `value` with null admission spelled one way at every level: `nullable` dropped, `null` out of
 * `type` and `enum`, `{ type: 'null' }` out of `anyOf`/`oneOf`, and a composition left with one
 * member merged into its holder (`{ anyOf: [X, { type: 'null' }] }` reads as X), keys sorted.
 */
function withoutNull(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNull);
  if (!isJsonObject(value)) return value;
  let out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'nullable') continue;
    if (key === 'type' && Array.isArray(inner)) {
      const types = inner.filter((t) => t !== 'null');
      out.type = types.length === 1 ? types[0] : types;
    } else if (key === 'enum' && Array.isArray(inner)) out.enum = inner.filter((v) => v !== null);
    else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(inner)) {
      const members = inner.filter((m) => !isNullMember(m)).map(withoutNull);
      if (members.length === 1 && members.length < inner.length && isJsonObject(members[0])) {
        out = { ...members[0], ...out };
      } else out[key] = members;
    } else out[key] = withoutNull(inner);
  }
  // Keys in one order, so two spellings that differ only in where a keyword was written compare equal.
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * How a member is recognised in both versions, and how it reads in a message: its `$ref`, else its
 * `title` (the provider's document titles an inline member), else its whole text, null admission
 * aside, cut short in the message.
 */
function memberKey(raw: unknown): readonly [key: string, label: string] {
  const member = withoutNull(raw);
  if (isJsonObject(member) && typeof member.$ref === 'string') return [member.$ref, member.$ref];
  if (isJsonObject(member) && typeof member.title === 'string') {
    const key = `title ${JSON.stringify(member.title)}`;
    return [key, key];
  }
  const text = valueKey(member);
  return [text, text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text];
}

function members(schema: unknown, keyword: 'oneOf' | 'anyOf'): Map<string, string> {
  const list = isJsonObject(schema) ? schema[keyword] : undefined;
  return new Map((Array.isArray(list) ? list : []).filter((member) => !isNullMember(member)).map(memberKey));
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
