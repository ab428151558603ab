/**
 * What every ahead-of-time validator module shares (webhook, request and response validators): an
 * ajv that knows the document's components, refs anchored into it, ajv standalone output turned into
 * an ES module, and the validator types the `.d.ts` files declare.
 *
 * Why ahead of time: code that imports the validators never runs the ajv compiler (no `new Function`
 * at runtime, so it works where eval is forbidden, and start-up stays cheap).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCodeModule from 'ajv/dist/standalone/index.js';
import addFormatsModule from 'ajv-formats';
import type { BundledDocument } from './emitter.js';

// ajv and ajv-formats are CommonJS; under NodeNext their default export arrives wrapped.
const standaloneCode = ((standaloneCodeModule as { default?: unknown }).default ??
  standaloneCodeModule) as typeof import('ajv/dist/standalone/index.js').default;
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as typeof import('ajv-formats').default;

/** Base URI the document's components are registered under, so `#/components/...` refs resolve. */
export const DOCUMENT_ID = 'https://game-commerce-s2s.invalid/openapi.json';

/** Follows internal `#/...` references (components.parameters, components.requestBodies, ...). */
export function deref(document: BundledDocument, value: unknown, emitter: string): BundledDocument | undefined {
  let current = value as BundledDocument | undefined;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 20; depth++) {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`${emitter}: only internal $refs are supported, got ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<BundledDocument | undefined>(
        (node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
    if (current === undefined) throw new Error(`${emitter}: unresolved $ref ${ref}`);
  }
  return current;
}

/** The first JSON media type (`application/json`, `application/problem+json`, ...) of a content map. */
export function jsonMedia(content: BundledDocument | undefined): BundledDocument | undefined {
  const type = Object.keys(content ?? {}).find((name) => /^application\/([\w.-]+\+)?json\b/.test(name));
  return type === undefined ? undefined : content?.[type];
}

/** Rewrites `#/...` refs inside an inline schema so they point into the registered document. */
export function anchorRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchorRefs);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? DOCUMENT_ID + value : anchorRefs(value),
    ]),
  );
}

/**
 * An ajv for standalone code with the (normalised) document's components registered. Plain
 * validation only: no coercion, no defaults, no removal, so a validated value is never changed.
 * `allErrors` lists every fault (a 422 naming each field) instead of stopping at the first.
 */
export function createStandaloneAjv(document: BundledDocument, options: { allErrors?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    code: { source: true, esm: true, lines: true },
    strict: false,
    allErrors: options.allErrors ?? false,
  });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: document.components?.schemas ?? {} } });
  return ajv;
}

/**
 * Replaces ajv's `require(...)` runtime imports with ESM imports (ajv emits require even with
 * esm: true). The runtime modules are CommonJS, so each is imported as a namespace and unwrapped
 * the way the loader calls for: a real ES module namespace (Node, Bun, Deno, vitest) holds the
 * CommonJS exports under `default`; a bundler's CommonJS output (tsup's `.cjs` entries) hands over
 * the exports object itself.
 */
function toEsmImports(code: string): string {
  const imports: string[] = [];
  const body = code
    .replace(/^"use strict";/, '')
    .replace(
      /const (\w+) = require\("([^"]+)"\)((?:\.\w+|\["[^"]+"\])*);/g,
      (_match, name: string, specifier: string, access: string) => {
        const namespace = `${name}_namespace`;
        const withExtension = specifier.endsWith('.js') ? specifier : `${specifier}.js`;
        imports.push(`import * as ${namespace} from ${JSON.stringify(withExtension)};`);
        const exportsObject = `(${namespace}[Symbol.toStringTag] === "Module" && "default" in ${namespace} ? ${namespace}.default : ${namespace})`;
        return `const ${name} = ${exportsObject}${access};`;
      },
    );
  return `${imports.join('\n')}${imports.length ? '\n' : ''}${body}`;
}

/**
 * The standalone code of the schemas registered under `exports` (local name → schema `$id`), as ES
 * module text whose validators are module-private `const`s, for the caller to export in its own table.
 */
export function standaloneModuleCode(ajv: Ajv2020, exports: Record<string, string>): string {
  return toEsmImports(standaloneCode(ajv, exports)).replace(/export const (\w+) = /g, 'const $1 = ');
}

/**
 * Adds `schema` under a fresh `$id` unless an identical schema was added already, and returns the
 * local name to use for it: identical schemas (every 401 body, say) share one compiled function.
 */
export function createSchemaRegistry(ajv: Ajv2020, prefix: string) {
  const names = new Map<string, string>();
  const exports: Record<string, string> = {};
  return {
    exports,
    add(schema: unknown): string {
      const anchored = anchorRefs(schema);
      const key = JSON.stringify(anchored);
      const known = names.get(key);
      if (known) return known;
      const name = `${prefix}${names.size}`;
      const id = `${DOCUMENT_ID}/${prefix}/${names.size}`;
      ajv.addSchema({ ...(anchored as object), $id: id });
      names.set(key, name);
      exports[name] = id;
      return name;
    },
  };
}

/** The `.d.ts` lines declaring the validator types, so each generated module can be imported on its own. */
export const VALIDATOR_TYPE_DECLARATIONS = [
  '/** One ajv error, as ajv standalone validators report it. */',
  'export interface GeneratedValidationError {',
  '  instancePath: string;',
  '  schemaPath: string;',
  '  keyword: string;',
  '  params: Record<string, unknown>;',
  '  message?: string;',
  '}',
  '/** An ajv standalone validator: returns true when valid; otherwise `errors` holds the reason. */',
  'export interface GeneratedValidateFunction {',
  '  (data: unknown): boolean;',
  '  errors?: GeneratedValidationError[] | null;',
  '}',
];
