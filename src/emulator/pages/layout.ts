/**
 * The frame every emulator page shares: one HTML document with its stylesheet inline, no scripts
 * and no external assets, sent with a Content-Security-Policy that forbids both, so a page keeps
 * working offline and nothing it shows can run. Pages that wait (a delivery in flight) refresh
 * themselves with `<meta http-equiv="refresh">` instead of a script.
 */
import { html, SafeHtml } from './html.js';

/**
 * No script, image, font, frame or connection from anywhere; styles only inline; never framed
 * (spec §1: the payment form must not be used in an iframe). No `form-action`: Chromium applies it
 * to every redirect after a form post too, and Pay ends, by design, in a redirect to the game's
 * back_to_game_url, on another origin.
 */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

/** What a page handler returns; the emulator's adapters write it out. */
export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2330}
header{background:#1d2330;color:#fff;padding:.6rem 1.2rem;font-weight:600}
header small{font-weight:400;opacity:.7;margin-left:.6rem}
main{max-width:60rem;margin:1.5rem auto;padding:0 1.2rem}
section{background:#fff;border:1px solid #dde1e8;border-radius:6px;padding:1rem 1.2rem;margin-bottom:1rem}
h1{font-size:1.35rem;margin:.2rem 0 1rem}h2{font-size:1.05rem;margin:0 0 .6rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #eceef2;vertical-align:top}
th{font-size:.8rem;text-transform:uppercase;color:#5b6475}
code,pre{font:12px/1.4 ui-monospace,monospace}pre{white-space:pre-wrap;word-break:break-all;margin:0;max-height:12rem;overflow:auto}
button{font:inherit;padding:.45rem 1.1rem;border-radius:4px;border:1px solid #1d2330;background:#1d2330;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d2330}form.inline{display:inline}
.state{display:inline-block;padding:.05rem .5rem;border-radius:999px;font-size:.8rem;background:#eceef2}
.ok{background:#d9f2e3}.bad{background:#f8dcdc}.wait{background:#fdf0cf}
.muted{color:#5b6475}label{display:block;margin:.25rem 0}
`;
/** The stylesheet is a constant of this file, so it goes in as is. */
const STYLE_MARKUP = new SafeHtml(STYLE);

export interface PageOptions {
  /** HTTP status. @default 200 */
  status?: number;
  /** Reload the page after this many seconds (a delivery is still in flight). */
  refreshSeconds?: number;
}

/** A complete page: `title` in the tab and the header, `body` inside `<main>`. */
export function page(title: string, body: SafeHtml, options: PageOptions = {}): PageResponse {
  const refresh =
    options.refreshSeconds === undefined ? '' : html`<meta http-equiv="refresh" content="${options.refreshSeconds}">`;
  const document = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">${refresh}<title>${title} · Game Commerce emulator</title><style>${STYLE_MARKUP}</style></head>
<body><header>Game Commerce emulator<small>local twin of the service; no real payments</small></header>
<main>${body}</main></body></html>`;
  return { status: options.status ?? 200, headers: pageHeaders(), body: document.text };
}

/**
 * Headers of every page: HTML, never cached, never sniffed or framed, no referrer leaving the
 * emulator. `same-origin` rather than `no-referrer`: with `no-referrer` a browser posts the pages'
 * own forms with `Origin: null`, which forms.ts must refuse (a sandboxed frame sends it too).
 */
export function pageHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': PAGE_CSP,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
}

/** A 303 to `location` (after a form post, so a reload does not post again). */
export function seeOther(location: string): PageResponse {
  return { status: 303, headers: { location, 'cache-control': 'no-store' }, body: '' };
}
