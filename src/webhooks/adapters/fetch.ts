import { WebhookError } from '../webhook-error.js';
import { isOwnHandler, UnreadBody, type WebhookHandler } from '../handler.js';
import { errorResponse, type WebhookResponse } from '../responses.js';
import { BodyReadDeadlines, type BodyReadOptions } from './body-deadline.js';

/** Marks a body that had not fully arrived by the deadline. */
const TIMED_OUT = Symbol('timed out');

/**
 * Reads a Fetch body up to `limit` bytes within the read deadline, cancelling the stream once
 * either is passed. Returns undefined when the body is too large.
 */
async function readBody(
  request: Request,
  limit: number,
  deadlines: BodyReadDeadlines,
): Promise<Uint8Array | undefined | typeof TIMED_OUT> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  let timedOut = false;
  // Cancelling ends the pending read() as if the stream were done; the flag tells the two apart.
  const expire = () => {
    timedOut = true;
    reader.cancel().catch(() => {});
  };
  deadlines.begin(expire);
  try {
    return await readChunks(reader, limit, () => timedOut);
  } finally {
    deadlines.end(expire);
  }
}

async function readChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  limit: number,
  timedOut: () => boolean,
): Promise<Uint8Array | undefined | typeof TIMED_OUT> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (timedOut()) return TIMED_OUT;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  if (chunks.length === 1) return chunks[0];
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Fetch adapter over the core: `(request: Request) => Promise<Response>`, for Next.js route
 * handlers (`export const POST = ...`), Hono (`c.req.raw`), Bun, Deno and Workers. The Request is
 * read as bytes here, so no framework body parser is involved. Nothing on this path imports a
 * `node:*` module: verification uses `node:crypto` where the runtime has it (Node, Bun, Deno) and
 * WebCrypto elsewhere, so it runs on Workers without the `nodejs_compat` flag. A body that has not
 * fully arrived within `bodyTimeoutMs` is answered 408.
 */
export function createFetchHandler(
  handler: WebhookHandler,
  options?: BodyReadOptions,
): (request: Request) => Promise<Response> {
  const deadlines = new BodyReadDeadlines(options);
  return async (request) => {
    let rawBody: Uint8Array | undefined | typeof TIMED_OUT;
    try {
      rawBody =
        request.method.toUpperCase() === 'POST'
          ? await readBody(request, handler.bodyLimitBytes, deadlines)
          : new Uint8Array(0);
    } catch {
      return Response.json({ detail: 'The request body could not be read' }, { status: 400 });
    }
    if (rawBody === TIMED_OUT || rawBody === undefined) {
      const error =
        rawBody === undefined
          ? WebhookError.tooLarge(handler.bodyLimitBytes)
          : WebhookError.timedOut(deadlines.timeoutMs);
      // Through the core, so the refusal is reported like any other (onError, onOutcome, span).
      const unread = { method: request.method, headers: request.headers, rawBody: new UnreadBody(error) };
      const response = isOwnHandler(handler) ? await handler.handle(unread) : errorResponse(error);
      // A body still arriving past its deadline is not waited for: the connection goes.
      return toFetchResponse(response, rawBody === TIMED_OUT ? { connection: 'close' } : {});
    }
    const response = await handler.handle({ method: request.method, headers: request.headers, rawBody });
    return toFetchResponse(response);
  };
}

function toFetchResponse(response: Pick<WebhookResponse, 'status' | 'headers' | 'body'>, extra = {}): Response {
  return new Response(response.body, { status: response.status, headers: { ...response.headers, ...extra } });
}
