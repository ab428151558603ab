import type { IncomingMessage, ServerResponse } from 'node:http';
import { WebhookBodyError } from '../errors/webhook-body-error.js';
import { respondNow, UnreadBody, type WebhookHandler, type WebhookRequest } from '../handler.js';
import { isThenable, type MaybePromise } from '../maybe-promise.js';
import { errorResponse, type WebhookResponse } from '../responses.js';
import { BodyReadDeadlines, type BodyReadOptions } from './body-deadline.js';
import { TurnBatch } from './turn-batch.js';

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
 * Reads the request stream up to `limit` bytes, within the read deadline, and calls `then` once
 * with the body or what stopped it. Rejects early on a Content-Length over the limit, and ignores
 * what still arrives once the limit or the deadline is passed (the answer closes the connection).
 *
 * A callback, not a promise: the delivery joins its turn's batch (turn-batch.ts) from the
 * stream's own `end` event, with no promise and no microtask per delivery (issue #26). The
 * listeners stay on the request, which is dropped with them once answered.
 */
function readBody(req: IncomingMessage, limit: number, deadlines: BodyReadDeadlines, then: (read: BodyRead) => void) {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return then(TOO_LARGE);
  let chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const settle = (read: BodyRead) => {
    if (settled) return;
    settled = true;
    chunks = [];
    deadlines.end(expire);
    then(read);
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
    .on('end', () => settle(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size)))
    .on('error', () => settle(UNREADABLE));
}

/**
 * Writes the answer in one `writeHead`, with its length: Node then sends head and body in one
 * write, and skips the per-header bookkeeping of `setHeader` (an array and a lowercased name each).
 * Headers a framework set before (Express's X-Powered-By) are kept, as `writeHead` merges them.
 */
function send(
  res: ServerResponse,
  response: Pick<WebhookResponse, 'status' | 'headers' | 'body'>,
  close = false,
): void {
  if (res.headersSent) return;
  const head: string[] = [];
  for (const name of Object.keys(response.headers)) head.push(name, response.headers[name] as string);
  head.push('content-length', String(Buffer.byteLength(response.body)));
  if (close) head.push('connection', 'close');
  res.writeHead(response.status, head).end(response.body);
}

/**
 * Node adapter over the core: `(req, res) => Promise<void>`, usable as a plain `node:http` request
 * listener, an Express route handler with no body parser, or from Fastify with a content-type parser
 * that hands the stream on. It reads the body itself, up to `bodyLimitBytes` (else 413) and within
 * `bodyTimeoutMs` (else 408), both refused through the core so they are reported like any other. A
 * body an earlier parser left in `req.body` (`express.raw`) is used as is; a parsed object there is
 * refused with a message that names the cause (answered 500, not 403: it is the receiver's setup,
 * and the service should retry once fixed). It never rejects: every failure is written as a status.
 * The deliveries read in one turn of the event loop are answered together after it.
 */
export function createNodeMiddleware(
  handler: WebhookHandler,
  options?: BodyReadOptions,
): (req: NodeWebhookRequest, res: ServerResponse) => Promise<void> {
  const deadlines = new BodyReadDeadlines(options);
  const ours = respondNow(handler);
  const respond = ours ?? ((request: WebhookRequest) => handler.handle(request));
  /**
   * Answers one delivery whose raw body is known; resolves once the answer is written. `close`
   * ends the connection after it, for a body that was not read to its end.
   */
  const answer = (
    req: NodeWebhookRequest,
    res: ServerResponse,
    rawBody: unknown,
    close: boolean,
  ): Promise<void> | undefined => {
    let response: MaybePromise<WebhookResponse>;
    try {
      response = respond({ method: req.method, headers: req.headers, rawBody });
    } catch {
      return void send(res, RECEIVER_FAILED, true);
    }
    if (!isThenable(response)) return void send(res, response, close);
    return Promise.resolve(response).then(
      (settled) => send(res, settled, close),
      () => send(res, RECEIVER_FAILED, true),
    );
  };
  const batch = new TurnBatch();
  /** Answers in this turn's batch (turn-batch.ts); calls `done` once the answer is written. */
  const answerInBatch = (
    req: NodeWebhookRequest,
    res: ServerResponse,
    rawBody: unknown,
    done: () => void,
    close = false,
  ) =>
    batch.add(() => {
      const answered = answer(req, res, rawBody, close);
      if (answered === undefined) done();
      else void answered.then(done);
    });
  return (req, res) =>
    new Promise<void>((done) => {
      // Read the stream only if nothing consumed it; waiting on an ended stream would hang.
      if (req.body !== undefined || req.readableEnded) return answerInBatch(req, res, req.body, done);
      readBody(req, handler.bodyLimitBytes, deadlines, (read) => {
        if (typeof read !== 'symbol') return answerInBatch(req, res, read, done);
        if (read === UNREADABLE) {
          send(res, UNREADABLE_ANSWER, true);
          return done();
        }
        const error =
          read === TOO_LARGE
            ? WebhookBodyError.tooLarge(handler.bodyLimitBytes)
            : WebhookBodyError.timedOut(deadlines.timeoutMs);
        // Through the core, so the refusal is reported like any other (onError, onOutcome, span).
        if (ours !== undefined) return answerInBatch(req, res, new UnreadBody(error), done, true);
        send(res, errorResponse(error), true);
        done();
      });
    });
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
