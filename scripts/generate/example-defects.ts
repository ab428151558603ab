/**
 * Examples that no longer validate against their own schemas, as defects that stop `npm run
 * generate`. An invalid example is not harmless: the mock answers with it, the contract run's
 * sample requests start from it (and, finding it invalid, quietly fall back to a generated body, so
 * `fixtures:record` records something nobody wrote), and readers copy it. Only `lint:spec` used to
 * notice. Checked on the normalised document, so a 3.0 `nullable` example is judged as 3.1 reads it.
 *
 * Validation is lenient (unknown keywords are annotations, as in JSON Schema 2020-12): a foreign
 * document's style is lint:spec's business; a schema ajv cannot compile is left to the contract run.
 */
import { findExamples } from '../../contract-tests/support/examples.js';
import { createDocumentAjv } from '../../contract-tests/support/ajv.js';
import { type Defect, locationOfPointer } from './document-defects-error.js';
import type { BundledDocument } from './emitter.js';

export function findExampleDefects(document: BundledDocument): Defect[] {
  const { ajv, compileAt } = createDocumentAjv(document, { lenient: true });
  const defects: Defect[] = [];
  for (const example of findExamples(document)) {
    let validate: ReturnType<typeof compileAt>;
    try {
      validate = compileAt(example.schemaPointer);
    } catch {
      continue;
    }
    if (validate(example.value)) continue;
    const where = example.name === 'example' ? 'example' : `examples.${example.name}`;
    defects.push({
      location: `${locationOfPointer(example.at)}.${where}`,
      message: `the example does not validate against its schema: ${ajv.errorsText(validate.errors, { dataVar: 'example' })}`,
    });
  }
  return defects;
}
