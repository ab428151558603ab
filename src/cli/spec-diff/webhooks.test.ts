/**
 * Webhooks: the service sends the payload and the receiver reads it, so payload edits are judged
 * like responses; the receiver writes the answer, so answer edits are judged like requests.
 */
import { describe, expect, it } from 'vitest';
import { diffDocuments } from './diff-documents.js';
import { document, lines, object, withWebhook } from '../../../test/support/cli/spec-diff-documents.js';

const BODY = 'webhook thing.done body';
const ANSWER = 'webhook thing.done answer 200 body';

describe('webhook deliveries', () => {
  it('flags a removed webhook; a new event type is non-breaking', () => {
    const hook = withWebhook(object({ id: { type: 'string' } }));
    const none = document({ webhooks: {} });
    expect(lines(diffDocuments(hook, none))).toEqual(['webhook thing.done: webhook removed (breaking)']);
    expect(lines(diffDocuments(none, hook))).toEqual(['webhook thing.done: webhook added (non-breaking)']);
  });

  const payload = object({
    event_type: { const: 'thing.done' },
    event_data: object({
      items: { type: 'array', items: object({ sku: { type: 'string' } }) },
      kind: { type: 'string', enum: ['a', 'b'] },
    }),
  });
  const edit = (
    change: (data: {
      items: { items: { properties: Record<string, unknown>; required: string[] } };
      kind: { enum: string[] };
    }) => void,
  ) => {
    const copy = structuredClone(payload);
    change((copy.properties as { event_data: { properties: never } }).event_data.properties);
    return withWebhook(copy);
  };

  it('flags a removed payload field and a field no longer required; an added field is non-breaking', () => {
    expect(
      lines(
        diffDocuments(
          withWebhook(payload),
          edit((d) => {
            delete d.items.items.properties.sku;
            d.items.items.required = [];
          }),
        ),
      ),
    ).toEqual([`${BODY} event_data.items[].sku: property removed (breaking)`]);
    expect(
      lines(
        diffDocuments(
          withWebhook(payload),
          edit((d) => {
            d.items.items.required = [];
          }),
        ),
      ),
    ).toEqual([`${BODY} event_data.items[].sku: became optional (breaking)`]);
    expect(
      lines(
        diffDocuments(
          withWebhook(payload),
          edit((d) => {
            d.items.items.properties.name = { type: 'string' };
          }),
        ),
      ),
    ).toEqual([`${BODY} event_data.items[].name: optional property added (non-breaking)`]);
  });

  it('flags a changed payload type', () => {
    expect(
      lines(
        diffDocuments(
          withWebhook(payload),
          edit((d) => {
            d.items.items.properties.sku = { type: 'integer' };
          }),
        ),
      ),
    ).toEqual([`${BODY} event_data.items[].sku: type changed from string to integer (breaking)`]);
  });

  it('flags enum values added and removed in a payload', () => {
    expect(
      lines(
        diffDocuments(
          withWebhook(payload),
          edit((d) => {
            d.kind.enum = ['a', 'b', 'c'];
          }),
        ),
      ),
    ).toEqual([`${BODY} event_data.kind: enum values added: "c" (breaking)`]);
    expect(
      lines(
        diffDocuments(
          withWebhook(payload),
          edit((d) => {
            d.kind.enum = ['a'];
          }),
        ),
      ),
    ).toEqual([`${BODY} event_data.kind: enum values removed: "b" (breaking)`]);
  });

  it('judges delivered headers like the payload', () => {
    const hook = withWebhook(payload);
    const noHeader = structuredClone(hook);
    (noHeader.webhooks as { 'thing.done': { post: { parameters: unknown[] } } })['thing.done'].post.parameters = [];
    expect(lines(diffDocuments(hook, noHeader))).toEqual([
      'webhook thing.done header x-signature: header parameter removed (breaking)',
    ]);
    expect(lines(diffDocuments(noHeader, hook))).toEqual([
      'webhook thing.done header x-signature: required header parameter added (non-breaking)',
    ]);
  });
});

describe("a webhook's answer (what the receiver sends back, e.g. daily_reward.get)", () => {
  const day = (items: object) => object({ day_number: { type: 'number', minimum: 1 }, items });
  const answer = (items: object, extra: Record<string, unknown> = {}, optional: string[] = ['days']) =>
    withWebhook({}, object({ days: { type: 'array', items: day(items) }, ...extra }, optional));
  const items = { type: 'array', minItems: 1, maxItems: 10, items: { type: 'string' } };

  it('flags a new required answer field; a new optional one is non-breaking', () => {
    expect(lines(diffDocuments(answer(items), answer(items, { version: { type: 'string' } })))).toEqual([
      `${ANSWER} version: required property added (breaking)`,
    ]);
    expect(
      lines(diffDocuments(answer(items), answer(items, { version: { type: 'string' } }, ['days', 'version']))),
    ).toEqual([`${ANSWER} version: optional property added (non-breaking)`]);
  });

  it('flags a narrowed constraint; a widened one is non-breaking', () => {
    expect(lines(diffDocuments(answer(items), answer({ ...items, maxItems: 5 })))).toEqual([
      `${ANSWER} days[].items: maxItems changed: 10 -> 5 (breaking)`,
    ]);
    expect(lines(diffDocuments(answer(items), answer({ ...items, maxItems: 20 })))).toEqual([
      `${ANSWER} days[].items: maxItems changed: 10 -> 20 (non-breaking)`,
    ]);
  });
});
