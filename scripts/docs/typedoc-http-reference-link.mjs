// @ts-check
/**
 * TypeDoc plugin (typedoc.json `plugin`): a link to the HTTP reference at the top of every page's
 * site menu, so each page of the TypeScript reference, the README and the guides included, leads
 * to the Redocly page that `npm run docs` writes beside it (scripts/docs/build.ts,
 * HTTP_REFERENCE_PAGE). `context.relativeURL` makes the link right from every depth of the site
 * (`index.html`, `documents/...`); TypeDoc's own `navigationLinks` are written as given, so a
 * relative one would be wrong one level down. `sidebar.begin` is a documented renderer hook.
 */
import { JSX } from 'typedoc';

/** Where build.ts writes the Redocly page, relative to TypeDoc's output folder. */
const HTTP_REFERENCE_PAGE = 'api.html';

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.hooks.on('sidebar.begin', (context) =>
    JSX.createElement(
      'nav',
      { class: 'tsd-navigation' },
      JSX.createElement('a', { href: context.relativeURL(HTTP_REFERENCE_PAGE) }, 'HTTP API reference (OpenAPI)'),
    ),
  );
}
