/**
 * An Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses) that knows the whole bundled document, so any
 * schema in it can be compiled where it stands and its `#/components/...` refs resolve.
 *
 * Strict mode stays on: an unknown keyword or a malformed schema in the document is an error, not a
 * silently ignored typo. OpenAPI's own schema keywords that JSON Schema lacks are declared instead.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonObject } from './document.js';
import { lenientSchemas } from './lenient-schemas.js';

// ajv-formats is CommonJS; under NodeNext its default import is the module object.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export const DOCUMENT_SCHEMA_ID = 'urn:game-commerce-s2s:openapi';

/** OpenAPI 3.1 Schema Object keywords that are not JSON Schema vocabulary. */
const OPENAPI_SCHEMA_KEYWORDS = ['discriminator', 'xml', 'externalDocs', 'example'];

/** Extensions our document puts on schemas: `x-source`, the provenance of each (openapi.yaml's description). */
const DOCUMENT_EXTENSIONS = ['x-source'];

/** Keys of the OpenAPI document that surround its schemas; declared so strict mode accepts the root. */
const DOCUMENT_KEYS = [
  'openapi',
  'info',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'x-generated',
  'jsonSchemaDialect',
];

export interface DocumentAjv {
  ajv: Ajv2020;
  /** Compile the schema found at a JSON pointer of the document, e.g. `#/components/schemas/OrderCreate`. */
  compileAt(pointer: string): ValidateFunction;
  /** Compile a schema lifted out of the document (e.g. a parameter's); its local refs still resolve. */
  compileLocal(schema: JsonObject): ValidateFunction;
}

export interface DocumentAjvOptions {
  /**
   * Validate as JSON Schema 2020-12 prescribes (unknown keywords are annotations) instead of failing
   * on them, for documents that are not ours: their style is `lint:spec`'s business, not the
   * contract run's. The document is read through `lenientSchemas` first.
   * @default false
   */
  lenient?: boolean;
}

export function createDocumentAjv(document: JsonObject, options: DocumentAjvOptions = {}): DocumentAjv {
  const lenient = options.lenient ?? false;
  const ajv = new Ajv2020({
    strict: !lenient,
    allErrors: true,
    allowUnionTypes: true,
    validateFormats: true,
    ...(lenient ? { logger: false, validateSchema: false } : {}),
  });
  addFormats(ajv);
  if (!lenient) ajv.addVocabulary([...OPENAPI_SCHEMA_KEYWORDS, ...DOCUMENT_EXTENSIONS, ...DOCUMENT_KEYS]);
  ajv.addSchema({ ...(lenient ? lenientSchemas(document) : document), $id: DOCUMENT_SCHEMA_ID });
  const cache = new Map<string, ValidateFunction>();
  return {
    ajv,
    compileAt(pointer) {
      let validate = cache.get(pointer);
      if (!validate) {
        validate = ajv.compile({ $ref: `${DOCUMENT_SCHEMA_ID}${pointer}` });
        cache.set(pointer, validate);
      }
      return validate;
    },
    compileLocal(schema) {
      const text = JSON.stringify(lenient ? lenientSchemas(schema) : schema).replaceAll(
        '"$ref":"#/',
        `"$ref":"${DOCUMENT_SCHEMA_ID}#/`,
      );
      let validate = cache.get(text);
      if (!validate) {
        validate = ajv.compile(JSON.parse(text) as JsonObject);
        cache.set(text, validate);
      }
      return validate;
    },
  };
}

/** JSON-pointer-escape one path segment. */
export function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
