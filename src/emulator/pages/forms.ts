/**
 * The pages' requests and form posts. A post is accepted only as a urlencoded form from a page of
 * the emulator itself: a browser names the page's origin in `Origin`, and one that is not the
 * emulator's host (another site the developer has open) cannot pay, refund or redeliver. Nor can
 * `Origin: null`, what a browser sends from a sandboxed frame or after a redirect through another
 * site (the pages' own posts carry their origin: their referrer policy is `same-origin`, layout.ts),
 * nor a post whose `Sec-Fetch-Site` says it came from elsewhere. A request without either header
 * is not from a browser page (a test, curl) and is accepted.
 */
import { html } from './html.js';
import { page, type PageResponse } from './layout.js';

/** A request as the emulator core hands it to a page (the shape of its EmulatorRequest). */
export interface PageRequest {
  /** Upper case. */
  method: string;
  path: string;
  query: URLSearchParams;
  /** Lower-case names. */
  headers: Readonly<Record<string, string>>;
  body: string | undefined;
}

/** The form fields of a post, or the error page to answer instead. */
export function readForm(request: PageRequest): URLSearchParams | PageResponse {
  if (!fromOwnPage(request)) {
    return errorPage(
      403,
      'Refused',
      'This form was posted from another site; the emulator accepts its own pages only.',
    );
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return errorPage(415, 'Unsupported form', 'Expected an application/x-www-form-urlencoded form post.');
  }
  return new URLSearchParams(request.body ?? '');
}

function fromOwnPage(request: PageRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = request.headers['origin'];
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers['host'];
  } catch {
    return false; // `null`, or anything else that is not an origin
  }
}

/** A page that says what went wrong, with its status. */
export function errorPage(status: number, title: string, detail: string): PageResponse {
  return page(title, html`<h1>${title}</h1><section><p id="detail">${detail}</p></section>`, { status });
}
