/**
 * One operation of any document against its mock, from the document alone: a request it must
 * accept (examples, else generated values) whose answer is checked, then requests that break its
 * declared constraints, each of which must be rejected with a 4xx. That second half is the proof
 * that the mock validates the operation at all: Prism skips validation of a schema it cannot
 * compile and would otherwise accept anything.
 */
import type { DocumentAjv } from './ajv.js';
import { checkAnswer, type Problem } from './answer-check.js';
import { brokenRequests } from './broken-requests.js';
import type { JsonObject, OperationEntry } from './document.js';
import { sendToMock } from './mock-connection.js';
import { type SentAnswer, sampleRequest } from './sample-request.js';

/** `yes`: every broken request was rejected; `NOT VALIDATED`: one was accepted; or nothing could be broken. */
export type ValidationProof = 'yes' | 'NOT VALIDATED' | 'nothing to break';

export interface ProofResult {
  proof: ValidationProof;
  /** One line per broken request: what was broken and what the mock answered. */
  details: string[];
  /** The status of every answer, for the run's status coverage. */
  statuses: number[];
}

export interface ProbeResult {
  operationId: string;
  /** False when no valid request could be built, so nothing was sent. */
  exercised: boolean;
  proof: ValidationProof | undefined;
  details: string[];
  statuses: number[];
  /** The answer to the valid request, by kind of failure (empty: it passed). */
  problems: Problem[];
}

/**
 * Sends every broken variant of the operation's sample request; all must be rejected with a 4xx.
 * `onAnswer` sees each answer (the emulator run checks each against the document too).
 */
export async function proveValidated(
  baseUrl: string,
  document: JsonObject,
  ajv: DocumentAjv,
  entry: OperationEntry,
  onAnswer?: (name: string, answer: SentAnswer) => void,
): Promise<ProofResult> {
  const broken = brokenRequests(document, ajv, entry, sampleRequest(document, ajv, entry));
  if (broken.length === 0) return { proof: 'nothing to break', details: [], statuses: [] };
  const details: string[] = [];
  const statuses: number[] = [];
  let accepted = false;
  for (const { name, request } of broken) {
    const answer = await sendToMock(baseUrl, request);
    onAnswer?.(name, answer);
    const { status } = answer;
    statuses.push(status);
    const rejected = status >= 400 && status < 500;
    accepted ||= !rejected;
    details.push(`${name}: ${rejected ? 'rejected' : 'ACCEPTED'} (${status})`);
  }
  return { proof: accepted ? 'NOT VALIDATED' : 'yes', details, statuses };
}

/**
 * The whole probe of one operation: its valid request's answer, then the proof. A request the run
 * cannot make valid is not sent: that is the run's problem, never the client's.
 */
export async function probeOperation(
  baseUrl: string,
  document: JsonObject,
  ajv: DocumentAjv,
  entry: OperationEntry,
): Promise<ProbeResult> {
  const sample = sampleRequest(document, ajv, entry);
  const { operationId } = entry;
  if (sample.unsatisfied) {
    const message = `the run could not build a valid request, so sent none: ${sample.unsatisfied.join('; ')}`;
    const problems: Problem[] = [{ kind: 'run', message }];
    return { operationId, exercised: false, proof: undefined, details: [], statuses: [], problems };
  }
  const answer = await sendToMock(baseUrl, sample);
  const problems = checkAnswer(document, ajv, entry, answer);
  const { proof, details, statuses } = await proveValidated(baseUrl, document, ajv, entry);
  return { operationId, exercised: true, proof, details, statuses: [answer.status, ...statuses], problems };
}
