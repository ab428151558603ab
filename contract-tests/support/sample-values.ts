/**
 * Values drawn from a document's schemas with json-schema-faker, for operations and parameters that
 * have no example. Draws are seeded, so a failure replays with the same value.
 *
 * Schemas are generated where they stand: the document's `components` sit beside the schema, so its
 * `#/components/...` refs resolve and a recursive schema stops at `refDepthMax` instead of looping.
 * Refs elsewhere (a bundled foreign document points some into `paths`) are inlined first, since
 * json-schema-faker does not follow escaped pointers such as `#/paths/~1v1~1orders/...`. Both are
 * rewritten first where the generator would draw invalid values (generation-schema.ts).
 */
import { JSONSchemaFaker } from 'json-schema-faker';
import { resolveRef, type JsonObject } from './document.js';
import { generationComponents, generationSchema } from './generation-schema.js';

/** Park–Miller: a small seeded generator, so json-schema-faker draws the same value for the same seed. */
export function seeded(seed: number): () => number {
  let state = (Math.abs(seed) % 2147483646) + 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

export interface SampleOptions {
  /** Fill every optional property too (richer bodies; only for schemas without recursion). @default false */
  allOptionals?: boolean;
  /**
   * Use the schemas' own `example`/`examples` and `default` values where they have them. Off, every value
   * is drawn: the fallback when an example inside the schema does not satisfy it. @default true
   */
  examples?: boolean;
}

/** A copy of `node` with every ref outside `#/components/` replaced by (a copy of) its target. */
function inlineOtherRefs(document: JsonObject, node: unknown, trail: ReadonlySet<string> = new Set()): unknown {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map((child) => inlineOtherRefs(document, child, trail));
  const ref = (node as JsonObject).$ref;
  if (typeof ref === 'string' && !ref.startsWith('#/components/') && !trail.has(ref)) {
    return inlineOtherRefs(document, resolveRef(document, { $ref: ref }), new Set([...trail, ref]));
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, inlineOtherRefs(document, child, trail)]));
}

const componentsFor = new WeakMap<JsonObject, unknown>();

/** A value for `schema` (refs relative to `document`), the same for the same seed. */
export function sampleValue(
  document: JsonObject,
  schema: JsonObject,
  seed: number,
  options: SampleOptions = {},
): unknown {
  JSONSchemaFaker.option({
    random: seeded(seed),
    alwaysFakeOptionals: options.allOptionals ?? false,
    fillProperties: false,
    failOnInvalidFormat: false,
    useDefaultValue: options.examples ?? true,
    useExamplesValue: options.examples ?? true,
    refDepthMax: 3,
    maxItems: 3,
  });
  if (!componentsFor.has(document)) {
    componentsFor.set(
      document,
      generationComponents(inlineOtherRefs(document, document.components ?? {}) as JsonObject),
    );
  }
  const own = generationSchema(inlineOtherRefs(document, schema) as JsonObject);
  const root = { ...own, components: componentsFor.get(document) };
  return JSONSchemaFaker.generate(root as never);
}
