/**
 * The emulator's request and response as plain objects: the one core handler takes and returns
 * these, and the Node `http` and Fetch adapters only translate (as octokit/webhooks.js does).
 */

export interface EmulatorRequest {
  /** Upper case, e.g. `POST`. */
  method: string;
  /** The path without the query string, e.g. `/v1/orders`; not percent-decoded. */
  path: string;
  /** Query parameters; a repeated name keeps its values in order. */
  query: URLSearchParams;
  /** Header names lower case; repeated headers joined with `, `. */
  headers: Readonly<Record<string, string>>;
  /** The body as text; undefined when the request had none. */
  body: string | undefined;
}

export interface EmulatorResponse {
  status: number;
  headers: Record<string, string>;
  /** Text to send; undefined for no body (204). */
  body?: string;
  /** Close the connection without an answer (an injected fault): `emu.fetch` rejects like a network error. */
  drop?: true;
}

export type EmulatorHandler = (request: EmulatorRequest) => Promise<EmulatorResponse>;
