import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebhookHandler } from '../handler.js';
import type { WebhookResponse } from '../responses.js';
import { BodyReadDeadlines, type BodyReadOptions, bodyTimeoutBody } from './body-deadline.js';

/** A Node request, possibly with a body a framework already read (Express `express.raw`, Fastify). */
export type NodeWebhookRequest = IncomingMessage & { body?: unknown };

/** Marks a body that went over the limit while it was being read. */
const TOO_LARGE = Symbol('too large');
/** Marks a body that had not fully arrived by the deadline. */
const TIMED_OUT = Symbol('timed out');

/**
 * Reads the request stream up to `limit` bytes, within the read deadline. Rejects early on a
 * Content-Length over the limit, and stops reading (answering 413 or 408 and closing the
 * connection) once the limit or the deadline is passed.
 */
function readBody(
  req: IncomingMessage,
  limit: number,
  deadlines: BodyReadDeadlines,
): Promise<Buffer | typeof TOO_LARGE | typeof TIMED_OUT> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        resolve(TOO_LARGE);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const expire = () => {
      cleanup();
      resolve(TIMED_OUT);
    };
    const cleanup = () => {
      deadlines.end(expire);
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    deadlines.begin(expire);
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function send(
  res: ServerResponse,
  response: Pick<WebhookResponse, 'status' | 'headers' | 'body'>,
  close = false,
): void {
  if (res.headersSent) return;
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers)) res.setHeader(name, value);
  if (close) res.setHeader('connection', 'close');
  res.end(response.body);
}

/**
 * Node adapter over the core: `(req, res) => Promise<void>`, usable as a plain `node:http` request
 * listener, an Express route handler (after `express.raw({ type: 'application/json' })`, or with no
 * body parser at all), or from Fastify with a buffer content-type parser. A body an earlier parser
 * left in `req.body` is used as is; a parsed object there is refused with a message that names the
 * cause (answered 500, not 403: it is the receiver's setup, and the service should retry once fixed).
 * A body it reads itself must arrive within `bodyTimeoutMs` (else 408); a body a framework read
 * first was bounded by that framework. It never rejects: every failure is written as a status.
 */
export function createNodeMiddleware(
  handler: WebhookHandler,
  options?: BodyReadOptions,
): (req: NodeWebhookRequest, res: ServerResponse) => Promise<void> {
  const deadlines = new BodyReadDeadlines(options);
  return async (req, res) => {
    try {
      let rawBody: unknown = req.body;
      // Read the stream only if nothing consumed it; waiting on an ended stream would hang.
      if (rawBody === undefined && !req.readableEnded) {
        const read = await readBody(req, handler.bodyLimitBytes, deadlines);
        if (read === TIMED_OUT) {
          const body = bodyTimeoutBody(deadlines.timeoutMs);
          return send(res, { status: 408, headers: { 'content-type': 'application/json; charset=utf-8' }, body }, true);
        }
        if (read === TOO_LARGE) {
          const body = JSON.stringify({
            detail: `The body exceeds the limit of ${handler.bodyLimitBytes} bytes`,
            code: 'body_too_large',
          });
          return send(res, { status: 413, headers: { 'content-type': 'application/json; charset=utf-8' }, body }, true);
        }
        rawBody = read;
      }
      send(res, await handler.handle({ method: req.method, headers: req.headers, rawBody }));
    } catch {
      // Only reading the stream can fail here (client aborted); the core itself never throws.
      send(
        res,
        {
          status: 400,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: '{"detail":"The request body could not be read"}',
        },
        true,
      );
    }
  };
}
