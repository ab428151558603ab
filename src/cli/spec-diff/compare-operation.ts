/**
 * One operation, or one webhook delivery, compared part by part: parameters, the body that goes
 * out, and the answers that come back. For an operation the client sends the body and reads the
 * answers; for a webhook the service sends the body and the receiver writes the answer, so the
 * roles swap (see `Role`).
 */
import { collectParameters, compareParameters } from './compare-parameters.js';
import { compareSchemas, type SchemaWalk } from './compare-schema.js';
import { type Edit, severityOf } from './policy.js';
import { derefObject } from './refs.js';
import { isJsonObject, type ChangeSink, type JsonObject, type Role, type Severity } from './types.js';

export interface OperationPair {
  oldRoot: JsonObject;
  newRoot: JsonObject;
  oldPathItem: JsonObject;
  newPathItem: JsonObject;
  oldOperation: JsonObject;
  newOperation: JsonObject;
  /** e.g. `GET /v1/payments` or `webhook item.add` */
  location: string;
  /** The document's `paths` or its `webhooks`. */
  side: 'operation' | 'webhook';
}

function isSuccess(status: string): boolean {
  return /^2/.test(status);
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
  for (const [mediaType, oldMedia] of Object.entries(oldContent)) {
    const at = mediaType === 'application/json' ? location : `${location} [${mediaType}]`;
    const newMedia = newContent[mediaType];
    if (newMedia === undefined) {
      walk.sink.add({ kind: 'media-type-removed', severity: severityOf('field-removed', walk.role), location: at, message: `media type ${mediaType} removed` });
      continue;
    }
    compareSchemas(walk, isJsonObject(oldMedia) ? oldMedia.schema : undefined, isJsonObject(newMedia) ? newMedia.schema : undefined, at);
  }
  for (const mediaType of Object.keys(newContent)) {
    if (mediaType in oldContent) continue;
    walk.sink.add({ kind: 'media-type-added', severity: 'non-breaking', location: `${location} [${mediaType}]`, message: `media type ${mediaType} added` });
  }
}

export function compareOperation(pair: OperationPair, sink: ChangeSink): void {
  const { oldRoot, newRoot } = pair;
  const bodyRole: Role = pair.side === 'operation' ? 'request' : 'webhook-payload';
  const answerRole: Role = pair.side === 'operation' ? 'response' : 'request';
  const bodyWalk: SchemaWalk = { oldRoot, newRoot, role: bodyRole, sink };
  const answerWalk: SchemaWalk = { oldRoot, newRoot, role: answerRole, sink };

  compareParameters(bodyWalk,
    collectParameters(oldRoot, pair.oldPathItem, pair.oldOperation),
    collectParameters(newRoot, pair.newPathItem, pair.newOperation),
    pair.location);

  const bodyLocation = `${pair.location} ${pair.side === 'operation' ? 'request body' : 'body'}`;
  const oldBody = pair.oldOperation.requestBody === undefined ? undefined : derefObject(oldRoot, pair.oldOperation.requestBody);
  const newBody = pair.newOperation.requestBody === undefined ? undefined : derefObject(newRoot, pair.newOperation.requestBody);
  const bodyEdit = (kind: 'request-body-removed' | 'request-body-added' | 'request-body-required-changed', edit: Edit, message: string) =>
    sink.add({ kind, severity: severityOf(edit, bodyRole), location: bodyLocation, message });
  if (oldBody && !newBody) bodyEdit('request-body-removed', 'field-removed', 'body removed');
  if (!oldBody && newBody) {
    bodyEdit('request-body-added', newBody.required === true ? 'field-added-required' : 'field-added-optional',
      `${newBody.required === true ? 'required' : 'optional'} body added`);
  }
  if (oldBody && newBody) {
    if (oldBody.required !== true && newBody.required === true) bodyEdit('request-body-required-changed', 'became-required', 'body became required');
    if (oldBody.required === true && newBody.required !== true) bodyEdit('request-body-required-changed', 'became-optional', 'body became optional');
    compareContent(bodyWalk, oldBody.content, newBody.content, bodyLocation);
  }

  const oldResponses = isJsonObject(pair.oldOperation.responses) ? pair.oldOperation.responses : {};
  const newResponses = isJsonObject(pair.newOperation.responses) ? pair.newOperation.responses : {};
  const answerWord = pair.side === 'operation' ? 'response' : 'answer';
  for (const [status, oldResponse] of Object.entries(oldResponses)) {
    const location = `${pair.location} ${answerWord} ${status}`;
    if (newResponses[status] === undefined) {
      sink.add({ kind: 'response-removed', severity: responseRemovedSeverity(answerRole, status), location, message: `${answerWord} removed` });
      continue;
    }
    compareContent(answerWalk, derefObject(oldRoot, oldResponse).content, derefObject(newRoot, newResponses[status]).content, `${location} body`);
  }
  for (const status of Object.keys(newResponses)) {
    if (status in oldResponses) continue;
    sink.add({ kind: 'response-added', severity: 'non-breaking', location: `${pair.location} ${answerWord} ${status}`, message: `${answerWord} added` });
  }
}
