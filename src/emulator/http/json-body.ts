/**
 * A JSON request body, read the same way for an API operation and for a control: 400 with the
 * generic error body (§7) for a content type that is not JSON, for malformed JSON, and for JSON
 * nested deeper than `maxDepth` (limits/json-depth.ts), before anything walks it.
 */
import { nestedDeeperThan } from '../limits/json-depth.js';
import { errorBody } from './responses.js';
import type { EmulatorResponse } from './types.js';

const JSON_MEDIA = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

export function parseJsonBody(
  text: string,
  contentType: string | undefined,
  maxDepth: number,
): { value: unknown } | { refusal: EmulatorResponse } {
  if (contentType === undefined || !JSON_MEDIA.test(contentType)) {
    return { refusal: errorBody(400, `Content-Type must be application/json, got ${contentType ?? 'none'}`) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { refusal: errorBody(400, 'Malformed JSON body.') };
  }
  if (nestedDeeperThan(value, maxDepth)) {
    const detail = `The JSON body is nested deeper than ${maxDepth} levels of objects and arrays, the emulator's limit.`;
    return { refusal: errorBody(400, detail) };
  }
  return { value };
}
