/**
 * One operation, or one webhook delivery, compared part by part: parameters, the body that goes
 * out, and the answers that come back. For an operation the client sends the body and reads the
 * answers; for a webhook the service sends the body and the receiver writes the answer, so the
 * roles swap (see `Role`). Answers are matched by HTTP meaning (status-codes.ts). Bodies are
 * compared as application/json, the one media type our document and the provider's use.
 */
import { collectParameters, compareParameters, reachingSink } from './compare-parameters.js';
import { compareSchemas } from './compare-schema.js';
import type { DiffContext, SchemaWalk } from './schema-walk.js';
import { type Edit, severityOf } from './policy.js';
import { derefObject } from './document-refs.js';
import { isRange, isSuccess, matchStatuses } from './status-codes.js';
import { isJsonObject, type JsonObject, type Role, type Severity } from './types.js';
import { NotComparedError } from './not-compared.js';

const JSON_MEDIA = 'application/json';

export interface OperationPair {
  oldPathItem: JsonObject;
  newPathItem: JsonObject;
  oldOperation: JsonObject;
  newOperation: JsonObject;
  /** e.g. `GET /v1/payments` or `webhook item.add` */
  location: string;
  /** The same, as the old document writes it (path parameter names may differ). @default location */
  oldLocation?: string;
  /** The document's `paths` or its `webhooks`. */
  side: 'operation' | 'webhook';
}

/**
 * A client's code handles the success answers it was promised, so losing one breaks it; an error
 * status it no longer gets is harmless. A webhook receiver *writes* the answer, so any status the
 * service stops understanding breaks it.
 */
function responseRemovedSeverity(role: Role, status: string): Severity {
  return role === 'request' || isSuccess(status) ? 'breaking' : 'non-breaking';
}

function compareContent(walk: SchemaWalk, before: unknown, after: unknown, location: string): void {
  const oldContent = isJsonObject(before) ? before : {};
  const newContent = isJsonObject(after) ? after : {};
  for (const mediaType of [...Object.keys(oldContent), ...Object.keys(newContent)]) {
    if (mediaType !== JSON_MEDIA) throw new NotComparedError(`the media type ${mediaType}`, location);
  }
  const [oldMedia, newMedia] = [oldContent[JSON_MEDIA], newContent[JSON_MEDIA]];
  const message = (how: string) => `media type ${JSON_MEDIA} ${how}`;
  if (oldMedia !== undefined && newMedia === undefined) {
    const severity = severityOf('field-removed', walk.role);
    walk.sink.add({ kind: 'media-type-removed', severity, location, message: message('removed') });
  } else if (oldMedia === undefined && newMedia !== undefined) {
    walk.sink.add({ kind: 'media-type-added', severity: 'non-breaking', location, message: message('added') });
  } else if (oldMedia !== undefined && newMedia !== undefined) {
    const schemaOf = (media: unknown) => (isJsonObject(media) ? media.schema : undefined);
    compareSchemas(walk, schemaOf(oldMedia), schemaOf(newMedia), location);
  }
}

interface SharedEntry {
  walk: SchemaWalk;
  ref: string;
}

/** The same `#/components/...` entry on both sides: its changes are reported under it, once. */
function sharedEntry(walk: SchemaWalk, before: unknown, after: unknown, label: string): SharedEntry | undefined {
  const ref = isJsonObject(before) && typeof before.$ref === 'string' ? before.$ref : undefined;
  if (ref === undefined || !isJsonObject(after) || after.$ref !== ref) return undefined;
  return { walk: { ...walk, sink: reachingSink(walk.sink, label) }, ref };
}

function compareBody(pair: OperationPair, walk: SchemaWalk): void {
  const { oldRoot, newRoot, sink } = walk;
  const bodyLocation = `${pair.location} ${pair.side === 'operation' ? 'request body' : 'body'}`;
  const bodyOf = (root: JsonObject, body: unknown) => (body === undefined ? undefined : derefObject(root, body));
  const oldBody = bodyOf(oldRoot, pair.oldOperation.requestBody);
  const newBody = bodyOf(newRoot, pair.newOperation.requestBody);
  type BodyKind = 'request-body-removed' | 'request-body-added' | 'request-body-required-changed';
  const bodyEdit = (kind: BodyKind, edit: Edit, message: string) =>
    sink.add({ kind, severity: severityOf(edit, walk.role), location: bodyLocation, message });
  if (oldBody && !newBody) bodyEdit('request-body-removed', 'field-removed', 'body removed');
  if (!oldBody && newBody) {
    bodyEdit(
      'request-body-added',
      newBody.required === true ? 'field-added-required' : 'field-added-optional',
      `${newBody.required === true ? 'required' : 'optional'} body added`,
    );
  }
  if (oldBody && newBody) {
    const [was, is] = [oldBody.required === true, newBody.required === true];
    if (!was && is) bodyEdit('request-body-required-changed', 'became-required', 'body became required');
    if (was && !is) bodyEdit('request-body-required-changed', 'became-optional', 'body became optional');
    const shared = sharedEntry(walk, pair.oldOperation.requestBody, pair.newOperation.requestBody, pair.location);
    compareContent(shared?.walk ?? walk, oldBody.content, newBody.content, shared?.ref ?? bodyLocation);
  }
}

function compareAnswers(pair: OperationPair, walk: SchemaWalk): void {
  const { oldRoot, newRoot, sink } = walk;
  const word = pair.side === 'operation' ? 'response' : 'answer';
  const keyed = (responses: unknown) => {
    const map = new Map(Object.entries(isJsonObject(responses) ? responses : {}));
    if (map.has('default')) throw new NotComparedError('default responses', `${pair.location} ${word} default`);
    return map;
  };
  const oldResponses = keyed(pair.oldOperation.responses);
  const newResponses = keyed(pair.newOperation.responses);
  const { pairs, removed, added } = matchStatuses([...oldResponses.keys()], [...newResponses.keys()]);
  for (const status of removed) {
    const severity = responseRemovedSeverity(walk.role, status);
    const location = `${pair.location} ${word} ${status}`;
    sink.add({ kind: 'response-removed', severity, location, message: `${word} removed` });
  }
  for (const [was, now] of pairs) {
    const location = `${pair.location} ${word} ${was === now ? was : `${was} -> ${now}`}`;
    if (was !== now) {
      // A receiver that answered any 2xx under `2XX` may be refused when only `201` is allowed.
      const narrowed = walk.role === 'request' && isRange(was) && !isRange(now);
      const severity = narrowed ? 'breaking' : 'non-breaking';
      sink.add({ kind: 'response-status-changed', severity, location, message: `now declared as ${now}` });
    }
    const before = oldResponses.get(was);
    const after = newResponses.get(now);
    const shared = sharedEntry(walk, before, after, pair.location);
    compareContent(
      shared?.walk ?? walk,
      derefObject(oldRoot, before).content,
      derefObject(newRoot, after).content,
      `${shared?.ref ?? location} body`,
    );
  }
  for (const status of added) {
    const location = `${pair.location} ${word} ${status}`;
    sink.add({ kind: 'response-added', severity: 'non-breaking', location, message: `${word} added` });
  }
}

/** `{id}` → `{thing_id}` at the same place of the path template: old name → new name. */
function renamedPathParameters(oldLocation: string, newLocation: string): Map<string, string> {
  const names = (location: string) => [...location.matchAll(/\{([^}]*)\}/g)].map((match) => match[1] as string);
  const [before, after] = [names(oldLocation), names(newLocation)];
  const renames = new Map<string, string>();
  before.forEach((name, index) => {
    const now = after[index];
    if (now !== undefined && now !== name && !after.includes(name)) renames.set(name, now);
  });
  return renames;
}

/** Compare one matched pair; returns the keys of the shared schema pairs it reaches. */
export function compareOperation(pair: OperationPair, context: DiffContext): Set<string> {
  const uses = new Set<string>();
  const bodyWalk: SchemaWalk = { ...context, uses, role: pair.side === 'operation' ? 'request' : 'webhook-payload' };
  const answerWalk: SchemaWalk = { ...context, uses, role: pair.side === 'operation' ? 'response' : 'request' };

  compareParameters(
    bodyWalk,
    collectParameters(context.oldRoot, pair.oldPathItem, pair.oldOperation),
    collectParameters(context.newRoot, pair.newPathItem, pair.newOperation),
    pair.location,
    renamedPathParameters(pair.oldLocation ?? pair.location, pair.location),
  );
  compareBody(pair, bodyWalk);
  compareAnswers(pair, answerWalk);
  return uses;
}
