/**
 * The pages' requests and form posts. A post is accepted only as a urlencoded form from a page of
 * the emulator itself: a browser names the page's origin in `Origin`, and one that is not the
 * emulator's host (another site the developer has open) cannot pay, refund or redeliver.
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
  const origin = request.headers['origin'];
  if (origin !== undefined && origin !== 'null') {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {}
    if (host !== request.headers['host']) {
      return errorPage(
        403,
        'Refused',
        'This form was posted from another site; the emulator accepts its own pages only.',
      );
    }
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return errorPage(415, 'Unsupported form', 'Expected an application/x-www-form-urlencoded form post.');
  }
  return new URLSearchParams(request.body ?? '');
}

/** A page that says what went wrong, with its status. */
export function errorPage(status: number, title: string, detail: string): PageResponse {
  return page(title, html`<h1>${title}</h1><section><p id="detail">${detail}</p></section>`, { status });
}
