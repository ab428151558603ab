/**
 * Pulls every ```ts / ```typescript block out of a Markdown file (the README or a guide in docs/),
 * with the line it starts on, so scripts/readme/readme.test.ts can type-check (and where marked,
 * run) each one.
 *
 * A block may declare what it assumes in a hidden comment that ends on the line just before the
 * fence (blank lines between are allowed). GitHub, npm and TypeDoc do not render it:
 *
 *     <!-- readme-test: run
 *     import { createClient } from 'game-commerce-s2s';
 *     const client = createClient({ apiKey: 'sk_test_readme_fake', baseUrl: 'https://api.example.com/your-prefix' });
 *     -->
 *
 * The first line is `<!-- readme-test`, optionally followed by `: ` and flags; `run` is the only
 * flag: run the block against the mock, not just type-check it. The lines after it, up to `-->`,
 * are the preamble: TypeScript put in front of the block, for both the type check and the run.
 * Blocks indented inside a list item are read with their indentation removed.
 */
import type { RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

export interface ReadmeBlock {
  /** 1-based line of the opening fence in the Markdown file. */
  line: number;
  /** The block's code, without fences and common indentation. */
  code: string;
  /** The hidden preamble's code; empty when there is none. */
  preamble: string;
  /** 1-based line where the preamble's code starts (the line after `<!-- readme-test`), if any. */
  preambleLine?: number;
  /** Marked `run`: executed against the mock after it type-checks. */
  run: boolean;
}

const PREAMBLE_START = /^\s*<!--\s*readme-test(?::\s*(.*?))?\s*(-->)?\s*$/;
const KNOWN_FLAGS = new Set(['run']);

/** Removes `indent` characters of leading whitespace from each line that has them. */
function dedent(lines: string[], indent: number): string {
  return lines.map((text) => text.slice(Math.min(indent, text.length - text.trimStart().length))).join('\n');
}

/** The preamble a `readme-test` comment declares; none when `node` is not one. */
function preambleOf(node: RootContent | undefined): Pick<ReadmeBlock, 'preamble' | 'preambleLine' | 'run'> {
  if (node?.type !== 'html' || node.position === undefined) return { preamble: '', run: false };
  const lines = node.value.split('\n');
  const match = PREAMBLE_START.exec(lines[0]!);
  if (!match || !node.value.trimEnd().endsWith('-->')) return { preamble: '', run: false };
  const start = node.position.start.line;
  const flags = (match[1] ?? '')
    .replace(/-->$/, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const flag of flags) {
    if (!KNOWN_FLAGS.has(flag)) throw new Error(`line ${start}: unknown readme-test flag '${flag}' (known: run)`);
  }
  const body = lines.slice(1);
  const closing = (body.pop() ?? '').replace(/-->\s*$/, '');
  if (lines.length > 1 && closing.trim() !== '') body.push(closing);
  const filled = body.filter((text) => text.trim() !== '');
  const indent = Math.min(...filled.map((text) => text.length - text.trimStart().length));
  return {
    preamble: body.length > 0 ? dedent(body, Number.isFinite(indent) ? indent : 0) : '',
    preambleLine: body.length > 0 ? start + 1 : undefined,
    run: flags.includes('run'),
  };
}

/**
 * Every ts/typescript code block, read from the Markdown syntax tree (mdast): a fence inside another
 * block (a ```md example) is text, and one inside a list item comes without the item's indentation.
 */
export function extractTypeScriptBlocks(markdown: string): ReadmeBlock[] {
  const blocks: ReadmeBlock[] = [];
  const visit = (children: readonly RootContent[]) => {
    for (const [index, node] of children.entries()) {
      if ('children' in node) visit(node.children as RootContent[]);
      if (node.type !== 'code' || (node.lang !== 'ts' && node.lang !== 'typescript')) continue;
      const { start, end } = node.position!;
      // An unclosed fence runs to the end of the file in CommonMark; here it is a mistake.
      const raw = markdown.slice(start.offset, end.offset).trimEnd().split('\n');
      const fence = /^\s*(`{3,}|~{3,})/.exec(raw[0]!)![1]!;
      if (raw.length < 2 || !raw.at(-1)!.trim().startsWith(fence)) {
        throw new Error(`line ${start.line}: the ${fence} block is never closed`);
      }
      blocks.push({ line: start.line, code: node.value, ...preambleOf(children[index - 1]) });
    }
  };
  visit(fromMarkdown(markdown).children);
  return blocks;
}
