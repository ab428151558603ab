/**
 * Event types derived from the document's generated types (its `webhooks:` section), so the
 * union below follows the document: narrowing on `event_type` narrows `event_data`.
 */
import type { components, webhooks } from '../../generated/schema.js';

/** Every event type the document describes (spec §6 Event kinds). */
export type WebhookEventType = keyof webhooks & string;

type PostOf<K extends WebhookEventType> = webhooks[K] extends { post: infer P } ? P : never;
type JsonOf<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Envelope = components['schemas']['WebhookEnvelope'];
type Flatten<T> = { [P in keyof T]: T[P] } & {};
/**
 * Each body is `WebhookEnvelope & { event_type: const; event_data: <its data> }` (allOf). The
 * envelope's own `event_data` is an open object (`{ [key: string]: unknown }`); left in the
 * intersection, that index signature would let a misspelt field type-check as `unknown`. So the
 * specific part is taken out of the intersection and laid over the envelope instead.
 */
type OverEnvelope<T> = T extends Envelope & infer Specific ? Flatten<Omit<Envelope, keyof Specific> & Specific> : T;
type RequestOf<P> = P extends { requestBody?: infer B } ? OverEnvelope<JsonOf<NonNullable<B>>> : never;
type SuccessBodyOf<P> = P extends { responses: infer R }
  ? { [C in keyof R]: `${C & (string | number)}` extends `2${string}` ? JsonOf<R[C]> : never }[keyof R]
  : never;

/**
 * A verified, validated delivery. Without a type argument it is the union of all kinds,
 * discriminated by `event_type`.
 */
export type WebhookEvent<K extends WebhookEventType = WebhookEventType> = { [T in K]: RequestOf<PostOf<T>> }[K];

/** Event types whose 2xx answer carries a JSON body (daily_reward.get, spec §6). */
export type WebhookEventTypeWithAnswer = {
  [K in WebhookEventType]: [SuccessBodyOf<PostOf<K>>] extends [never] ? never : K;
}[WebhookEventType];

/** The JSON answer the document prescribes for an event type (for daily_reward.get: `{ days?, extra_reward_items? }`). */
export type WebhookAnswer<K extends WebhookEventType> = SuccessBodyOf<PostOf<K>>;

/**
 * What the handler of an event type returns: the answer body where the document has one; for the
 * others anything, which is ignored (so `async (e) => grantItems(...)` needs no braces).
 */
export type WebhookHandlerResult<K extends WebhookEventType> = [WebhookAnswer<K>] extends [never]
  ? unknown
  : WebhookAnswer<K>;
