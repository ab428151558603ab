/**
 * `spec diff` between two versions of a provider-style document (provider-style/, written for this
 * test: its own schemas and words): the header says OpenAPI 3.1.0, the schemas use 3.0's
 * `nullable: true` (alone, beside a `$ref`, inside an `anyOf` member), one operationId names two
 * operations, validation errors are FastAPI's. That is the shape of the service maker's published
 * document (docs/bumping-the-spec.md, "The provider's document as an input"), read the way a
 * maintainer compares its old and new versions.
 *
 * Between the two versions: a response field may now be null, a request field may no longer be
 * null, a required request field is added, an enum value is removed, one of the two operations that
 * share an operationId narrows a bound, and `nullable` is respelled the 3.1 way (`type: [x, 'null']`,
 * `anyOf: [X, { type: 'null' }]`), which changes nothing and must not be reported.
 */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import type { CliError } from '../cli-error.js';
import { registerSpecDiff } from '../commands/spec-diff.js';
import { diffDocuments } from './diff-documents.js';
import type { SpecDiffJson } from './format-report.js';
import { lines } from '../../../test/support/cli/spec-diff-documents.js';

const OLD = new URL('../../../test/support/cli/provider-style/quests-2026.01.10.json', import.meta.url);
const NEW = new URL('../../../test/support/cli/provider-style/quests-2026.03.02.json', import.meta.url);
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as unknown;

const S = '#/components/schemas';

describe('spec diff on provider-style documents (3.1.0 header, 3.0 nullable, a duplicate operationId)', () => {
  it('reports each change with the verdict of who reads it, and nothing for nullable respelled the 3.1 way', () => {
    expect(lines(diffDocuments(read(OLD), read(NEW)))).toEqual([
      `${S}/BadgeCreate note: type changed from null|string to string (breaking)`,
      `${S}/BadgeCreate tier: required property added (breaking)`,
      `${S}/BadgeKind: enum values removed: "seasonal" (breaking where sent) (breaking)`,
      `${S}/BadgeRead expires_at: type changed from integer to integer|null (breaking)`,
      `${S}/GuildPointsGrant amount: maximum changed: 50000 -> 20000 (breaking)`,
    ]);
  });

  it('names the operations each change reaches, each of the two grant_points on its own', () => {
    const changes = diffDocuments(read(OLD), read(NEW));
    const kind = changes.find((c) => c.location === `${S}/BadgeKind`)!;
    expect(kind.reaches).toEqual(['GET /v1/badges', 'POST /v1/badges']);
    // The two operations named grant_points are matched by method and path, each on its own.
    const grant = changes.find((c) => c.location === `${S}/GuildPointsGrant amount`)!;
    expect(grant.reaches).toEqual(['POST /v1/guilds/{guild_id}/grant_points']);
    expect(changes.some((c) => c.kind === 'method-renamed' || c.kind === 'operation-removed')).toBe(false);
  });

  it('finds no change between a version and itself, and none when only nullable is respelled', () => {
    expect(diffDocuments(read(NEW), read(NEW))).toEqual([]);
    const respelled = read(OLD) as { components: { schemas: Record<string, { properties: Record<string, object> }> } };
    const { properties } = respelled.components.schemas.PlayerPointsGrant!;
    properties.reason = { type: ['string', 'null'], title: 'Reason' };
    for (const name of ['BadgeCreate', 'BadgeRead']) {
      const reward = respelled.components.schemas[name]!.properties.reward as { anyOf: object[] };
      reward.anyOf[0] = { type: ['integer', 'null'], minimum: 0 };
    }
    expect(lines(diffDocuments(read(OLD), respelled))).toEqual([]);
  });

  it('exits 1 from the command line, with the breaking changes counted in the JSON report', async () => {
    const out: string[] = [];
    const io = { out: (line: string) => void out.push(line), err: () => undefined };
    const program = new Command('game-commerce-s2s').exitOverride();
    registerSpecDiff(program.command('spec'), io);
    const run = program.parseAsync(['spec', 'diff', OLD.pathname, NEW.pathname, '--reporter', 'json'], {
      from: 'user',
    });
    await expect(run).rejects.toMatchObject({ exitCode: 1 } satisfies Partial<CliError>);
    const report = JSON.parse(out.join('\n')) as SpecDiffJson;
    expect({ breaking: report.breaking, nonBreaking: report.nonBreaking }).toEqual({ breaking: 5, nonBreaking: 0 });
  });
});
