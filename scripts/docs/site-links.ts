/**
 * The built API reference (`docs-site/`, written by `npm run docs`) has no broken relative link:
 * every `href` and `src` that is not an absolute URL names a file of the site, and a
 * `#fragment` names an `id` (or `name`) in that file. This covers the links between TypeDoc's pages,
 * the guides rendered into it, and the links between the TypeScript and the HTTP reference.
 *
 * Not relative, so not checked: URLs with a scheme or a host (`https:`, `//cdn...`) and paths from
 * the site's root (`/orders`): Redoc 3 writes its sections as root paths that its own router
 * handles inside the page, and a root path depends on where the site is served, not on the files.
 * A link to a folder opens its `index.html`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, sep } from 'node:path';

/** Every file under `dir`, relative to it, with `/`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => statSync(join(dir, path)).isFile())
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** `href` and `src` attribute values of an HTML page, in order. */
export function linksOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)=(?:"([^"]*)"|'([^']*)')/g)].map((match) => match[1] ?? match[2]!);
}

/** The fragments a page can be opened at: its `id` and `name` attributes. */
export function fragmentsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\s(?:id|name)=(?:"([^"]*)"|'([^']*)')/g)].map((match) => match[1] ?? match[2]!));
}

/** Not a relative link: empty, a URL with a scheme or a host, or a path from the root. */
function isNotRelative(link: string): boolean {
  return link === '' || link.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(link);
}

/** Pages whose fragments are element ids (HTML, and SVG sprites such as TypeDoc's icons). */
const hasIds = (path: string) => path.endsWith('.html') || path.endsWith('.svg');

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/**
 * One message per broken relative link of every HTML page under `siteDir`, e.g.
 * `api.html: broken link 'index.html#nope': no id 'nope' in index.html`. An empty list means every
 * link goes somewhere.
 */
export function checkSiteLinks(siteDir: string): string[] {
  if (!existsSync(siteDir)) return [`${siteDir} does not exist: build it with npm run docs`];
  const pages = filesUnder(siteDir).filter((path) => path.endsWith('.html'));
  const fragments = new Map<string, Set<string>>();
  const fragmentsIn = (page: string) => {
    if (!fragments.has(page)) fragments.set(page, fragmentsOf(readFileSync(join(siteDir, page), 'utf8')));
    return fragments.get(page)!;
  };
  const messages: string[] = [];
  for (const page of pages) {
    for (const raw of new Set(linksOf(readFileSync(join(siteDir, page), 'utf8')))) {
      const link = decodeEntities(raw);
      if (isNotRelative(link)) continue;
      const [beforeHash = '', fragment] = link.split('#', 2) as [string, string | undefined];
      const path = beforeHash.split('?')[0]!;
      const resolved = path === '' ? page : posix.normalize(posix.join(posix.dirname(page), decodeURIComponent(path)));
      const broken = (why: string) => messages.push(`${page}: broken link '${raw}': ${why}`);
      const isFolder = existsSync(join(siteDir, resolved)) && statSync(join(siteDir, resolved)).isDirectory();
      const target = isFolder ? posix.join(resolved, 'index.html') : resolved;
      if (resolved.startsWith('../') || !existsSync(join(siteDir, target))) broken(`${target} is not in the site`);
      else if (fragment && hasIds(target) && !fragmentsIn(target).has(decodeURIComponent(fragment))) {
        broken(`no id '${fragment}' in ${target}`);
      }
    }
  }
  return messages;
}
