/**
 * The key under which duplicates of one event meet (spec §6: "Use idempotency_key in the payload
 * to ignore duplicates"). idempotency_key is null for some event types (ingame.popup), where the
 * event_id, unique per event, stands in.
 *
 * The environment, game and event type are part of the key: one endpoint may serve sandbox and
 * live or several games (several secrets), and an item.remove that reuses its purchase's key must
 * not be swallowed as a duplicate of the item.add.
 */
export function deliveryKey(event: {
  event_type: string;
  event_id: string;
  game_id: string;
  sandbox: boolean;
  idempotency_key: string | null;
}): string {
  const identity =
    typeof event.idempotency_key === 'string' && event.idempotency_key !== ''
      ? `key:${event.idempotency_key}`
      : `event:${event.event_id}`;
  return JSON.stringify([event.sandbox ? 'sandbox' : 'live', event.game_id, event.event_type, identity]);
}
