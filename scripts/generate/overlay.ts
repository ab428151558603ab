/**
 * OpenAPI Overlay 1.0 (`--overlay <file>`): how a maintainer adjusts a document that is not ours at
 * generate time (e.g. `x-sdk-method` to resolve a method-name collision) without editing it.
 *
 * Supported: `actions`, applied in order, each with a JSONPath `target` and either `update` (merged
 * into each selected object, or appended to each selected array) or `remove: true` (each selected node
 * is removed from its parent). Merging is deep for objects; any other value, arrays included, replaces
 * the one it meets (Overlay 1.0 "update"). `extends` is not followed: the document is the one given.
 * An action whose target selects nothing is a defect: after a provider bump it usually means the
 * overlay no longer says what its author meant.
 *
 * JSONPath is jsonpath-plus (its default "safe" evaluator, so filter expressions never run as code).
 */
import { JSONPath } from 'jsonpath-plus';
import type { Defect } from './document-defects-error.js';
import type { BundledDocument } from './emitter.js';

type Json = Record<string, unknown>;

function isPlainObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function deepMerge(target: Json, update: Json): void {
  for (const [key, value] of Object.entries(update)) {
    const current = target[key];
    if (isPlainObject(current) && isPlainObject(value)) deepMerge(current, value);
    else target[key] = structuredClone(value);
  }
}

interface Match {
  value: unknown;
  parent: Json | unknown[] | null;
  parentProperty: string | number | null;
}

function select(document: BundledDocument, target: string): Match[] {
  return JSONPath({ path: target, json: document, resultType: 'all', wrap: true }) as Match[];
}

function applyAction(document: BundledDocument, action: Json, where: string): Defect | undefined {
  const target = action['target'];
  const fail = (message: string): Defect => ({ location: where, message });
  if (typeof target !== 'string' || !target.startsWith('$')) {
    return fail('target must be a JSONPath string starting with $');
  }
  const remove = action['remove'] === true;
  if (!remove && action['update'] === undefined) return fail(`${target}: needs update or remove: true`);
  let matches: Match[];
  try {
    matches = select(document, target);
  } catch (error) {
    return fail(`${target}: not a usable JSONPath (${(error as Error).message})`);
  }
  if (matches.length === 0) return fail(`${target} selects nothing in the document`);
  if (remove) {
    // Remove array elements from the highest index down so earlier removals do not shift later ones.
    const ordered = [...matches].sort((a, b) => Number(b.parentProperty) - Number(a.parentProperty));
    for (const { parent, parentProperty } of ordered) {
      if (parent === null || parentProperty === null) return fail(`${target}: cannot remove the root`);
      if (Array.isArray(parent)) parent.splice(Number(parentProperty), 1);
      else delete parent[parentProperty];
    }
    return undefined;
  }
  const update = action['update'];
  for (const { value } of matches) {
    if (Array.isArray(value)) value.push(structuredClone(update));
    else if (isPlainObject(value) && isPlainObject(update)) deepMerge(value, update);
    else return fail(`${target}: update must be an object merged into objects, or any value appended to arrays`);
  }
  return undefined;
}

/** The document with the overlay's actions applied (the input is not changed), and every action that failed. */
export function applyOverlay(
  document: BundledDocument,
  overlay: Json,
): { document: BundledDocument; defects: Defect[] } {
  const result = structuredClone(document);
  const refuse = (location: string, message: string) => ({ document: result, defects: [{ location, message }] });
  if (typeof overlay['overlay'] !== 'string' || !/^1\.0\./.test(overlay['overlay'])) {
    return refuse('overlay', 'not an Overlay 1.0 document (no "overlay: 1.0.x" field)');
  }
  const actions = overlay['actions'];
  if (!Array.isArray(actions)) return refuse('overlay.actions', 'must be a list');
  const defects: Defect[] = [];
  actions.forEach((action: unknown, index) => {
    const where = `overlay.actions[${index}]`;
    const defect = isPlainObject(action)
      ? applyAction(result, action, where)
      : { location: where, message: 'must be an object' };
    if (defect !== undefined) defects.push(defect);
  });
  return { document: result, defects };
}
