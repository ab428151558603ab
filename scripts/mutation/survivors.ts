/**
 * Which surviving mutants the project has accepted as equivalent: in verification, the
 * replay window, idempotency and redaction, every mutant that survives `npm run test:mutation` must
 * be killed by a test or listed in stryker.equivalent-mutants.txt with one line saying why.
 *
 * A line of that file names a mutant by what it changes, not by where, so it stays valid while
 * the lines around it move: `<file> | <mutator> | <original> -> <replacement> | <why>`, the original
 * and replacement with their whitespace collapsed (an original may end in `…` to match a prefix).
 * Where the same change is made elsewhere in the file too, `<original> @ <context>` also requires
 * the mutant's source line to contain `<context>`, so the listing cannot excuse the other one.
 */

/** The part of Stryker's JSON report (mutation-testing-report-schema) this check reads. */
export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
}

export interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface Equivalent {
  file: string;
  mutator: string;
  original: string;
  /** Text the mutant's source line must contain, when given. */
  context?: string;
  replacement: string;
  why: string;
  /** 1-based line in the equivalents file, for messages. */
  line: number;
}

/** A survivor as the check reports it. */
export interface Survivor {
  file: string;
  line: number;
  mutator: string;
  original: string;
  /** The whole source line the mutant starts on. */
  lineText: string;
  replacement: string;
}

/** The modules whose survivors must be killed or listed (the ones guarding money and keys). */
export const GUARDED = [
  /^src\/webhooks\/(replay-window|signature|web-crypto-signature|verify)\.ts$/,
  /^src\/webhooks\/idempotency\/[^/]+\.ts$/,
  /^src\/client\/key-safety\/redact\.ts$/,
];

const SURVIVED = new Set(['Survived', 'NoCoverage']);

export const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Parses the equivalents file; throws naming the line for one that is not five fields. */
export function parseEquivalents(text: string): Equivalent[] {
  const equivalents: Equivalent[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const fields = line.split(' | ');
    const change = fields.slice(2, -1).join(' | ');
    const arrow = change.indexOf(' -> ');
    const why = fields.at(-1)?.trim() ?? '';
    if (fields.length < 4 || arrow === -1 || why === '') {
      throw new Error(
        `stryker.equivalent-mutants.txt:${index + 1}: expected "<file> | <mutator> | <original> -> <replacement> | <why>"`,
      );
    }
    const [original, context] = change.slice(0, arrow).split(' @ ') as [string, string | undefined];
    equivalents.push({
      file: fields[0]!,
      mutator: fields[1]!,
      original,
      ...(context === undefined ? {} : { context }),
      replacement: change.slice(arrow + 4),
      why,
      line: index + 1,
    });
  });
  return equivalents;
}

/** The source text a mutant replaces. */
export function originalText(source: string, mutant: ReportMutant): string {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  // mutation-testing-report-schema: lines and columns are 1-based.
  if (start.line === end.line) return lines[start.line - 1]!.slice(start.column - 1, end.column - 1);
  const middle = lines.slice(start.line, end.line - 1);
  return [
    lines[start.line - 1]!.slice(start.column - 1),
    ...middle,
    lines[end.line - 1]!.slice(0, end.column - 1),
  ].join('\n');
}

function matches(equivalent: Equivalent, survivor: Survivor): boolean {
  if (equivalent.file !== survivor.file || equivalent.mutator !== survivor.mutator) return false;
  if (collapse(equivalent.replacement) !== collapse(survivor.replacement)) return false;
  if (equivalent.context !== undefined && !collapse(survivor.lineText).includes(collapse(equivalent.context))) {
    return false;
  }
  const original = collapse(equivalent.original);
  return original.endsWith('…')
    ? collapse(survivor.original).startsWith(original.slice(0, -1))
    : collapse(survivor.original) === original;
}

/** Survivors in guarded modules, split into those listed as equivalent and those that are not. */
export function checkSurvivors(
  report: MutationReport,
  equivalents: Equivalent[],
  guarded: readonly RegExp[] = GUARDED,
): { unlisted: Survivor[]; listed: Survivor[]; stale: Equivalent[] } {
  const survivors: Survivor[] = [];
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    if (!guarded.some((pattern) => pattern.test(file))) continue;
    for (const mutant of mutants) {
      if (!SURVIVED.has(mutant.status)) continue;
      survivors.push({
        file,
        line: mutant.location.start.line,
        mutator: mutant.mutatorName,
        original: originalText(source, mutant),
        lineText: source.split('\n')[mutant.location.start.line - 1] ?? '',
        replacement: mutant.replacement ?? '',
      });
    }
  }
  const used = new Set<Equivalent>();
  const listed: Survivor[] = [];
  const unlisted: Survivor[] = [];
  for (const survivor of survivors) {
    const equivalent = equivalents.find((candidate) => matches(candidate, survivor));
    if (equivalent) {
      used.add(equivalent);
      listed.push(survivor);
    } else unlisted.push(survivor);
  }
  return { unlisted, listed, stale: equivalents.filter((equivalent) => !used.has(equivalent)) };
}

/** A survivor as a line the equivalents file would take (with the reason still to write). */
export function describeSurvivor(survivor: Survivor): string {
  return `${survivor.file} | ${survivor.mutator} | ${collapse(survivor.original)} -> ${collapse(survivor.replacement)} | <why>`;
}
