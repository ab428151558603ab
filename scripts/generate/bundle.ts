/**
 * Validate the hand-maintained document and bundle it into one JSON object with internal refs only.
 *
 * swagger-parser checks structure (and that every $ref resolves); Redocly's bundler hoists each
 * external `file.yaml#/Name` into `#/components/<kind>/Name`, so generated types keep the spec's
 * own schema names instead of inlined shapes.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { bundle, createConfig } from '@redocly/openapi-core';
import type { BundledDocument } from './emitter.js';

/** The root of the hand-maintained document. */
export const DOCUMENT_ROOT = 'openapi/openapi.yaml';

/** Validate `root` with swagger-parser and return it bundled; throws with every problem found. */
export async function validateAndBundle(root: string = DOCUMENT_ROOT): Promise<BundledDocument> {
  // validate() dereferences in place, so give it its own parse of the files.
  await SwaggerParser.validate(root);

  const config = await createConfig({});
  const { bundle: result, problems } = await bundle({ ref: root, config, dereference: false });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) {
    const lines = errors.map((p) => `  - ${p.message} (${p.location[0]?.pointer ?? '?'})`);
    throw new Error(`Bundling ${root} failed:\n${lines.join('\n')}`);
  }
  const bundled = result.parsed as BundledDocument;

  // The bundle must stand alone: validate it too, so a ref the bundler left dangling fails here.
  await SwaggerParser.validate(structuredClone(bundled) as never);
  return bundled;
}
