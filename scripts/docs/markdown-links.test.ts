/**
 * Every relative link of the README, the guides and the contributor pages resolves (issue #25),
 * and the check really fails: a tree with broken links is reported file:line by file:line.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkedDocs, REPOSITORY_ROOT, userDocs } from './markdown-files.js';
import { anchorsOf, checkMarkdownLinks, githubSlug, relativeLinks } from './markdown-links.js';

describe('the repository', () => {
  it('finds the README, the guides and the layer READMEs', () => {
    const files = linkedDocs();
    expect(userDocs()).toEqual(expect.arrayContaining(['README.md', 'docs/client.md', 'docs/receiving-webhooks.md']));
    expect(files).toEqual(expect.arrayContaining([...userDocs(), 'src/emulator/README.md', 'examples/README.md']));
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('has no broken relative link', () => {
    const broken = checkMarkdownLinks(REPOSITORY_ROOT, linkedDocs());
    expect(broken, `broken links:\n${broken.join('\n')}`).toEqual([]);
  });
});

describe('githubSlug and anchorsOf', () => {
  it('follow GitHub: punctuation dropped, code kept, repeats numbered', () => {
    expect(githubSlug("What each failure looks like from the service's side")).toBe(
      'what-each-failure-looks-like-from-the-services-side',
    );
    const anchors = anchorsOf(
      [
        '# Next.js route handler (`app/api/webhooks/route.ts`)',
        '## Keys, environments and where the client runs',
        '## Errors',
        '## Errors',
        '```sh',
        '# not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'nextjs-route-handler-appapiwebhooksroutets',
      'keys-environments-and-where-the-client-runs',
      'errors',
      'errors-1',
    ]);
  });

  it('reads links outside code only, and never absolute URLs', () => {
    const links = relativeLinks(
      [
        'See [a](a.md#x), ![img](img/p.png) and [web](https://example.com).',
        'Not `[code](code.md)`.',
        '```md',
        '[fenced](fenced.md)',
        '```',
        '[def]: ./def.md',
      ].join('\n'),
    );
    expect(links).toEqual([
      { line: 1, target: 'a.md#x' },
      { line: 1, target: 'img/p.png' },
      { line: 6, target: './def.md' },
    ]);
  });
});

describe('checkMarkdownLinks on a tree with broken links', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function tree(files: Record<string, string>): void {
    root = mkdtempSync(join(tmpdir(), 'gcs2s-links-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  }

  it('names the file, the line and what is wrong with each broken link, and passes the good ones', () => {
    tree({
      'README.md': '# Top\n\n[guide](docs/guide.md#usage) and [top](#top).\n[gone](docs/gone.md)\n',
      'docs/guide.md': '# Guide\n\n## Usage\n\n[back](../README.md#nope)\n[src](../src/a.ts#L3) [folder](../src)\n',
      'src/a.ts': 'export {};\n',
    });
    expect(checkMarkdownLinks(root, ['README.md', 'docs/guide.md'])).toEqual([
      "README.md:4: broken link 'docs/gone.md': docs/gone.md does not exist",
      "docs/guide.md:5: broken link '../README.md#nope': no heading 'nope' in README.md",
    ]);
  });

  it('refuses a link that leaves the repository and a heading anchor on a source file', () => {
    tree({ 'README.md': '[up](../outside.md)\n[src](src/a.ts#usage)\n', 'src/a.ts': '' });
    expect(checkMarkdownLinks(root, ['README.md'])).toEqual([
      "README.md:1: broken link '../outside.md': ../outside.md does not exist",
      "README.md:2: broken link 'src/a.ts#usage': src/a.ts is not Markdown; only #L<line> anchors apply",
    ]);
  });
});
