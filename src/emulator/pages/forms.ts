/**
 * The pages' requests and form posts. A post is accepted only as a urlencoded form from a page of
 * the emulator itself: a browser names the page's origin in `Origin`, and one that is not the
 * emulator's host (another site the developer has open) cannot pay, refund or redeliver. Nor can
 * `Origin: null`, what a browser sends from a sandboxed frame or after a redirect through another
 * site (the pages' own posts carry their origin: their referrer policy is `same-origin`, layout.ts),
 * nor a post whose `Sec-Fetch-Site` says it came from elsewhere. A request without either header
 * is not from a browser page (a test, curl) and is accepted.
 */
import type { EmulatorRequest } from '../http/types.js';
import { html } from './html.js';
import { page, type PageResponse } from './layout.js';

/** How long a posted action waits (wall clock) for the game before its page comes back. */
export const PAGE_WAIT_MS = 2000;

/**
 * Waits for `action` at most `ms`: true when it finished, false when it is still running (a failure
 * after the wait shows on the page's next reload). A failure within the wait is thrown.
 */
export async function finishedWithin(action: Promise<unknown>, ms = PAGE_WAIT_MS): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const finished = action.then(() => true);
  finished.catch(() => {});
  try {
    return await Promise.race([finished, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** The form fields of a post, or the error page to answer instead. */
export function readForm(request: EmulatorRequest): URLSearchParams | PageResponse {
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

function fromOwnPage(request: EmulatorRequest): boolean {
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
