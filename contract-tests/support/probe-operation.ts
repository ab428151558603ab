/**
 * The proof that a mock validates an operation at all: requests that break its declared
 * constraints, each of which must be rejected with a 4xx. Prism skips validation of a schema it
 * cannot compile and would otherwise accept anything.
 */
import type { DocumentAjv } from './ajv.js';
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
