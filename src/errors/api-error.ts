import { GameCommerceError } from './game-commerce-error.js';

/** What the error factory needs to build any status error. All strings are already redacted. */
export interface ApiErrorInit {
  status: number;
  method: string;
  path: string;
  /** The `detail` of the error body (spec §7), or a short summary of a body of another shape. */
  detail: string | undefined;
  /** Response headers of the failed request (redacted copy). */
  headers: Headers;
  /** The parsed error body as the service sent it (redacted copy). */
  body: unknown;
}

/** Longest summary of the answer a message carries; `detail` and `body` keep the rest. */
const MESSAGE_DETAIL_LENGTH = 200;

/**
 * The detail as one line of bounded length, for the message: an HTML error page (a proxy's 404,
 * say) would otherwise put dozens of lines into every log line that prints the error.
 */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > MESSAGE_DETAIL_LENGTH ? `${line.slice(0, MESSAGE_DETAIL_LENGTH)}…` : line;
}

/**
 * A non-2xx answer from the service. Subclasses name the statuses of spec §7; `ApiError` itself is
 * used for every other status. Built only by `createApiError`, which picks the class.
 */
export class ApiError extends GameCommerceError {
  /** HTTP status code of the answer. */
  readonly status: number;
  /** `detail` from the error body (spec §7: `{ detail: string }`), when there is one. */
  readonly detail: string | undefined;
  /** Response headers, e.g. for a request id to quote to support. */
  readonly headers: Headers;
  /** The parsed error body; its per-operation type is available from the path API's `error`. */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    const suffix = init.detail === undefined ? '' : `: ${oneLine(init.detail)}`;
    super(`${init.status} from ${init.method} ${init.path}${suffix}`, init);
    this.status = init.status;
    this.detail = init.detail;
    this.headers = init.headers;
    this.body = init.body;
  }

  override toJSON(): Record<string, unknown> {
    const headers: Record<string, string> = {};
    this.headers.forEach((value, name) => {
      headers[name] = value;
    });
    return { ...super.toJSON(), status: this.status, detail: this.detail, headers };
  }
}
