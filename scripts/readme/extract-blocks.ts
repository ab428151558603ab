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

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})\s*(ts|typescript)\s*$/;
const PREAMBLE_START = /^\s*<!--\s*readme-test(?::\s*(.*?))?\s*(-->)?\s*$/;
const KNOWN_FLAGS = new Set(['run']);

/** Removes `indent` characters of leading whitespace from each line that has them. */
function dedent(lines: string[], indent: number): string {
  return lines.map((text) => text.slice(Math.min(indent, text.length - text.trimStart().length))).join('\n');
}

/** The `readme-test` comment that ends just above `fenceIndex` (blank lines between allowed). */
function findPreamble(lines: string[], fenceIndex: number): Pick<ReadmeBlock, 'preamble' | 'preambleLine' | 'run'> {
  let end = fenceIndex - 1;
  while (end >= 0 && lines[end]!.trim() === '') end--;
  if (end < 0 || !lines[end]!.trim().endsWith('-->')) return { preamble: '', run: false };
  let start = end;
  while (start >= 0 && !lines[start]!.includes('<!--')) start--;
  const match = start >= 0 ? PREAMBLE_START.exec(lines[start]!) : null;
  if (!match) return { preamble: '', run: false };
  const flags = (match[1] ?? '')
    .replace(/-->$/, '')
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const flag of flags) {
    if (!KNOWN_FLAGS.has(flag)) throw new Error(`line ${start + 1}: unknown readme-test flag '${flag}' (known: run)`);
  }
  const body = start === end ? [] : lines.slice(start + 1, end);
  const closing = lines[end]!.replace(/-->\s*$/, '');
  if (start !== end && closing.trim() !== '') body.push(closing);
  const filled = body.filter((text) => text.trim() !== '');
  const indent = Math.min(...filled.map((text) => text.length - text.trimStart().length));
  return {
    preamble: body.length > 0 ? dedent(body, Number.isFinite(indent) ? indent : 0) : '',
    preambleLine: body.length > 0 ? start + 2 : undefined,
    run: flags.includes('run'),
  };
}

export function extractTypeScriptBlocks(markdown: string): ReadmeBlock[] {
  const lines = markdown.split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = OPENING_FENCE.exec(lines[index]!);
    if (!open) {
      // Skip over other fenced blocks, so a ```ts inside a ```md example is not taken for real.
      const other = /^\s*(`{3,}|~{3,})/.exec(lines[index]!);
      if (other) {
        const fence = other[1]!;
        index++;
        while (index < lines.length && !lines[index]!.trim().startsWith(fence)) index++;
      }
      continue;
    }
    const [, indent, fence] = open;
    const body: string[] = [];
    let close = index + 1;
    const isClosing = (text: string) => text.trim().startsWith(fence!) && text.trim().replace(/[`~]/g, '') === '';
    while (close < lines.length && !isClosing(lines[close]!)) {
      body.push(lines[close]!);
      close++;
    }
    if (close === lines.length) throw new Error(`line ${index + 1}: the ${fence} block is never closed`);
    blocks.push({ line: index + 1, code: dedent(body, indent!.length), ...findPreamble(lines, index) });
    index = close;
  }
  return blocks;
}
