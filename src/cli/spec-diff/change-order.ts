/**
 * The order and grouping of the report, the same on every run whatever the documents' key order:
 * document-wide changes (servers, security) first, then operations by path and HTTP method, then
 * webhooks, then shared components. Changes made in one shared place and found from several
 * operations are merged into one entry that lists them all.
 */
import type { Change, Severity } from './types.js';

const METHOD_RANK = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];
const OPERATION = /^([A-Z]+) (\/\S*)(.*)$/;

/** [group, key]: the key orders an operation's changes by path, then method, then detail. */
function sortKey(location: string): [number, string] {
  const documentWide = ['servers', 'security', '#/components/securitySchemes/'];
  if (documentWide.some((prefix) => location.startsWith(prefix))) return [0, location];
  const operation = OPERATION.exec(location);
  if (operation && METHOD_RANK.includes(operation[1] ?? '')) {
    const rank = String(METHOD_RANK.indexOf(operation[1] ?? '')).padStart(2, '0');
    return [1, `${operation[2]}\u0000${rank}${operation[3]}`];
  }
  if (location.startsWith('webhook ')) return [2, location];
  return [3, location];
}

/** Orders locations (and the operation labels of `reaches`) as the report does. */
export function compareLocations(a: string, b: string): number {
  const [groupA, keyA] = sortKey(a);
  const [groupB, keyB] = sortKey(b);
  if (groupA !== groupB) return groupA - groupB;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/** Sorted by location; changes at one location keep the order they were found in. */
export function sortChanges(changes: readonly Change[]): Change[] {
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => compareLocations(a.change.location, b.change.location) || a.index - b.index)
    .map(({ change }) => change);
}

/**
 * One entry per (location, kind, message): severities merged (breaking wins) and `reaches`
 * united. A part may carry a `note` saying where it applies (e.g. `received`); when the parts
 * disagree on severity, the notes of the breaking ones are added to the message.
 */
export function mergeChanges(changes: ReadonlyArray<Change & { note?: string }>): Change[] {
  interface Entry {
    change: Change;
    severities: Set<Severity>;
    notes: Set<string>;
    reaches: Set<string>;
  }
  const merged = new Map<string, Entry>();
  for (const { note, ...change } of changes) {
    const key = `${change.location}\u0000${change.kind}\u0000${change.message}`;
    let entry = merged.get(key);
    if (!entry) {
      entry = { change, severities: new Set(), notes: new Set(), reaches: new Set() };
      merged.set(key, entry);
    }
    entry.severities.add(change.severity);
    if (note !== undefined && change.severity === 'breaking') entry.notes.add(note);
    for (const label of change.reaches ?? []) entry.reaches.add(label);
  }
  return [...merged.values()].map(({ change, severities, notes, reaches }) => {
    const mixed = severities.size > 1 && notes.size > 0;
    return {
      ...change,
      severity: severities.has('breaking') ? 'breaking' : 'non-breaking',
      message: mixed ? `${change.message} (breaking where ${[...notes].sort().join(' or ')})` : change.message,
      ...(change.reaches ? { reaches: [...reaches].sort(compareLocations) } : {}),
    };
  });
}
