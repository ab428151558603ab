/**
 * The link check over the built API reference (site-links.ts) fails on a broken relative link,
 * naming the page and the link; `npm run docs` (the `docs` stage of `npm test`) runs it on
 * `docs-site/` after building it (build.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSiteLinks, fragmentsOf, linksOf } from './site-links.js';

let site: string;
afterEach(() => rmSync(site, { recursive: true, force: true }));

function build(pages: Record<string, string>): string {
  site = mkdtempSync(join(tmpdir(), 'gcs2s-site-'));
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), html);
  }
  return site;
}

describe('checkSiteLinks', () => {
  it('passes a site whose links all resolve, from every depth, with fragments and queries', () => {
    build({
      'index.html': '<h2 id="guides">Guides</h2><a href="documents/Client.html#errors">x</a><a href="api.html">y</a>',
      'documents/Client.html': '<h2 id="errors">E</h2><a href="../#guides">z</a><a href="#errors">self</a>',
      'api.html':
        '<a href="index.html#guides">guides</a><a href="https://example.com/x">web</a><a href="mailto:a@b">m</a>',
      'assets/style.css': 'body {}',
      'search.html': '<link href="assets/style.css?v=1"><script src="assets/main.js"></script>',
      'assets/main.js': '',
      // Redoc 3's sections are root paths its router handles in the page; a CDN script has a host.
      'redoc.html': '<a href="/orders">Orders</a><script src="//cdn.example.com/redoc.js"></script>',
    });
    expect(checkSiteLinks(site)).toEqual([]);
  });

  it('fails on a missing page and on a fragment no element has, naming page and link', () => {
    build({
      'index.html': '<a href="documents/Gone.html">gone</a><a href="api.html#nope">nope</a>',
      'documents/Client.html': "<a href='../../outside.html'>up</a><a href='../#gone'>home</a>",
      'api.html': '<div id="tag/Orders"></div><a href="#tag/Orders">ok</a>',
    });
    expect(checkSiteLinks(site)).toEqual([
      "documents/Client.html: broken link '../../outside.html': ../outside.html is not in the site",
      "documents/Client.html: broken link '../#gone': no id 'gone' in index.html",
      "index.html: broken link 'documents/Gone.html': documents/Gone.html is not in the site",
      "index.html: broken link 'api.html#nope': no id 'nope' in api.html",
    ]);
  });

  it('reports a site that was not built', () => {
    site = join(tmpdir(), 'gcs2s-site-never-built');
    expect(checkSiteLinks(site)).toEqual([`${site} does not exist: build it with npm run docs`]);
  });

  it('reads href, src, id and name attributes in either quote', () => {
    const html = `<a href="a.html">a</a><img src='b.png'><p id="x"></p><a name='y'></a><p data-id="no"></p>`;
    expect(linksOf(html)).toEqual(['a.html', 'b.png']);
    expect([...fragmentsOf(html)]).toEqual(['x', 'y']);
  });
});

describe('npm run docs', () => {
  it('builds the site and checks its links (scripts/docs/build.ts)', () => {
    const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    expect(pkg.scripts.docs).toBe('tsx scripts/docs/build.ts');
  });
});
