/**
 * Relative links in Markdown must go somewhere (issue #25): the file or folder exists, and a
 * `#anchor` names a heading of the target as GitHub renders it (githubSlug). Absolute URLs
 * (`https:`, `mailto:`) are not fetched. Links inside code (fenced blocks, `code spans`) are text,
 * not links, and are skipped.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';

/**
 * The anchor GitHub gives a heading: lower case, every character that is not a letter, digit,
 * mark, `_`, `-` or space dropped, spaces made hyphens. `text` is the heading as rendered (no
 * backticks, link targets or emphasis markers).
 */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** A heading's text as rendered: code spans keep their text, links their label, tags go. */
function renderedText(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*)/g, '')
    .trim();
}

/** Each line of `markdown` that is not inside a fenced code block, with its 1-based number. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | undefined;
  for (const [index, text] of markdown.split('\n').entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence === undefined && marker) fence = marker;
    else if (fence !== undefined && marker?.startsWith(fence) && text.trim().replace(/[`~]/g, '') === '')
      fence = undefined;
    else if (fence === undefined) lines.push({ text, line: index + 1 });
  }
  return lines;
}

/** Every anchor a Markdown file has: its headings' slugs (repeats get -1, -2, ...) and HTML ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(renderedText(heading));
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}

export interface MarkdownLink {
  line: number;
  target: string;
}

/** The relative link targets of a Markdown file (inline links, images and definitions). */
export function relativeLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`]*?\1/g, '');
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
      ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]!),
    ];
    for (const target of targets) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) links.push({ line, target });
    }
  }
  return links;
}

/**
 * One message per broken relative link of `files` (paths relative to `root`, with `/`), e.g.
 * `docs/client.md:12: broken link 'receiving-webhooks.md#nope': no heading 'nope' in docs/receiving-webhooks.md`.
 */
export function checkMarkdownLinks(root: string, files: readonly string[]): string[] {
  const messages: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(join(root, file), 'utf8')));
    return anchorCache.get(file)!;
  };
  for (const file of files) {
    for (const { line, target } of relativeLinks(readFileSync(join(root, file), 'utf8'))) {
      const [rawPath = '', anchor] = target.split('#', 2) as [string, string | undefined];
      const path =
        rawPath === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURIComponent(rawPath)));
      const broken = (why: string) => messages.push(`${file}:${line}: broken link '${target}': ${why}`);
      if (path.startsWith('../') || !existsSync(join(root, path))) {
        broken(`${path} does not exist`);
      } else if (anchor !== undefined && anchor !== '') {
        if (statSync(join(root, path)).isDirectory()) broken(`${path} is a folder, which has no headings`);
        else if (!path.endsWith('.md')) {
          // GitHub's line anchors (#L10, #L10-L20) are the only anchors a source file has.
          if (!/^L\d+(-L\d+)?$/.test(anchor)) broken(`${path} is not Markdown; only #L<line> anchors apply`);
        } else if (!anchors(path).has(decodeURIComponent(anchor))) broken(`no heading '${anchor}' in ${path}`);
      }
    }
  }
  return messages;
}
