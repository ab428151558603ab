/**
 * The checks a recorded fixture must pass, each returning the problems it finds (empty = passes).
 * Positive fixtures must pass all of them; negative fixtures must fail at least one.
 *
 * The document version a fixture names is checked once for all of them (`staleFixtures`), not per
 * fixture: after a spec bump every fixture is stale at once, and one line saying so, with the
 * command that refreshes them, must not bury the failures that matter.
 */
import { verifyWebhook, WebhookError } from '../../src/webhooks/index.js';
import { pointerSegment, type DocumentAjv } from './ajv.js';
import { listOperations, listWebhooks, resolveRef, type JsonObject } from './document.js';
import type { Fixture, OperationFixture, WebhookFixture } from './fixtures.js';

/** The declared response key that covers `status` ('200', or a '2XX' range), if any. */
export function declaredStatusKey(responses: JsonObject, status: number): string | undefined {
  const exact = String(status);
  if (exact in responses) return exact;
  const range = `${exact[0]}XX`;
  return range in responses ? range : undefined;
}

/** The command that re-records every fixture against the current document. */
export const REFRESH_FIXTURES = 'npm run fixtures:record';

/** One line naming how many fixtures were recorded against another version, or undefined when none. */
export function staleFixtures(version: string, fixtures: readonly Fixture[]): string | undefined {
  const stale = fixtures.filter((f) => f.documentVersion !== version);
  if (stale.length === 0) return undefined;
  const versions = [...new Set(stale.map((f) => f.documentVersion))].join(', ');
  const of = stale.length === fixtures.length ? `all ${stale.length}` : `${stale.length} of ${fixtures.length}`;
  return `${of} recorded fixtures were taken against ${versions}, the document is ${version}: refresh them with \`${REFRESH_FIXTURES}\``;
}

/** Query values travel as text; give the validator the type the parameter's schema declares. */
function coerce(value: string, schema: JsonObject): unknown {
  if (schema.type === 'integer' || schema.type === 'number') return value.trim() === '' ? value : Number(value);
  if (schema.type === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  return value;
}

export function checkOperationFixture(document: JsonObject, ajv: DocumentAjv, fixture: OperationFixture): string[] {
  const problems: string[] = [];
  const entry = listOperations(document).find((o) => o.operationId === fixture.operationId);
  if (!entry) return [`no operation ${fixture.operationId} in the document`];
  if (fixture.request.method.toLowerCase() !== entry.method)
    problems.push(`method ${fixture.request.method} is not ${entry.method}`);
  const template = new RegExp(`^${entry.path.replace(/\{\w+\}/g, '[^/]+')}$`);
  if (!template.test(fixture.request.path)) problems.push(`path ${fixture.request.path} does not match ${entry.path}`);

  for (const parameter of entry.parameters.filter((p) => p.in === 'query')) {
    const value = fixture.request.query[parameter.name];
    if (value === undefined && parameter.required) problems.push(`query ${parameter.name} is required`);
    if (value === undefined) continue;
    const schema = resolveRef(document, parameter.schema);
    const validate = ajv.compileLocal(parameter.schema);
    if (!validate(coerce(value, schema)))
      problems.push(`query ${parameter.name}=${value}: ${ajv.ajv.errorsText(validate.errors)}`);
  }
  const known = new Set(entry.parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of Object.keys(fixture.request.query))
    if (!known.has(name)) problems.push(`query ${name} is not declared`);

  const requestBody = entry.operation.requestBody && resolveRef(document, entry.operation.requestBody);
  if (fixture.request.body !== undefined) {
    if (!requestBody) problems.push('a body was sent to an operation that takes none');
    else {
      const validate = ajv.compileLocal(requestBody.content['application/json'].schema);
      if (!validate(fixture.request.body)) problems.push(`request body: ${ajv.ajv.errorsText(validate.errors)}`);
    }
  } else if (requestBody?.required) problems.push('the required request body is missing');

  const key = declaredStatusKey(entry.operation.responses, fixture.response.status);
  if (!key) problems.push(`status ${fixture.response.status} is not declared`);
  else {
    const response = resolveRef(document, entry.operation.responses[key]);
    const media = response.content?.['application/json'];
    if (media) {
      const validate = ajv.compileLocal(media.schema);
      if (!validate(fixture.response.body)) problems.push(`response body: ${ajv.ajv.errorsText(validate.errors)}`);
    } else if (fixture.response.body !== undefined) problems.push(`status ${key} declares no body`);
  }
  return problems;
}

export function checkWebhookFixture(document: JsonObject, ajv: DocumentAjv, fixture: WebhookFixture): string[] {
  const problems: string[] = [];
  if (!listWebhooks(document).some((w) => w.path === fixture.eventType))
    return [`no webhook ${fixture.eventType} in the document`];
  try {
    // Recorded deliveries are old by design; the replay window is checked by the webhook unit tests.
    verifyWebhook({
      rawBody: fixture.rawBody,
      headers: fixture.headers,
      secret: fixture.testSecret,
      toleranceSeconds: false,
    });
  } catch (error) {
    problems.push(error instanceof WebhookError ? `signature: ${error.code}` : `signature: ${String(error)}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(fixture.rawBody);
  } catch {
    return [...problems, 'raw body is not JSON'];
  }
  const validate = ajv.compileAt(
    `#/webhooks/${pointerSegment(fixture.eventType)}/post/requestBody/content/application~1json/schema`,
  );
  if (!validate(body)) problems.push(`body: ${ajv.ajv.errorsText(validate.errors)}`);
  return problems;
}
