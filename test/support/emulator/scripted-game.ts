/**
 * Test support: a game endpoint as an in-process Fetch handler that answers from a script (a status,
 * a body, or 'hang' to never answer) and keeps every request it got, parsed.
 */
import type { FetchHandler } from '../../../src/emulator/deliveries/registration.js';

export type ScriptedAnswer = number | { status: number; body: string } | 'hang';

export interface ReceivedRequest {
  url: string;
  headers: Headers;
  body: string;
  event: Record<string, unknown> & { event_type: string; event_id: string };
}

export interface ScriptedGame {
  handler: FetchHandler;
  received: ReceivedRequest[];
}

/** Answers the requests in turn from `script`; once it runs out, the last answer repeats. */
export function scriptedGame(...script: ScriptedAnswer[]): ScriptedGame {
  const received: ReceivedRequest[] = [];
  const handler: FetchHandler = async (request) => {
    const body = await request.text();
    received.push({ url: request.url, headers: request.headers, body, event: JSON.parse(body) });
    const answer = script[Math.min(received.length - 1, script.length - 1)] ?? 200;
    if (answer === 'hang') return new Promise<Response>(() => {});
    if (typeof answer === 'number') return new Response('{"ok":true}', { status: answer });
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { handler, received };
}
