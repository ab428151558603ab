/**
 * How the emulator run makes an operation answer each status it declares (contract-tests/emulator/
 * statuses.test.ts), and says which way it took.
 *
 * Natural triggers first, from what a client can send: the sample request (the success status), no
 * key (401), a restricted key (403), malformed JSON (400), a request that breaks the document (422),
 * an unknown id (404), a request that conflicts with the state (409), one request past the rate
 * limit (429). Where nothing a client sends produces a status (503, a 409 the emulator has no reason
 * for), the emulator's documented fault injection (`emu.inject`) does, and the report says so.
 *
 * The triggers every operation has (401, 403, 400 on a JSON body, 422 where a request can break the
 * document, 429) are required: when one answers another status the run fails, since the emulator
 * then drifted from the rule it documents. The triggers that depend on the operation's meaning (an
 * unknown id that lists nothing rather than 404, a conflict the emulator does not model) fall back to
 * injection, and the report names the natural trigger tried and what it answered.
 */
import type { ProducedStatus } from '../report/contract-results.js';
import type { FaultSpec } from '../../src/emulator/index.js';
import type { DocumentAjv } from './ajv.js';
import { brokenRequests } from './broken-requests.js';
import type { JsonObject, OperationEntry } from './document.js';
import { samplePathValue } from './operation-plan.js';
import { answerProblems } from './refusal.js';
import { type SampleRequest, type SentAnswer, sampleRequest, sendRequest } from './sample-request.js';

/** A request as the triggers send it: a sample request, or raw body text that is not JSON. */
type TriggerRequest = SampleRequest & { raw?: string };

async function sendTrigger(url: string, request: TriggerRequest): Promise<SentAnswer> {
  if (request.raw === undefined) return sendRequest(url, request);
  const query = new URLSearchParams(request.query).toString();
  const response = await fetch(`${url}${request.path}${query ? `?${query}` : ''}`, {
    method: request.method,
    headers: request.headers,
    body: request.raw,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, text, body };
}

/** What the triggers need of the emulator run: two emulators and a key per operation. */
export interface StatusTargets {
  /** An emulator with configured keys, so a restricted key exists. */
  url: string;
  /** The key (a tenant of its own) each operation's requests use there. */
  keyFor(operationId: string): string;
  /** A key the emulator authenticates and refuses (403). */
  restrictedKey: string;
  /** An emulator that allows one request a minute for each key (spec §8's rule with a smaller limit). */
  rateLimitedUrl: string;
  /** `emu.inject` of the emulator at `url`. */
  inject(fault: FaultSpec): void;
}

/** One status answered, how, and whether its body kept the document. */
export interface StatusOutcome extends ProducedStatus {
  /** The status this attempt was for. */
  wanted: string;
  /** It answered that status (a natural trigger may answer another; the rate limit's first request does). */
  hit: boolean;
  /** Why the answer fails the document (empty: it keeps it). */
  problems: string[];
}

export const INJECTED = 'injected (emu.inject)';

/** A trigger: its short name for the table (ProducedStatus.trigger) and what it sends, in words. */
interface Trigger {
  trigger: string;
  how: string;
}

const NONE = 'unknown_id_for_status_coverage';

function withKey(request: SampleRequest, key: string | undefined): SampleRequest {
  const copy = structuredClone(request);
  delete copy.headers.authorization;
  if (key !== undefined) copy.headers.authorization = `Bearer ${key}`;
  return copy;
}

/** The path with every parameter set by `value` (seeded ids for the sample, unknown ones for 404). */
function withPath(entry: OperationEntry, request: SampleRequest, value: (name: string) => string): SampleRequest {
  const names = [...entry.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const path = names.reduce((p, name) => p.replace(`{${name}}`, encodeURIComponent(value(name))), entry.path);
  return { ...structuredClone(request), path };
}

/** Every body entry's `id` replaced by one no record has (a bulk update naming what does not exist). */
function unknownIds(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  return body.map((item) => (item !== null && typeof item === 'object' ? { ...item, id: NONE } : item));
}

/**
 * The request that conflicts with the state, where the emulator models one (§7's 409): a bulk update
 * naming a record that does not exist, or a hub nonce sent again after the sample request used it
 * (§4: a nonce is used once).
 */
function conflictRequest(sample: SampleRequest): { how: string; request: SampleRequest } | undefined {
  if (sample.method === 'PATCH' && Array.isArray(sample.body) && sample.body.length > 0)
    return { how: 'bulk update naming an unknown id', request: { ...sample, body: unknownIds(sample.body) } };
  const body = sample.body as JsonObject | undefined;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'nonce' in body)
    return { how: 'the used nonce sent again', request: sample };
  return undefined;
}

/** The declared status keys of an operation, success first, then in code order. */
export function declaredStatuses(entry: OperationEntry): string[] {
  const rank = (key: string) => Number(key.replace(/XX$/, '00')) || 999;
  return Object.keys(entry.operation.responses ?? {}).sort((a, b) => rank(a) - rank(b));
}

const matches = (key: string, status: number) => key === String(status) || key === `${String(status)[0]}XX`;

/**
 * Makes the operation answer every status it declares, natural triggers first, and returns what
 * each attempt answered. Runs in order: the sample request first, so the 409 of a spent nonce can
 * follow it.
 */
export async function produceStatuses(
  targets: StatusTargets,
  document: JsonObject,
  ajv: DocumentAjv,
  entry: OperationEntry,
): Promise<{ outcomes: StatusOutcome[]; failures: string[] }> {
  const { operationId } = entry;
  const key = targets.keyFor(operationId);
  const sample = withKey(withPath(entry, sampleRequest(document, ajv, entry), samplePathValue), key);
  const outcomes: StatusOutcome[] = [];
  const failures: string[] = [];
  const send = async (wanted: string, trigger: Trigger, request: TriggerRequest, url = targets.url) => {
    const answer = await sendTrigger(url, request);
    const problems = answerProblems(document, ajv, entry, answer);
    const hit = matches(wanted, answer.status);
    const outcome = { wanted, hit, code: answer.status, ...trigger, natural: trigger.trigger !== 'inject', problems };
    outcomes.push(outcome);
    return outcome;
  };
  /** A natural trigger that must answer `wanted`; a drift fails the run. */
  const required = async (wanted: string, trigger: Trigger, request: TriggerRequest, url?: string) => {
    const outcome = await send(wanted, trigger, request, url);
    if (!outcome.hit) failures.push(`${wanted}: ${trigger.how} was answered ${outcome.code}`);
  };
  const injected = async (wanted: string, tried: string) => {
    targets.inject({ operation: operationId, status: Number(wanted), apiKey: key });
    await send(wanted, { trigger: 'inject', how: `${INJECTED}: ${tried}` }, sample);
  };
  /** A natural trigger tried first; injection when it answers something else. */
  const preferred = async (wanted: string, trigger: Trigger, request: SampleRequest) => {
    const outcome = await send(wanted, trigger, request);
    if (!outcome.hit) await injected(wanted, `${trigger.how} was answered ${outcome.code}`);
  };

  const statuses = declaredStatuses(entry);
  const success = statuses.filter((s) => s.startsWith('2'));
  for (const wanted of success) await required(wanted, { trigger: 'sample', how: 'the sample request' }, sample);
  const takesBody = sample.mediaType !== undefined && sample.body !== undefined;
  const hasPathIds = /\{[^}]+\}/.test(entry.path);
  for (const wanted of statuses.filter((s) => !s.startsWith('2'))) {
    switch (wanted) {
      case '400':
        if (takesBody)
          await required(wanted, { trigger: 'json', how: 'malformed JSON' }, { ...sample, raw: '{"broken' });
        else await injected(wanted, 'no JSON body to break');
        break;
      case '401':
        await required(wanted, { trigger: 'nokey', how: 'no key' }, withKey(sample, undefined));
        break;
      case '403':
        await required(wanted, { trigger: 'restr', how: 'restricted key' }, withKey(sample, targets.restrictedKey));
        break;
      case '404':
        if (hasPathIds)
          await preferred(
            wanted,
            { trigger: 'id', how: 'unknown id' },
            withPath(entry, sample, () => NONE),
          );
        else await injected(wanted, 'no id in the path');
        break;
      case '409': {
        const conflict = conflictRequest(sample);
        if (conflict) await preferred(wanted, { trigger: 'conflict', how: conflict.how }, conflict.request);
        else await injected(wanted, 'no conflicting request the emulator models');
        break;
      }
      case '422': {
        const broken = brokenRequests(document, ajv, entry, sample).map((b) => ({
          ...b,
          request: withKey(b.request, key),
        }));
        if (broken.length === 0) {
          await injected(wanted, 'nothing in the request can break the document');
          break;
        }
        const tried: string[] = [];
        let answered = false;
        for (const { name, request } of broken) {
          const outcome = await send(wanted, { trigger: 'broken', how: `broken request (${name})` }, request);
          tried.push(`${name}: ${outcome.code}`);
          if (outcome.code === 422) {
            answered = true;
            break;
          }
        }
        if (!answered) failures.push(`422: no broken request was answered 422 (${tried.join('; ')})`);
        break;
      }
      case '429': {
        // One request a minute for each key there: the first is counted, the second refused.
        const rateKey = `${key}_rate`;
        const within = { trigger: 'rate', how: 'the first request of the minute' };
        await send(wanted, within, withKey(sample, rateKey), targets.rateLimitedUrl);
        const past = { trigger: 'rate', how: 'one request past the rate limit' };
        await required(wanted, past, withKey(sample, rateKey), targets.rateLimitedUrl);
        break;
      }
      default:
        await injected(wanted, 'no natural trigger for this status');
    }
  }
  // Every answer keeps the document, the ones a trigger did not aim at included.
  for (const outcome of outcomes) {
    if (outcome.problems.length > 0) failures.push(`${outcome.code} (${outcome.how}): ${outcome.problems.join('; ')}`);
  }
  const answered = new Set(outcomes.filter((o) => o.hit).map((o) => o.wanted));
  const never = statuses.filter((s) => !answered.has(s));
  if (never.length > 0) failures.push(`declared but never produced: ${never.join(', ')}`);
  return { outcomes, failures };
}
