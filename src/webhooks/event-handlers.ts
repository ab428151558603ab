/**
 * The `on` option checked when the receiver is built. TypeScript catches `on: { 'item.added': ... }`;
 * JavaScript does not, and every `item.add` would then be answered 400 (no handler) with nothing
 * said at start-up. A key that names no event type of the document, or a handler that is not a
 * function, is a `WebhookError` instead, naming the key and the type it most likely meant.
 */
import { WebhookError } from './webhook-error.js';

/** An event handler as the core calls it. */
export type EventHandler = (event: unknown, context: { deliveryKey: string }) => unknown;

/** The handlers by event type, once every key is a known type and every value a function (or undefined). */
export function checkEventHandlers(
  on: unknown,
  eventTypes: readonly string[],
): Record<string, EventHandler | undefined> {
  if (!on || typeof on !== 'object')
    throw new WebhookError('invalid_options', 'on: expected an object of event handlers');
  for (const [key, handler] of Object.entries(on)) {
    if (!eventTypes.includes(key)) {
      const likely = likelyMeant(key, eventTypes);
      const hint = likely === undefined ? '' : ` (did you mean ${JSON.stringify(likely)}?)`;
      throw new WebhookError(
        'invalid_options',
        `on: ${JSON.stringify(key)} is not an event type of the document${hint}; expected some of ${eventTypes.join(', ')}`,
      );
    }
    if (handler !== undefined && typeof handler !== 'function') {
      throw new WebhookError(
        'invalid_options',
        `on[${JSON.stringify(key)}]: expected a function, got ${typeof handler}`,
      );
    }
  }
  return on as Record<string, EventHandler | undefined>;
}

/** The most edits a name may be from an event type to be suggested (`itm.a` for `item.add`). */
const MAX_EDITS = 3;
/** The shortest name suggested for containing, or being contained in, a type (`popup`, `daily_reward`). */
const MIN_CONTAINED = 4;

/** The event type `name` most likely meant, ignoring case: the fewest edits away, first in document order. */
function likelyMeant(name: string, eventTypes: readonly string[]): string | undefined {
  const typed = name.toLowerCase();
  let best: { type: string; edits: number } | undefined;
  for (const type of eventTypes) {
    const edits = editDistance(typed, type);
    const shorter = Math.min(typed.length, type.length);
    const contained = shorter >= MIN_CONTAINED && (type.includes(typed) || typed.includes(type));
    if ((edits <= MAX_EDITS || contained) && (best === undefined || edits < best.edits)) best = { type, edits };
  }
  return best?.type;
}

/** Levenshtein distance: insertions, deletions and substitutions, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      row.push(Math.min((previous[j] as number) + 1, (row[j - 1] as number) + 1, substitution));
    }
    previous = row;
  }
  return previous[b.length] as number;
}
