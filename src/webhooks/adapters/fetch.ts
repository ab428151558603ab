import type { WebhookHandler } from '../handler.js';

/**
 * Reads a Fetch body up to `limit` bytes, cancelling the stream once it is passed.
 * Returns undefined when the body is too large.
 */
async function readBody(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
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
 * WebCrypto elsewhere, so it runs on Workers without the `nodejs_compat` flag.
 */
export function createFetchHandler(handler: WebhookHandler): (request: Request) => Promise<Response> {
  return async (request) => {
    let rawBody: Uint8Array | undefined;
    try {
      rawBody =
        request.method.toUpperCase() === 'POST' ? await readBody(request, handler.bodyLimitBytes) : new Uint8Array(0);
    } catch {
      return Response.json({ detail: 'The request body could not be read' }, { status: 400 });
    }
    if (rawBody === undefined) {
      return Response.json(
        { detail: `The body exceeds the limit of ${handler.bodyLimitBytes} bytes`, code: 'body_too_large' },
        { status: 413 },
      );
    }
    const response = await handler.handle({ method: request.method, headers: request.headers, rawBody });
    return new Response(response.body, { status: response.status, headers: response.headers });
  };
}
