/**
 * Finds every `example` / `examples` value in the document next to the schema it illustrates, and
 * validates each with ajv. Used by the document tests and by anything that wants the document's
 * examples as sample data.
 */
import { createDocumentAjv, pointerSegment } from './ajv.js';
import type { JsonObject } from './document.js';

export interface DocumentExample {
  /** JSON pointer of the object holding `schema` and the example (a media type or a parameter). */
  at: string;
  /** JSON pointer of the schema the example must satisfy. */
  schemaPointer: string;
  name: string;
  value: unknown;
}

/** Every example of every media type and parameter in the document. */
export function findExamples(document: JsonObject): DocumentExample[] {
  const found: DocumentExample[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    const object = node as JsonObject;
    if ('schema' in object && ('example' in object || 'examples' in object)) {
      const schemaPointer = `${pointer}/schema`;
      if ('example' in object) found.push({ at: pointer, schemaPointer, name: 'example', value: object.example });
      for (const [name, example] of Object.entries((object.examples ?? {}) as JsonObject)) {
        found.push({ at: pointer, schemaPointer, name, value: (example as JsonObject).value });
      }
    }
    for (const [key, child] of Object.entries(object)) visit(child, `${pointer}/${pointerSegment(key)}`);
  };
  visit(document, '#');
  return found;
}

export interface ExampleFailure {
  at: string;
  name: string;
  errors: string[];
}

/** Validate every example against its schema; returns one entry per example that fails. */
export function invalidExamples(document: JsonObject): ExampleFailure[] {
  const { compileAt } = createDocumentAjv(document);
  const failures: ExampleFailure[] = [];
  for (const example of findExamples(document)) {
    const validate = compileAt(example.schemaPointer);
    if (!validate(example.value)) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
      failures.push({ at: example.at, name: example.name, errors });
    }
  }
  return failures;
}
