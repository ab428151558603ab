import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebhookError } from '../webhook-error.js';
import { isOwnHandler, UnreadBody, type WebhookHandler } from '../handler.js';
import { errorResponse, type WebhookResponse } from '../responses.js';
import { BodyReadDeadlines, type BodyReadOptions } from './body-deadline.js';

/** A Node request, possibly with a body a framework already read (Express `express.raw`, Fastify). */
export type NodeWebhookRequest = IncomingMessage & { body?: unknown };

/** Marks a body that went over the limit while it was being read. */
const TOO_LARGE = Symbol('too large');
/** Marks a body that had not fully arrived by the deadline. */
const TIMED_OUT = Symbol('timed out');
/** Marks a stream that failed before its end (the client aborted). */
const UNREADABLE = Symbol('unreadable');
type BodyRead = Buffer | typeof TOO_LARGE | typeof TIMED_OUT | typeof UNREADABLE;

/**
 * Reads the request stream up to `limit` bytes, within the read deadline: the body, or what
 * stopped it. Rejects early on a Content-Length over the limit, and ignores what still arrives
 * once the limit or the deadline is passed (the answer closes the connection).
 */
function readBody(req: IncomingMessage, limit: number, deadlines: BodyReadDeadlines): Promise<BodyRead> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return resolve(TOO_LARGE);
    let chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (read: BodyRead) => {
      if (settled) return;
      settled = true;
      chunks = [];
      deadlines.end(expire);
      resolve(read);
    };
    const expire = () => settle(TIMED_OUT);
    deadlines.begin(expire);
    req
      .on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (size > limit) settle(TOO_LARGE);
        else chunks.push(chunk);
      })
      .on('end', () => settle(Buffer.concat(chunks, size)))
      .on('error', () => settle(UNREADABLE));
  });
}

/**
 * Writes the answer in one `writeHead`, with its length. Headers a framework set before (Express's
 * X-Powered-By) are kept, as `writeHead` merges them.
 */
function send(
  res: ServerResponse,
  response: Pick<WebhookResponse, 'status' | 'headers' | 'body'>,
  close = false,
): void {
  if (res.headersSent) return;
  const headers: Record<string, string> = { ...response.headers };
  headers['content-length'] = String(Buffer.byteLength(response.body));
  if (close) headers['connection'] = 'close';
  res.writeHead(response.status, headers).end(response.body);
}

/**
 * Node adapter over the core: `(req, res) => Promise<void>`, usable as a plain `node:http` request
 * listener, an Express route handler with no body parser, or from Fastify with a content-type parser
 * that hands the stream on. It reads the body itself, up to `bodyLimitBytes` (else 413) and within
 * `bodyTimeoutMs` (else 408), both refused through the core so they are reported like any other. A
 * body an earlier parser left in `req.body` (`express.raw`) is used as is; a parsed object there is
 * refused with a message that names the cause (answered 500, not 403: it is the receiver's setup,
 * and the service should retry once fixed). It never rejects: every failure is written as a status.
 */
export function createNodeMiddleware(
  handler: WebhookHandler,
  options?: BodyReadOptions,
): (req: NodeWebhookRequest, res: ServerResponse) => Promise<void> {
  const deadlines = new BodyReadDeadlines(options);
  const ours = isOwnHandler(handler);
  return async (req, res) => {
    let rawBody: unknown = req.body;
    // Ends the connection after the answer, for a body that was not read to its end.
    let close = false;
    // Read the stream only if nothing consumed it; waiting on an ended stream would hang.
    if (req.body === undefined && !req.readableEnded) {
      const read = await readBody(req, handler.bodyLimitBytes, deadlines);
      if (read === UNREADABLE) return send(res, UNREADABLE_ANSWER, true);
      if (typeof read === 'symbol') {
        const error =
          read === TOO_LARGE
            ? WebhookError.tooLarge(handler.bodyLimitBytes)
            : WebhookError.timedOut(deadlines.timeoutMs);
        // Through the core, so the refusal is reported like any other (onError, onOutcome, span).
        if (!ours) return send(res, errorResponse(error), true);
        rawBody = new UnreadBody(error);
        close = true;
      } else rawBody = read;
    }
    let response: WebhookResponse;
    try {
      response = await handler.handle({ method: req.method, headers: req.headers, rawBody });
    } catch {
      return send(res, RECEIVER_FAILED, true);
    }
    send(res, response, close);
  };
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/**
 * For a `WebhookHandler` this module did not build whose `handle` throws or rejects, breaking its
 * contract (ours never does): a 500, so the service retries, instead of a crashed process.
 */
const RECEIVER_FAILED = {
  status: 500,
  headers: JSON_HEADERS,
  body: '{"detail":"The webhook receiver failed","code":"handler_failed"}',
};

/** The answer to a body whose stream failed before its end (the client aborted): nobody may read it. */
const UNREADABLE_ANSWER = {
  status: 400,
  headers: JSON_HEADERS,
  body: '{"detail":"The request body could not be read"}',
};
