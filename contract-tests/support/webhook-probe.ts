/**
 * The webhooks of a document that is not ours (`contract --document`), checked without a mock, since
 * Prism does not serve webhooks: each delivery's example (or, without a valid one, a generated
 * payload) must satisfy its schema; payloads mutated to break it (mutations.ts, each confirmed with
 * ajv) must not; and the validators `npm run generate` emits for the document (ajv standalone,
 * scripts/generate/emit-webhook-validators.ts) must give the same verdict on every one of them, since
 * those are what a receiver built from the document runs.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { emitWebhookValidators } from '../../scripts/generate/emit-webhook-validators.js';
import type { DocumentAjv } from './ajv.js';
import type { Problem } from './answer-check.js';
import type { CoverageRow } from './coverage.js';
import { resolveRef, type JsonObject, type OperationEntry } from './document.js';
import { mutationsFor } from './mutations.js';
import { firstExample, jsonMediaType, validValue } from './sample-request.js';

type Validate = (payload: unknown) => boolean;

/** The generated request validators by event type, or why generate could not emit them. */
export interface WebhookValidators {
  byEventType: Record<string, Validate>;
  fault?: string;
}

/** Mutated payloads tried per webhook: enough to cover each kind of break, few enough to stay fast. */
const MAX_MUTATIONS = 8;

/**
 * The module `generate` emits for the document's webhooks, loaded without writing it anywhere: its
 * imports of ajv's runtime are pointed at this package's own install (where this module is, in a
 * clone or in the published CLI), and it is imported from a `data:` URL.
 */
async function importEmitted(code: string): Promise<Record<string, unknown>> {
  const require = createRequire(import.meta.url);
  const linked = code.replace(/from "([^"./][^"]*)"/g, (_match, specifier: string) => {
    return `from ${JSON.stringify(pathToFileURL(require.resolve(specifier)).href)}`;
  });
  return (await import(`data:text/javascript;base64,${Buffer.from(linked).toString('base64')}`)) as Record<
    string,
    unknown
  >;
}

/** The validators `npm run generate` would emit for the document's webhooks. */
export async function webhookValidatorsOf(document: JsonObject): Promise<WebhookValidators> {
  if (listWebhooksCount(document) === 0) return { byEventType: {} };
  try {
    const files = await emitWebhookValidators(structuredClone(document), { source: 'the document under test' });
    const module = files.find((file) => file.path.endsWith('.js'));
    if (!module) throw new Error('no module emitted');
    const loaded = await importEmitted(module.contents);
    return { byEventType: loaded.webhookRequestValidators as Record<string, Validate> };
  } catch (error) {
    return { byEventType: {}, fault: `generate could not emit them: ${(error as Error).message.split('\n')[0]}` };
  }
}

function listWebhooksCount(document: JsonObject): number {
  return Object.keys((document.webhooks ?? {}) as JsonObject).length;
}

function errorsOf(ajv: DocumentAjv, schema: JsonObject, payload: unknown): string {
  const validate = ajv.compileLocal(schema);
  validate(payload);
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
}

function row(entry: OperationEntry, fields: Partial<CoverageRow> & { problems: Problem[] }): CoverageRow {
  const place = { key: entry.path, method: entry.method.toUpperCase(), path: entry.path };
  return { kind: 'webhook', ...place, exercised: false, validated: false, bodyValidated: false, ...fields };
}

/** One webhook's row, judged by ajv and by the generated validator for it (`validators`). */
export function probeWebhook(
  document: JsonObject,
  ajv: DocumentAjv,
  entry: OperationEntry,
  validators: WebhookValidators,
): CoverageRow {
  const key = entry.path;
  const generated = validators.byEventType[key];
  const generatedFault = validators.fault;
  const requestBody = entry.operation.requestBody && resolveRef(document, entry.operation.requestBody);
  const mediaType = jsonMediaType(requestBody?.content);
  if (entry.method !== 'post' || !mediaType) {
    const message = 'it delivers no JSON body by POST; the run checks webhook payloads only, so it was not checked';
    return row(entry, { problems: [{ kind: 'run', message }] });
  }
  const media = requestBody.content[mediaType] as JsonObject;
  const schema = (media.schema ?? {}) as JsonObject;
  const problems: Problem[] = [];
  const example = firstExample(document, media);
  if (example.found && !ajv.compileLocal(schema)(example.value)) {
    const message = `its example fails its schema (${errorsOf(ajv, schema, example.value)}); a generated payload was used`;
    problems.push({ kind: 'document', message });
  }
  const { value: payload, invalid } = validValue(document, ajv, schema, example);
  if (invalid) {
    problems.push({ kind: 'run', message: `the run could not build a valid payload: ${invalid}` });
    return row(entry, { problems });
  }
  if (!generated) {
    problems.push({
      kind: 'client',
      message: `no generated validator to compare: ${generatedFault ?? 'none emitted'}`,
    });
  } else if (!generated(payload)) {
    problems.push({ kind: 'client', message: 'the generated validator rejects a payload the schema accepts' });
  }
  const details: string[] = [];
  let accepted = false;
  const resolve = (node: JsonObject) => resolveRef(document, node);
  // A delivery is what the service sends: its readOnly properties are part of it, and break it too.
  const mutations = mutationsFor(schema, payload, resolve, { readOnly: 'break' }).filter(
    (m) => !ajv.compileLocal(schema)(m.apply(payload)),
  );
  for (const mutation of mutations.slice(0, MAX_MUTATIONS)) {
    const ok = generated?.(mutation.apply(payload)) ?? false;
    accepted ||= ok;
    details.push(`body: ${mutation.name}: ${ok ? 'ACCEPTED by the generated validator' : 'rejected'}`);
  }
  if (accepted) {
    const message = 'the generated validator accepts payloads the schema rejects (see the validated column)';
    problems.push({ kind: 'client', message });
  }
  const proof = !generated
    ? undefined
    : mutations.length === 0
      ? 'nothing to break'
      : accepted
        ? 'NOT VALIDATED'
        : 'yes';
  return row(entry, {
    exercised: true,
    validated: generated?.(payload) === true,
    bodyValidated: true,
    proof,
    proofDetails: details,
    problems,
  });
}
