/**
 * `spec diff --reporter junit`: one test case per operation and per webhook of either document,
 * failing when a breaking change reaches it (every such change in the failure), and one case per
 * change that reaches no single endpoint (servers, a security scheme nobody uses). So a CI test
 * view reads "43 operations, 2 broken" rather than a flat list of edits.
 */
import { type JUnitCase, junitXml } from '../report/junit-xml.js';
import { endpointsOf } from './endpoints.js';
import type { Change, JsonObject } from './types.js';

/** Every operation and webhook label of both documents, old order first, each once. */
function labelsOf(before: JsonObject, after: JsonObject): string[] {
  const labels = [before, after].flatMap((root) =>
    (['paths', 'webhooks'] as const).flatMap((section) => [...endpointsOf(root, section).values()].map((e) => e.label)),
  );
  return [...new Set(labels)];
}

/** Whether `change` is made at `label` (its location starts there) or reaches it (a shared schema). */
const touches = (change: Change, label: string) =>
  change.location === label || change.location.startsWith(`${label} `) || (change.reaches ?? []).includes(label);

const line = (change: Change) => `${change.severity}: ${change.location}: ${change.message}`;

function testcase(name: string, classname: string, changes: readonly Change[]): JUnitCase {
  const breaking = changes.filter((c) => c.severity === 'breaking');
  const output = changes.length > 0 ? changes.map(line).join('\n') : 'unchanged';
  if (breaking.length === 0) return { name, classname, output };
  const first = `${breaking[0]!.location}: ${breaking[0]!.message}`;
  const message = breaking.length === 1 ? first : `${breaking.length} breaking changes, the first: ${first}`;
  return { name, classname, output, failure: { message, text: breaking.map(line).join('\n') } };
}

export function formatJunit(changes: readonly Change[], before: JsonObject, after: JsonObject): string {
  const labels = labelsOf(before, after);
  const cases = labels.map((label) =>
    testcase(
      label,
      label.startsWith('webhook ') ? 'spec-diff.webhooks' : 'spec-diff.operations',
      changes.filter((c) => touches(c, label)),
    ),
  );
  const elsewhere = changes
    .filter((c) => !labels.some((label) => touches(c, label)))
    .map((c) => testcase(c.location, 'spec-diff.document', [c]));
  return junitXml('spec diff', [{ name: 'spec diff', cases: [...cases, ...elsewhere] }], 0);
}
