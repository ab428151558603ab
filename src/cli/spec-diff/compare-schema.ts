/**
 * Compare two schemas at one place in the API and report every edit, with the severity the reader
 * of that place (its `Role`) gives it. Recurses into properties, array items and the schema of
 * additional properties.
 */
import { type Edit, severityOf } from './policy.js';
import { deref, sharedRef } from './document-refs.js';
import { describeTypes, describeValue, formatValues, verb } from './change-wording.js';
import { compositionChanges } from './compare-composition.js';
import { EXACT_CONSTRAINTS, LOWER_BOUNDS, UPPER_BOUNDS, valueKey } from './schema-keywords.js';
import { type SchemaView, viewOf } from './schema-view.js';
import type { SchemaWalk } from './schema-walk.js';
import { type ChangeKind, isJsonObject, type JsonObject } from './types.js';
import { NotComparedError } from './not-compared.js';

/** Backstop for recursion through synthetic allOf merges, which the identity check cannot see. */
const MAX_NESTING = 100;

function accepts(types: ReadonlySet<string> | undefined, type: string): boolean {
  return !types || types.has(type) || (type === 'integer' && types.has('number'));
}

function isObjectLike(view: SchemaView): boolean {
  return view.types ? view.types.has('object') : view.properties.size > 0 || view.required.size > 0;
}

function openness(additional: unknown): number {
  if (additional === false) return 0;
  return isJsonObject(additional) ? 1 : 2;
}

/**
 * Whether a sender may still include a property the new schema no longer lists: the object stays
 * open (additionalProperties absent, true, or a schema that admits the property's old type).
 */
function stillAccepted(walk: SchemaWalk, after: SchemaView, oldProperty: unknown): boolean {
  if (after.additionalProperties === false) return false;
  if (!isJsonObject(after.additionalProperties)) return true;
  const extra = viewOf(walk.newRoot, after.additionalProperties).types;
  const was = viewOf(walk.oldRoot, oldProperty).types;
  if (!extra) return true;
  return was !== undefined && [...was].every((type) => accepts(extra, type));
}

/** The pairs of schema nodes being compared on the way to the current one. */
type Stack = ReadonlyArray<readonly [unknown, unknown]>;

/**
 * Compare `oldSchema` with `newSchema`, reported under `base` (e.g. `POST /v1/orders request body`)
 * followed by `path` inside it (`items[].sku`).
 */
export function compareSchemas(
  walk: SchemaWalk,
  oldSchema: unknown,
  newSchema: unknown,
  base: string,
  path = '',
  stack: Stack = [],
): void {
  const oldRef = sharedRef(oldSchema);
  const newRef = sharedRef(newSchema);
  if (oldRef !== undefined && newRef !== undefined) {
    walk.uses.add(walk.components.compare(walk.role, oldRef, newRef));
    return;
  }
  const oldNode = deref(walk.oldRoot, oldSchema);
  const newNode = deref(walk.newRoot, newSchema);
  // A recursive schema meets itself again; its changes were reported the first time round.
  if (stack.length > MAX_NESTING || stack.some(([o, n]) => o === oldNode && n === newNode)) return;
  const inner = [...stack, [oldNode, newNode] as const];

  const location = path ? `${base} ${path}` : base;
  const view = (root: JsonObject, schema: unknown) => {
    try {
      return viewOf(root, schema);
    } catch (error) {
      // The view cannot say where it is; the walk can.
      throw error instanceof NotComparedError && !error.location ? new NotComparedError(error.what, location) : error;
    }
  };
  const before = view(walk.oldRoot, oldSchema);
  const after = view(walk.newRoot, newSchema);
  const report = (kind: ChangeKind, edits: Edit[], message: string, at = location) => {
    const breaking = edits.some((edit) => severityOf(edit, walk.role) === 'breaking');
    walk.sink.add({ kind, severity: breaking ? 'breaking' : 'non-breaking', location: at, message });
  };

  // Types, with integer counted as a kind of number.
  const widened = after.types ? [...after.types].some((t) => !accepts(before.types, t)) : before.types !== undefined;
  const narrowed = before.types ? [...before.types].some((t) => !accepts(after.types, t)) : after.types !== undefined;
  if (widened || narrowed) {
    const edits: Edit[] = [];
    if (widened) edits.push('type-widened');
    if (narrowed) edits.push('type-narrowed');
    report('type-changed', edits, `type changed from ${describeTypes(before.types)} to ${describeTypes(after.types)}`);
  }

  // Enumerations. When both sides name their types, null's admission is the type comparison's job.
  const skipNull = before.types !== undefined && after.types !== undefined;
  const enumValues = (values: readonly unknown[]) => values.filter((v) => !(skipNull && v === null));
  if (before.values && after.values) {
    const oldKeys = new Set(before.values.map(valueKey));
    const newKeys = new Set(after.values.map(valueKey));
    const added = enumValues(after.values).filter((v) => !oldKeys.has(valueKey(v)));
    const removed = enumValues(before.values).filter((v) => !newKeys.has(valueKey(v)));
    if (removed.length > 0) {
      report('enum-changed', ['enum-values-removed'], `enum values removed: ${formatValues(removed)}`);
    }
    if (added.length > 0) report('enum-changed', ['enum-values-added'], `enum values added: ${formatValues(added)}`);
  } else if (after.values) {
    report('enum-changed', ['enum-introduced'], `now restricted to enum values: ${formatValues(after.values)}`);
  } else if (before.values) {
    report('enum-changed', ['enum-dropped'], `no longer restricted to enum values: ${formatValues(before.values)}`);
  }

  comparePatterns(before.constraints.get('pattern'), after.constraints.get('pattern'), report);

  for (const { keyword, added, removed } of compositionChanges(oldNode, newNode)) {
    if (removed.length > 0)
      report('composition-changed', ['variant-removed'], `${keyword} members removed: ${removed.join(', ')}`);
    if (added.length > 0)
      report('composition-changed', ['variant-added'], `${keyword} members added: ${added.join(', ')}`);
  }

  // Ordered bounds, then keywords that can only be compared for equality.
  for (const key of [...LOWER_BOUNDS, ...UPPER_BOUNDS, ...EXACT_CONSTRAINTS]) {
    if (key === 'pattern') continue;
    const was = before.constraints.get(key);
    const now = after.constraints.get(key);
    if (valueKey(was) === valueKey(now)) continue;
    let tighter: boolean;
    if (now === undefined) tighter = false;
    else if (was === undefined || typeof was !== 'number' || typeof now !== 'number') tighter = true;
    else tighter = (LOWER_BOUNDS as readonly string[]).includes(key) ? now > was : now < was;
    report(
      'constraint-changed',
      [tighter ? 'constraint-narrowed' : 'constraint-widened'],
      `${key} ${verb(was, now)}: ${describeValue(was)} -> ${describeValue(now)}`,
    );
  }

  if (before.default || after.default) {
    const was = before.default && valueKey(before.default.value);
    const now = after.default && valueKey(after.default.value);
    if (was === undefined && now !== undefined) report('default-changed', ['default-added'], `default ${now} added`);
    else if (now === undefined) report('default-changed', ['default-changed'], `default ${was} removed`);
    else if (was !== now) report('default-changed', ['default-changed'], `default changed from ${was} to ${now}`);
  }

  if (!isObjectLike(before) || !isObjectLike(after)) {
    compareItems(walk, before, after, base, path, inner);
    return;
  }

  const oldOpen = openness(before.additionalProperties);
  const newOpen = openness(after.additionalProperties);
  if (newOpen < oldOpen) {
    report('additional-properties-changed', ['closed'], 'additional properties are no longer allowed in full');
  }
  if (newOpen > oldOpen) report('additional-properties-changed', ['opened'], 'additional properties are now allowed');
  if (oldOpen === 1 && newOpen === 1) {
    compareSchemas(
      walk,
      before.additionalProperties,
      after.additionalProperties,
      base,
      path ? `${path}.*` : '*',
      inner,
    );
  }

  const names = new Set([
    ...before.properties.keys(),
    ...before.required,
    ...after.properties.keys(),
    ...after.required,
  ]);
  for (const name of names) {
    const childPath = path ? `${path}.${name}` : name;
    const childLocation = `${base} ${childPath}`;
    const wasThere = before.properties.has(name) || before.required.has(name);
    const isThere = after.properties.has(name) || after.required.has(name);
    if (wasThere && !isThere) {
      const open = walk.role === 'request' && stillAccepted(walk, after, before.properties.get(name));
      report(
        'property-removed',
        [open ? 'field-removed-open' : 'field-removed'],
        open ? 'property removed (still accepted as an additional property)' : 'property removed',
        childLocation,
      );
    } else if (!wasThere && isThere) {
      const required = after.required.has(name);
      const edit = required ? 'field-added-required' : 'field-added-optional';
      report('property-added', [edit], `${required ? 'required' : 'optional'} property added`, childLocation);
    } else {
      const wasRequired = before.required.has(name);
      const isRequired = after.required.has(name);
      const changed = (edit: Edit, message: string) =>
        report('property-required-changed', [edit], message, childLocation);
      if (!wasRequired && isRequired) changed('became-required', 'became required');
      if (wasRequired && !isRequired) changed('became-optional', 'became optional');
      compareSchemas(walk, before.properties.get(name), after.properties.get(name), base, childPath, inner);
    }
  }
  compareItems(walk, before, after, base, path, inner);
}

/** Patterns that accept every string, which count as no pattern at all. */
const MATCHES_EVERYTHING = new Set(['', '.*', '^.*', '.*$', '^.*$']);

/**
 * A pattern added narrows; one removed, emptied or made `.*` relaxes (breaking only where the value
 * is received); any other change may refuse old values and admit new ones, so it breaks both sides.
 */
function comparePatterns(
  was: unknown,
  now: unknown,
  report: (kind: ChangeKind, edits: Edit[], message: string) => void,
) {
  const pattern = (value: unknown) => (typeof value === 'string' && !MATCHES_EVERYTHING.has(value) ? value : undefined);
  const [old, next] = [pattern(was), pattern(now)];
  if (old === next) return;
  const message = (how: string) => `pattern ${how}: ${describeValue(was)} -> ${describeValue(now)}`;
  if (old === undefined) report('constraint-changed', ['constraint-narrowed'], message('added'));
  else if (next === undefined) {
    report('constraint-changed', ['pattern-relaxed'], message(now === undefined ? 'removed' : 'relaxed'));
  } else report('constraint-changed', ['pattern-changed'], message('changed'));
}

function compareItems(
  walk: SchemaWalk,
  before: SchemaView,
  after: SchemaView,
  base: string,
  path: string,
  stack: Stack,
) {
  if (before.items === undefined && after.items === undefined) return;
  // Only arrays have items; a type change to or from array was reported above.
  if (!accepts(before.types, 'array') || !accepts(after.types, 'array')) return;
  compareSchemas(walk, before.items, after.items, base, `${path}[]`, stack);
}
