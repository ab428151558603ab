/**
 * The CHANGELOG.md entry a bump writes: one bullet under `## Unreleased` in the changelog's own style
 * (a dash, a sentence, continuation lines indented by two spaces), naming the spec version and every
 * breaking change first, then the non-breaking ones (at most NON_BREAKING_SHOWN, then a count: the
 * full list is `spec diff`'s job).
 */
import type { Change } from '../../src/cli/spec-diff/index.js';
import type { VersionProposal } from './next-version.js';

const NON_BREAKING_SHOWN = 20;
const UNRELEASED = '## Unreleased';

export interface EntryInput {
  specVersion: string;
  previousSpecVersion: string;
  changes: readonly Change[];
  proposal: VersionProposal;
}

function item(change: Change): string {
  const reaches = change.reaches && change.reaches.length > 0 ? ` (reaches ${change.reaches.length})` : '';
  return `  - \`${change.location}\`: ${change.message}${reaches}.`;
}

/** The entry's lines, or none when the API did not change. */
export function changelogEntry(input: EntryInput): string[] {
  const { changes, proposal } = input;
  if (changes.length === 0) return [];
  const breaking = changes.filter((c) => c.severity === 'breaking');
  const other = changes.filter((c) => c.severity !== 'breaking');
  const lines = [
    `- API spec ${input.specVersion} (was ${input.previousSpecVersion}), brought in with \`spec bump\`; next version`,
    `  proposed: ${proposal.next} (${proposal.reason}).`,
  ];
  if (breaking.length > 0) lines.push(`  Breaking (${breaking.length}):`, ...breaking.map(item));
  if (other.length > 0) {
    lines.push(`  Non-breaking (${other.length}):`, ...other.slice(0, NON_BREAKING_SHOWN).map(item));
    if (other.length > NON_BREAKING_SHOWN)
      lines.push(`  - and ${other.length - NON_BREAKING_SHOWN} more (\`spec diff\` lists them).`);
  }
  return lines;
}

/** CHANGELOG.md with the entry first under `## Unreleased` (the section is added when missing). */
export function insertEntry(changelog: string, entry: readonly string[]): string {
  if (entry.length === 0) return changelog;
  const lines = changelog.split('\n');
  let at = lines.indexOf(UNRELEASED);
  if (at === -1) {
    const firstSection = lines.findIndex((line) => line.startsWith('## '));
    at = firstSection === -1 ? lines.length : firstSection;
    lines.splice(at, 0, UNRELEASED, '');
  }
  lines.splice(at + 2, 0, ...entry);
  // Keep a blank line between the entry's last line and an existing bullet or section below it.
  return lines
    .join('\n')
    .replace(`${entry.at(-1)}\n- `, `${entry.at(-1)}\n\n- `)
    .replace(`${entry.at(-1)}\n## `, `${entry.at(-1)}\n\n## `);
}
