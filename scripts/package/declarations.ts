/**
 * The published type declarations speak to the package's users: their JSDoc is what an editor shows
 * on hover and what the API reference prints. Nothing in it may send a user somewhere they cannot
 * follow or speak to this repository's contributors: no issue numbers, no path or link to a file the
 * tarball does not hold (`src/emulator/README.md`, `scripts/bench/...`, a source file such as
 * `journal.ts`), no `npm run` of a repository script. Plain comments (`/* ... *\/`, `//`) are not JSDoc and are left alone. check-package.ts runs
 * this on the packed `dist/`.
 */

export interface DeclarationFile {
  /** Path in the tarball, e.g. `dist/emulator.d.ts`. */
  path: string;
  text: string;
}

const JSDOC = /\/\*\*[\s\S]*?\*\//g;
const ISSUE = /\bissues?\s+#?\d+/i;
const NPM_RUN = /\bnpm\s+run\s+[\w:-]+/;
/** A path into one of the repository's folders, e.g. `src/client/options.ts` or `scripts/bench/`. */
const REPOSITORY_PATH =
  /(?<![\w./-])(?:src|scripts|contract-tests|openapi|examples|generated|docs|\.ci)\/[\w./-]*[\w/]/g;
/** A TypeScript source file (`journal.ts`, `api/orders.ts`): the package ships none, only `dist/`. */
const SOURCE_FILE = /(?<![\w./-])[a-z0-9][\w./-]*(?<!\.d)\.ts\b/g;
/** The target of a Markdown link, unless it is a URL or an anchor. */
const MARKDOWN_LINK = /\]\((?!https?:|#)([^)\s]+)\)/g;

/** Whether the tarball holds `path` as a file or as a folder of files. */
function packed(path: string, files: readonly string[]): boolean {
  const clean = path.replace(/#.*$/, '').replace(/^\.\//, '').replace(/\/$/, '');
  return files.some((file) => file === clean || file.startsWith(`${clean}/`));
}

/** One line per problem: `dist/emulator.d.ts:300: a link to src/emulator/README.md, which the package does not hold`. */
export function declarationProblems(declarations: readonly DeclarationFile[], tarball: readonly string[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of declarations) {
    for (const match of text.matchAll(JSDOC)) {
      // The leading ` * ` of each line goes, so words a line break splits still read as one phrase.
      const comment = match[0].replace(/\n[ \t]*\*(?!\/)[ \t]?/g, '\n');
      const line = text.slice(0, match.index).split('\n').length;
      const at = (offset: number) => `${path}:${line + comment.slice(0, offset).split('\n').length - 1}`;
      const issue = ISSUE.exec(comment);
      if (issue) problems.push(`${at(issue.index)}: an issue number ("${issue[0].replace(/\s+/g, ' ')}")`);
      const npmRun = NPM_RUN.exec(comment);
      if (npmRun) problems.push(`${at(npmRun.index)}: a repository script ("${npmRun[0]}")`);
      const targets = [
        ...[...comment.matchAll(REPOSITORY_PATH)].map((found) => ({ target: found[0], index: found.index })),
        ...[...comment.matchAll(MARKDOWN_LINK)].map((found) => ({ target: found[1]!, index: found.index })),
        ...[...comment.matchAll(SOURCE_FILE)].map((found) => ({ target: found[0], index: found.index })),
      ];
      const seen = new Set<number>(); // a path to a source file matches twice, from the same place
      for (const { target, index } of targets) {
        if (seen.has(index)) continue;
        seen.add(index);
        if (!packed(target, tarball)) problems.push(`${at(index)}: ${target}, which the package does not hold`);
      }
    }
  }
  return problems;
}
