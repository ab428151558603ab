/**
 * Emits `generated/webhook-validators.js` (+ `.d.ts`): the document's `webhooks:` section compiled
 * ahead of time with ajv standalone, plus the delivery header names and the list of event types.
 *
 * Why at generate time: the receiver then never runs the ajv compiler (no `new Function` at
 * runtime, so it also works where eval is forbidden, and cold starts stay cheap), and the header
 * names are read from the document instead of being hard-coded in src/ (spec §6 Delivery headers:
 * the real names carry the service maker's name, so the document is the one place to change them).
 */
import { codeBanner, type BundledDocument, type Emitter, type GeneratedFile } from './emitter.js';
import {
  anchorRefs,
  createStandaloneAjv,
  DOCUMENT_ID,
  deref as derefIn,
  standaloneModuleCode,
  VALIDATOR_TYPE_DECLARATIONS,
} from './standalone-validators.js';

const deref = (document: BundledDocument, value: unknown) => derefIn(document, value, 'emit-webhook-validators');

/**
 * Header names for a document that declares none on its webhooks (or has no webhooks): the names spec §6
 * writes. A document that declares them is always followed instead.
 */
const SPEC_HEADERS = { signatureHeader: 'x-service-signature', timestampHeader: 'x-service-signature-timestamp' };

interface WebhookInfo {
  eventType: string;
  requestSchema: unknown;
  responseSchema: unknown | undefined;
  signatureHeader: string | undefined;
  timestampHeader: string | undefined;
}

/** The webhook's JSON POST (spec §6 deliveries); undefined for one with no such body, which gets no validator. */
function readWebhook(document: BundledDocument, eventType: string, rawItem: unknown): WebhookInfo | undefined {
  const pathItem = deref(document, rawItem);
  const operation = pathItem?.post;
  const requestSchema = deref(document, operation?.requestBody)?.content?.['application/json']?.schema;
  if (!requestSchema) return undefined;
  const parameters = [...(pathItem?.parameters ?? []), ...(operation.parameters ?? [])].map((p) => deref(document, p));
  const headers = parameters.filter((p) => p?.in === 'header').map((p) => String(p?.name).toLowerCase());
  const timestampHeader = headers.find((name) => name.includes('signature') && name.includes('timestamp'));
  const signatureHeader = headers.find((name) => name.includes('signature') && !name.includes('timestamp'));
  if (!signatureHeader !== !timestampHeader) {
    throw new Error(
      `emit-webhook-validators: webhooks.${eventType} declares only one of the signature and ` +
        'signature-timestamp headers (spec §6)',
    );
  }
  const responses = operation.responses ?? {};
  const success = Object.keys(responses)
    .filter((code) => /^2/.test(code))
    .sort();
  const responseSchema = success
    .map((code) => deref(document, responses[code])?.content?.['application/json']?.schema)
    .find((schema) => schema !== undefined);
  return { eventType, requestSchema, responseSchema, signatureHeader, timestampHeader };
}

export const emitWebhookValidators: Emitter = (input, context) => {
  const document = input;
  const webhooks: Record<string, unknown> = document.webhooks ?? {};
  const infos = Object.entries(webhooks)
    .map(([eventType, pathItem]) => readWebhook(document, eventType, pathItem))
    .filter((info): info is WebhookInfo => info !== undefined);
  const declaring = infos.filter((info) => info.signatureHeader !== undefined);
  const first = declaring[0] ?? { eventType: '(spec §6)', ...SPEC_HEADERS };
  for (const info of declaring) {
    if (info.signatureHeader !== first.signatureHeader || info.timestampHeader !== first.timestampHeader) {
      throw new Error(
        `emit-webhook-validators: webhooks.${info.eventType} uses different signature header names than webhooks.${first.eventType}`,
      );
    }
  }

  // Plain validation only (createStandaloneAjv): a payload is never changed.
  const ajv = createStandaloneAjv(document);
  const exports: Record<string, string> = {};
  const requestNames: string[] = [];
  const responseNames: string[] = [];
  infos.forEach((info, index) => {
    const requestId = `${DOCUMENT_ID}/webhooks/${index}/request`;
    ajv.addSchema({ ...(anchorRefs(info.requestSchema) as object), $id: requestId });
    exports[`request${index}`] = requestId;
    requestNames.push(`  ${JSON.stringify(info.eventType)}: request${index},`);
    if (info.responseSchema !== undefined) {
      const responseId = `${DOCUMENT_ID}/webhooks/${index}/response`;
      ajv.addSchema({ ...(anchorRefs(info.responseSchema) as object), $id: responseId });
      exports[`response${index}`] = responseId;
      responseNames.push(`  ${JSON.stringify(info.eventType)}: response${index},`);
    }
  });
  const validatorsCode = standaloneModuleCode(ajv, exports);

  const eventTypes = JSON.stringify(infos.map((info) => info.eventType));
  const js = [
    codeBanner(context?.source),
    `/** Delivery header carrying the lowercase hex HMAC-SHA256 signature (spec §6 Delivery headers). */`,
    `export const WEBHOOK_SIGNATURE_HEADER = ${JSON.stringify(first.signatureHeader)};`,
    `/** Delivery header carrying the timestamp that is part of the signed string (spec §6 Signature rule). */`,
    `export const WEBHOOK_TIMESTAMP_HEADER = ${JSON.stringify(first.timestampHeader)};`,
    `/** Every event type the document describes under \`webhooks:\`. */`,
    `export const WEBHOOK_EVENT_TYPES = Object.freeze(${eventTypes});`,
    validatorsCode,
    `/** Request body validators (ajv standalone), by event type. */`,
    `export const webhookRequestValidators = Object.freeze({\n${requestNames.join('\n')}\n});`,
    `/** Success response body validators (ajv standalone), for event types whose answer has a body. */`,
    `export const webhookResponseValidators = Object.freeze({\n${responseNames.join('\n')}\n});`,
    '',
  ].join('\n');

  const typeUnion = infos.map((info) => JSON.stringify(info.eventType)).join(' | ') || 'never';
  const responseUnion =
    infos
      .filter((i) => i.responseSchema !== undefined)
      .map((i) => JSON.stringify(i.eventType))
      .join(' | ') || 'never';
  const dts = [
    codeBanner(context?.source),
    ...VALIDATOR_TYPE_DECLARATIONS,
    `export type GeneratedWebhookEventType = ${typeUnion};`,
    `export type GeneratedWebhookResponseEventType = ${responseUnion};`,
    `export declare const WEBHOOK_SIGNATURE_HEADER: ${JSON.stringify(first.signatureHeader)};`,
    `export declare const WEBHOOK_TIMESTAMP_HEADER: ${JSON.stringify(first.timestampHeader)};`,
    `export declare const WEBHOOK_EVENT_TYPES: readonly GeneratedWebhookEventType[];`,
    'export declare const webhookRequestValidators: Readonly<Record<GeneratedWebhookEventType, GeneratedValidateFunction>>;',
    'export declare const webhookResponseValidators: Readonly<Record<GeneratedWebhookResponseEventType, GeneratedValidateFunction>>;',
    '',
  ].join('\n');

  const files: GeneratedFile[] = [
    { path: 'generated/webhook-validators.js', contents: js },
    { path: 'generated/webhook-validators.d.ts', contents: dts },
  ];
  return files;
};
