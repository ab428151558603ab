/**
 * `npm run docs` (and the `docs` stage of `npm test`): the API reference, in `docs-site/`.
 *
 * 1. TypeDoc (typedoc.json): the TypeScript reference of every entry point, with the README as its
 *    front page and the guides in docs/ as pages of their own; its plugin
 *    (typedoc-http-reference-link.mjs) puts a link to the HTTP reference on every page. TypeDoc
 *    empties `docs-site/` first, so it runs first.
 * 2. Redocly: the HTTP reference of generated/openapi.json, as `docs-site/api.html`. It is built
 *    from a copy with one `externalDocs` link added (withGuideLinks), to the README's list of guides
 *    in the TypeDoc site: the link only means something inside the built site, so it is not put in
 *    openapi/ or generated/, which ship with the package.
 * 3. The link check (site-links.ts): a relative link in the site that goes nowhere fails the build.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkSiteLinks } from './site-links.js';

const root = resolve(import.meta.dirname, '../..');
const SITE_DIR = join(root, 'docs-site');
/** Also named in typedoc-http-reference-link.mjs; a mismatch is a broken link, which step 3 fails. */
const HTTP_REFERENCE_PAGE = 'api.html';
/** The README's "Guides" heading on TypeDoc's front page (TypeDoc's anchor for `## Guides`). */
const GUIDES_LINK = 'index.html#guides';

/** The document with a link to the guides, as Redoc shows it under the title. */
function withGuideLinks(document: Record<string, unknown>): Record<string, unknown> {
  return {
    ...document,
    externalDocs: {
      description: 'Guides (client, receiving webhooks, testing your integration, ...) and the TypeScript reference',
      url: GUIDES_LINK,
    },
  };
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

try {
  run(join(root, 'node_modules/.bin/typedoc'), []);

  const scratch = mkdtempSync(join(tmpdir(), 'gcs2s-docs-'));
  try {
    const document = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8')) as Record<string, unknown>;
    const input = join(scratch, 'openapi.json');
    writeFileSync(input, JSON.stringify(withGuideLinks(document)));
    run(
      join(root, 'node_modules/.bin/redocly'),
      ['build-docs', input, '--output', join(SITE_DIR, HTTP_REFERENCE_PAGE)],
      { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  const broken = checkSiteLinks(SITE_DIR);
  if (broken.length > 0) {
    console.error(`docs-site/ has ${broken.length} broken link(s):\n${broken.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log('docs-site/: TypeScript reference (index.html), HTTP reference (api.html); every link resolves');
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
