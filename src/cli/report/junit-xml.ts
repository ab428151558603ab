/**
 * JUnit XML, the test-report format CI systems read (GitHub, GitLab, Jenkins, Azure, CircleCI):
 * `<testsuites>` of `<testsuite>`s of `<testcase>`s, a failing case carrying `<failure message>`
 * with the full reason as its text, a skipped one `<skipped message>`. Only the elements and
 * attributes every common reader understands are written; extra context goes to `<system-out>`.
 */

export interface JUnitCase {
  name: string;
  /** Readers group by it; e.g. `contract.operations`. */
  classname: string;
  failure?: { message: string; text: string };
  skipped?: string;
  /** Context shown with the case (status codes seen, what each check did). */
  output?: string;
  /** Seconds the case took; 0 when nothing was run for it (a `spec diff` case). @default 0 */
  time?: number;
}

export interface JUnitSuite {
  name: string;
  cases: JUnitCase[];
}

/** Characters XML 1.0 cannot carry at all (most control characters) are dropped. */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One line, for an attribute: readers show it as the failure's title. */
const attribute = (text: string) => escapeXml(text.replace(/\s*\n\s*/g, ' '));

function counts(cases: readonly JUnitCase[]) {
  const failures = cases.filter((c) => c.failure).length;
  const skipped = cases.filter((c) => c.skipped !== undefined).length;
  return `tests="${cases.length}" failures="${failures}" errors="0" skipped="${skipped}"`;
}

/** A suite's time is its cases' (the run's own start-up belongs to no suite). */
const suiteTime = (cases: readonly JUnitCase[]) => cases.reduce((sum, c) => sum + (c.time ?? 0), 0).toFixed(3);

function testcase(c: JUnitCase): string[] {
  const time = (c.time ?? 0).toFixed(3);
  const open = `    <testcase name="${attribute(c.name)}" classname="${attribute(c.classname)}" time="${time}"`;
  const body: string[] = [];
  if (c.failure) {
    body.push(
      `      <failure message="${attribute(c.failure.message)}" type="failure">${escapeXml(c.failure.text)}</failure>`,
    );
  }
  if (c.skipped !== undefined) body.push(`      <skipped message="${attribute(c.skipped)}"/>`);
  if (c.output) body.push(`      <system-out>${escapeXml(c.output)}</system-out>`);
  return body.length === 0 ? [`${open}/>`] : [`${open}>`, ...body, '    </testcase>'];
}

/** The whole document; `time` is the run's duration in seconds. */
export function junitXml(name: string, suites: readonly JUnitSuite[], time: number): string {
  const all = suites.flatMap((s) => s.cases);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${attribute(name)}" ${counts(all)} time="${time.toFixed(3)}">`,
    ...suites.flatMap((suite) => [
      `  <testsuite name="${attribute(suite.name)}" ${counts(suite.cases)} time="${suiteTime(suite.cases)}">`,
      ...suite.cases.flatMap(testcase),
      '  </testsuite>',
    ]),
    '</testsuites>',
    '',
  ].join('\n');
}
