/**
 * Whether one `pattern` accepts every string another accepts, as far as a small rule can prove it
 * (issue 24). `spec diff` uses it to tell a relaxed pattern (breaking only where the value is
 * received) from a tightened one (breaking where it is sent) and from one it cannot judge (breaking
 * on both sides).
 *
 * Proven, for patterns written in the common subset (literals, escapes, classes such as `[A-Z]`,
 * `\d`, `\w`, `.`, quantifiers `? * + {n} {n,} {n,m}`, `^` and `$` at the ends, and a top-level
 * alternation, also inside one group that spans the whole pattern):
 * - a pattern that matches everything (`""`, `.*`, `^.*$`, `.*$`, `^.*`) accepts everything;
 * - `new` accepts what `old` accepts when every branch of `old` has a branch of `new` that keeps no
 *   more anchors than it and whose items, in order, each cover a run of old items: a class containing
 *   theirs and a count range containing the sum of theirs (`^[A-Z]{2}$` within `^[A-Z]{2,3}$`,
 *   `^ord_[a-z0-9]+$` within `^ord_.+$`, `^EUR$` within `^(?:EUR|USD)$`).
 * Anything else (lookarounds, back-references, nested groups) is not proven either way.
 */

/** Inclusive code-point ranges. */
type CharSet = readonly (readonly [number, number])[];

interface Item {
  set: CharSet;
  min: number;
  max: number;
}

interface Branch {
  start: boolean;
  end: boolean;
  items: Item[];
}

const MAX_CODE_POINT = 0x10ffff;
const ALL: CharSet = [[0, MAX_CODE_POINT]];
const DIGIT: CharSet = [[48, 57]];
const WORD: CharSet = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
const SPACE: CharSet = [
  [9, 13],
  [32, 32],
  [160, 160],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
/** `.` matches anything but line terminators. */
const DOT = complement([
  [10, 10],
  [13, 13],
  [0x2028, 0x2029],
]);

function normalise(set: CharSet): CharSet {
  const sorted = [...set].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out.at(-1);
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

function complement(set: CharSet): CharSet {
  const out: [number, number][] = [];
  let next = 0;
  for (const [lo, hi] of normalise(set)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE_POINT) out.push([next, MAX_CODE_POINT]);
  return out;
}

function contains(outer: CharSet, inner: CharSet): boolean {
  const ranges = normalise(outer);
  return inner.every(([lo, hi]) => ranges.some(([a, b]) => a <= lo && hi <= b));
}

class Unsupported extends Error {}

const ESCAPES: Record<string, CharSet> = {
  d: DIGIT,
  D: complement(DIGIT),
  w: WORD,
  W: complement(WORD),
  s: SPACE,
  S: complement(SPACE),
};
const CONTROL: Record<string, number> = { n: 10, r: 13, t: 9, f: 12, v: 11, '0': 0 };

/** A recursive-descent reader of the subset above; throws Unsupported on anything else. */
class Reader {
  at = 0;
  constructor(readonly text: string) {}

  peek(): string | undefined {
    return this.text[this.at];
  }

  /** An escape after `\`: a class, a control character or the literal character. */
  escape(): CharSet {
    const char = this.text[this.at++];
    if (char === undefined || /[1-9bBkpPux]/.test(char)) throw new Unsupported(`\\${char ?? ''}`);
    const known = ESCAPES[char];
    if (known) return known;
    const code = CONTROL[char] ?? char.codePointAt(0)!;
    return [[code, code]];
  }

  classItem(): CharSet {
    const char = this.text[this.at++];
    if (char === '\\') return this.escape();
    if (char === undefined) throw new Unsupported('unclosed class');
    const code = char.codePointAt(0)!;
    if (this.peek() === '-' && this.text[this.at + 1] !== ']' && this.text[this.at + 1] !== undefined) {
      this.at++;
      const to = this.classItem();
      if (to.length !== 1 || to[0]![0] !== to[0]![1]) throw new Unsupported('range to a class');
      return [[code, to[0]![0]]];
    }
    return [[code, code]];
  }

  charClass(): CharSet {
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const parts: (readonly [number, number])[] = [];
    let first = true;
    while (this.peek() !== ']' || first) {
      if (this.peek() === undefined) throw new Unsupported('unclosed class');
      parts.push(...this.classItem());
      first = false;
    }
    this.at++;
    return negated ? complement(parts) : normalise(parts);
  }

  atom(): CharSet {
    const char = this.text[this.at++]!;
    if (char === '\\') return this.escape();
    if (char === '[') return this.charClass();
    if (char === '.') return DOT;
    if ('()|*+?{}'.includes(char)) throw new Unsupported(char);
    const code = char.codePointAt(0)!;
    if (code > 0xffff) this.at++;
    return [[code, code]];
  }

  quantifier(): [number, number] {
    const char = this.peek();
    let range: [number, number] = [1, 1];
    if (char === '?') range = [0, 1];
    else if (char === '*') range = [0, Number.POSITIVE_INFINITY];
    else if (char === '+') range = [1, Number.POSITIVE_INFINITY];
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.text.slice(this.at));
      if (!match) throw new Unsupported('{');
      this.at += match[0].length - 1;
      const min = Number(match[1]);
      range = [min, match[2] === undefined ? min : match[3] === '' ? Number.POSITIVE_INFINITY : Number(match[3])];
    } else return range;
    this.at++;
    if (this.peek() === '?') this.at++; // lazy: the same strings match
    return range;
  }

  /** One branch: `^`? items `$`?, up to `|`, `)` or the end. */
  branch(): Branch {
    const branch: Branch = { start: false, end: false, items: [] };
    if (this.peek() === '^') {
      branch.start = true;
      this.at++;
    }
    while (this.peek() !== undefined && this.peek() !== '|' && this.peek() !== ')') {
      if (this.peek() === '$') {
        this.at++;
        if (this.peek() !== undefined && this.peek() !== '|' && this.peek() !== ')') throw new Unsupported('$');
        branch.end = true;
        break;
      }
      if (this.peek() === '^') throw new Unsupported('^ inside');
      const set = this.atom();
      const [min, max] = this.quantifier();
      branch.items.push({ set, min, max });
    }
    return branch;
  }

  alternation(): Branch[] {
    const branches = [this.branch()];
    while (this.peek() === '|') {
      this.at++;
      branches.push(this.branch());
    }
    return branches;
  }
}

/** `^(?:a|b)$` → `^a$|^b$`: one group spanning the whole pattern, anchors outside it. */
function unwrapGroup(pattern: string): string {
  const match = /^(\^?)\((?:\?:)?(.*)\)(\$?)$/s.exec(pattern);
  if (!match) return pattern;
  const inner = match[2]!;
  let depth = 0;
  for (const char of inner) {
    if (char === '(') depth++;
    if (char === ')' && --depth < 0) return pattern; // `(a)|(b)`: the parentheses do not span it
  }
  if (/[()]/.test(inner.replace(/\\./g, ''))) return pattern;
  return inner
    .split(/(?<!\\)\|/)
    .map((part) => `${match[1]}${part}${match[3]}`)
    .join('|');
}

function parse(pattern: string): Branch[] {
  const reader = new Reader(unwrapGroup(pattern));
  const branches = reader.alternation();
  if (reader.peek() !== undefined) throw new Unsupported(reader.peek()!);
  return branches;
}

/** Every item may match nothing; anchored at both ends, one must also take any run of any character. */
function branchMatchesEverything(branch: Branch): boolean {
  if (!branch.items.every((item) => item.min === 0)) return false;
  if (!branch.start || !branch.end) return true;
  return branch.items.some((item) => item.max === Number.POSITIVE_INFINITY && contains(item.set, ALL));
}

/** Whether the pattern matches every string: `""`, `.*`, `^.*`, `.*$`, `^[\s\S]*$` ... */
export function matchesEverything(pattern: string): boolean {
  try {
    return parse(pattern).some(branchMatchesEverything);
  } catch {
    return false;
  }
}

/**
 * Whether `outer` matches every string `inner` matches: its anchors are a subset of inner's, and its
 * items can be laid over inner's in order, each taking a run of consecutive inner items (none, if it
 * may match nothing) whose characters it contains and whose total counts fit its own.
 */
function branchWithin(inner: Branch, outer: Branch): boolean {
  if ((outer.start && !inner.start) || (outer.end && !inner.end)) return false;
  const n = inner.items.length;
  // reach[j]: the first j inner items are covered by the outer items seen so far.
  let reach = Array.from({ length: n + 1 }, (_, j) => j === 0);
  for (const item of outer.items) {
    const next = Array.from({ length: n + 1 }, () => false);
    for (let from = 0; from <= n; from++) {
      if (!reach[from]) continue;
      let min = 0;
      let max = 0;
      for (let to = from; to <= n; to++) {
        if (to > from) {
          const taken = inner.items[to - 1]!;
          if (!contains(item.set, taken.set)) break;
          min += taken.min;
          max += taken.max;
        }
        if (min >= item.min && max <= item.max) next[to] = true;
      }
    }
    reach = next;
  }
  return reach[n] === true;
}

/** True when `next` provably accepts every string `previous` accepts. */
export function acceptsAllOf(previous: string, next: string): boolean {
  if (previous === next || matchesEverything(next)) return true;
  try {
    const outer = parse(next);
    return parse(previous).every((branch) => outer.some((candidate) => branchWithin(branch, candidate)));
  } catch (error) {
    if (error instanceof Unsupported) return false;
    throw error;
  }
}
