/**
 * The rows of `webhook check`: the reference behaviours spec §6 asks of a game's endpoint, each
 * a delivery (or two) and a verdict. Every delivery but the malformed one is a valid envelope
 * from the document's example with fresh ids, so a row fails only for the behaviour it names.
 */
import { webhookResponseValidators } from '../../webhooks/document.js';
import { describeValidationErrors, ownValidator } from '../../webhooks/parse.js';
import type { WebhookEvent, WebhookEventType } from '../../webhooks/types.js';
import { describeAnswer, type EndpointAnswer, is2xx, send, type SendTarget, type WireDelivery } from './send.js';

/**
 * A row's verdict: `pass`, `fail` (the endpoint breaks a rule of spec §6), or `warn` (it keeps the
 * spec but leaves a risk the spec does not rule on, such as no replay window). Only `fail` fails the run.
 */
export type WebhookCheckVerdict = 'pass' | 'warn' | 'fail';

/** One row of the report. */
export interface WebhookCheckRow {
  /** What was sent, e.g. `item.add` or `tampered signature`. */
  check: string;
  /** What spec §6 expects, e.g. `403, no grant`. */
  expected: string;
  /** What the endpoint answered, e.g. `200 processed, 1 grant`. */
  got: string;
  /** Milliseconds the slowest answer of the row took. */
  ms: number;
  verdict: WebhookCheckVerdict;
  /** False only for a `fail` verdict: a warned row passes. */
  passed: boolean;
  /** Why the row failed, naming the rule. */
  failure?: string;
  /** What a warned row found, and why it is not a failure. */
  warning?: string;
  /** Something the row could not check, and how to make it checkable. */
  note?: string;
  /** Status of each answer; undefined where none came. */
  statuses: (number | undefined)[];
}

/** What the rows need from the run: where to send, how to sign, how to see grants. */
export interface CheckContext {
  target: SendTarget;
  /** Signs an event, or raw text, with the run's key and header names; `timestamp` in Unix seconds. */
  sign(payload: WebhookEvent | string, timestamp?: number): WireDelivery;
  /** The (lowercase) name of the header `sign` puts the signature in. */
  signatureHeader: string;
  /** A fresh event of `type` (new ids, the run's player and event_data). */
  event<K extends WebhookEventType>(type: K): WebhookEvent<K>;
  /** How many times the game granted an item.add, when the caller can tell. */
  grants?: (event: WebhookEvent<'item.add'>) => number | Promise<number>;
  answerBudgetMs: number;
  staleSeconds: number;
}

/** One row: sends its deliveries and judges the answers. */
export type CheckCase = (ctx: CheckContext) => Promise<WebhookCheckRow>;

const NOT_OBSERVED =
  'grants not observed: pass `grants` to checkWebhookEndpoint, or answer with the x-webhook-outcome header (this package does)';

/** Sends the deliveries one after another and counts the grants they caused, when observable. */
async function deliver(ctx: CheckContext, event: WebhookEvent, deliveries: WireDelivery[]) {
  const observe = event.event_type === 'item.add' ? ctx.grants : undefined;
  const count = async () => (observe ? await observe(event as WebhookEvent<'item.add'>) : 0);
  const before = await count();
  const answers: EndpointAnswer[] = [];
  for (const delivery of deliveries) answers.push(await send(ctx.target, delivery));
  const granted = observe ? (await count()) - before : undefined;
  return { answers, granted };
}

function row(
  c: Pick<WebhookCheckRow, 'check' | 'expected'>,
  answers: EndpointAnswer[],
  granted: number | undefined,
  failures: (string | false | undefined)[],
  extra: { note?: string | undefined; warning?: string | false | undefined } = {},
): WebhookCheckRow {
  const grants = granted === undefined ? '' : `, ${granted} grant${granted === 1 ? '' : 's'}`;
  const failure = failures.find((f): f is string => typeof f === 'string');
  const warning = failure === undefined && typeof extra.warning === 'string' ? extra.warning : undefined;
  return {
    check: c.check,
    expected: c.expected,
    got: answers.map(describeAnswer).join(', ') + grants,
    ms: Math.max(...answers.map((a) => a.ms)),
    verdict: failure !== undefined ? 'fail' : warning !== undefined ? 'warn' : 'pass',
    passed: failure === undefined,
    ...(failure === undefined ? {} : { failure }),
    ...(warning === undefined ? {} : { warning }),
    ...(extra.note === undefined ? {} : { note: extra.note }),
    statuses: answers.map((a) => a.status),
  };
}

/** `answered 200 processed`, or `no answer (ECONNREFUSED)`. */
const answered = (a: EndpointAnswer) => (a.status === undefined ? describeAnswer(a) : `answered ${describeAnswer(a)}`);
const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
const grantNote = (ctx: CheckContext, type: string) => (ctx.grants && type === 'item.add' ? ', 1 grant' : '');
const retried = (a: EndpointAnswer) =>
  !is2xx(a) && `${answered(a)}, not 2xx: the service would treat it as failed and retry (spec §6)`;
const grantedOnce = (granted: number | undefined) =>
  granted !== undefined && granted !== 1 && `the game granted ${times(granted)}; it should grant once`;

/** The answer of a kind that has one (daily_reward.get): 200, within the budget, valid per the document. */
function answerFailure(type: WebhookEventType, a: EndpointAnswer, budgetMs: number): string | undefined {
  const validate = ownValidator(webhookResponseValidators, type);
  if (!validate || a.status === undefined) return undefined;
  if (a.status !== 200) return `answered ${a.status}; spec §6 expects 200 with the ${type} answer body`;
  let body: unknown;
  try {
    body = JSON.parse(a.text);
  } catch {
    return 'the answer is not JSON: the service would fall back to the static items (spec §6 rule 1)';
  }
  if (!validate(body)) return `the answer does not match the document: ${describeValidationErrors(validate)}`;
  if (a.ms > budgetMs)
    return `answered in ${Math.round(a.ms)} ms, over the ${budgetMs} ms budget: slow answers lead to the static fallback (spec §6 rule 3)`;
  return undefined;
}

/** A valid delivery of one kind: 2xx (for daily_reward.get, a valid answer within the budget), one grant. */
export function validKind(type: WebhookEventType): CheckCase {
  const hasAnswer = ownValidator(webhookResponseValidators, type) !== undefined;
  return async (ctx) => {
    const expected = `${hasAnswer ? `200, valid answer <= ${ctx.answerBudgetMs} ms` : '2xx'}${grantNote(ctx, type)}`;
    const event = ctx.event(type);
    const { answers, granted } = await deliver(ctx, event, [ctx.sign(event)]);
    const [a] = answers as [EndpointAnswer];
    return row({ check: type, expected }, answers, granted, [
      retried(a),
      answerFailure(type, a, ctx.answerBudgetMs),
      grantedOnce(granted),
    ]);
  };
}

/** A refusal row: `expect(status)` decides, and nothing may be granted. */
function refused(
  check: string,
  expected: string,
  type: WebhookEventType,
  build: (ctx: CheckContext, event: WebhookEvent) => WireDelivery,
  accepts: (status: number) => boolean,
  rule: string,
): CheckCase {
  return async (ctx) => {
    const c = { check, expected: `${expected}${ctx.grants && type === 'item.add' ? ', no grant' : ''}` };
    const event = ctx.event(type);
    const { answers, granted } = await deliver(ctx, event, [build(ctx, event)]);
    const [a] = answers as [EndpointAnswer];
    const wrong = a.status === undefined || !accepts(a.status);
    return row(c, answers, granted, [
      wrong && `${answered(a)}; ${rule}`,
      granted !== undefined && granted !== 0 && `the game granted ${times(granted)} for a delivery it must refuse`,
    ]);
  };
}

/**
 * A delivery signed `staleSeconds` ago. Spec §6 sets no replay window, so a receiver may refuse it
 * (403, like an invalid signature, granting nothing) or process it (2xx): the second passes with a
 * warning, since a delivery captured once can then be replayed. Any other answer fails.
 */
function staleTimestamp(type: WebhookEventType): CheckCase {
  return async (ctx) => {
    const grantsShown = ctx.grants !== undefined && type === 'item.add';
    const c = { check: 'stale timestamp', expected: grantsShown ? '403, no grant (2xx: warn)' : '403 (2xx: warn)' };
    const event = ctx.event(type);
    const delivery = ctx.sign(event, Math.floor(Date.now() / 1000) - ctx.staleSeconds);
    const { answers, granted } = await deliver(ctx, event, [delivery]);
    const [a] = answers as [EndpointAnswer];
    const processed = is2xx(a);
    const refused = a.status === 403;
    return row(
      c,
      answers,
      granted,
      [
        !processed &&
          !refused &&
          `${answered(a)}; a delivery signed long ago is refused with 403, like an invalid signature, or processed by a receiver that keeps no replay window (spec §6 sets none)`,
        refused &&
          granted !== undefined &&
          granted !== 0 &&
          `the game granted ${times(granted)} for a delivery it refused`,
      ],
      {
        warning:
          processed &&
          `${answered(a)} to a delivery signed ${ctx.staleSeconds} s ago: the receiver keeps no replay window, so a delivery captured once can be replayed later; spec §6 sets none (this package refuses timestamps over 300 s old, toleranceSeconds)`,
      },
    );
  };
}

/** The refusal rows, on deliveries of `type` (item.add where the game takes it, so grants show). */
export function refusalCases(type: WebhookEventType): CheckCase[] {
  return [
    refused(
      'tampered signature',
      '403',
      type,
      (ctx, event) => {
        const signed = ctx.sign(event);
        const signature = signed.headers[ctx.signatureHeader]!;
        const flipped = signature.slice(0, -1) + (signature.at(-1) === '0' ? '1' : '0');
        return { ...signed, headers: { ...signed.headers, [ctx.signatureHeader]: flipped } };
      },
      (s) => s === 403,
      'spec §6 Signature rule: answer 403 for an invalid signature',
    ),
    staleTimestamp(type),
    refused(
      'unknown event type',
      '400',
      type,
      (ctx, event) => ctx.sign(JSON.stringify({ ...event, event_type: 'webhook_check.unknown_event' })),
      (s) => s === 400,
      'spec §6 Signature rule: answer 400 for an unknown event type',
    ),
    refused(
      'malformed body',
      '4xx',
      type,
      (ctx, event) => ctx.sign(JSON.stringify(event).slice(0, -7)),
      (s) => s >= 400 && s < 500,
      'a correctly signed body that is not JSON is a bad request: 4xx (spec §7), never 2xx or 5xx',
    ),
  ];
}

/** The same signed delivery twice, as the service redelivers: 2xx both times, granted once. */
export function sameDeliveryTwice(type: WebhookEventType): CheckCase {
  return async (ctx) => {
    const c = { check: 'same delivery twice', expected: `2xx, 2xx${grantNote(ctx, type)}` };
    const event = ctx.event(type);
    const delivery = ctx.sign(event);
    const { answers, granted } = await deliver(ctx, event, [delivery, delivery]);
    const [first, second] = answers as [EndpointAnswer, EndpointAnswer];
    const processedTwice =
      first.outcome === 'processed' &&
      second.outcome === 'processed' &&
      'the receiver processed both copies (x-webhook-outcome); spec §6: use idempotency_key to ignore duplicates';
    const observed = granted !== undefined || second.outcome !== undefined;
    return row(c, answers, granted, [retried(first), retried(second), grantedOnce(granted), processedTwice], {
      note: observed || type !== 'item.add' ? undefined : NOT_OBSERVED,
    });
  };
}
