/**
 * The bundled document (generated/openapi.json, as it is) through the other TypeScript generators a
 * user might prefer to ours: openapi-typescript-codegen, swagger-typescript-api, @hey-api/openapi-ts
 * and orval. Each generates a client into a scratch folder; a small consumer of each is then
 * type-checked (strict, one TypeScript program for all four) and must compile:
 *
 * - `checkout_url` of createOrder's success answer is typed `string` (with a `2XX` range,
 *   openapi-typescript-codegen types the answer `void`, swagger-typescript-api `any` and parses no
 *   body; hey-api and orval, which key answers by status, have no `201` answer to read it from);
 * - createAchievement's body is checked: a `name` that is not a string, or no `name`, fails to
 *   compile (an open object, `{ [key: string]: unknown }`, accepts both).
 *
 * About 15 s, most of it the four generators.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_DOCUMENT, runTool, scratchFolder, type Tool, tail } from './tools.js';

/** `Equal<A, B>` is `true` only when A and B are the same type (`any` and `unknown` are not `string`). */
const PRELUDE = `type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
`;

/** The body checks, on a generator's own type for createAchievement's body. */
const bodyChecks = (body: string) => `type Body = ${body};
declare const valid: Body;
// @ts-expect-error name is a string
export const nameNotAString: Body = { ...valid, name: 1 };
const { name: _name, ...withoutName } = valid;
// @ts-expect-error name is required
export const nameMissing: Body = withoutName;
`;

interface Generator {
  /** Folder of its output and name of its consumer file. */
  id: string;
  bin: Tool;
  args: (out: string) => string[];
  consumer: string;
}

const GENERATORS: Generator[] = [
  {
    id: 'openapi-typescript-codegen',
    bin: { pkg: 'openapi-typescript-codegen', name: 'openapi' },
    args: (out) => ['--input', BUNDLED_DOCUMENT, '--output', out, '--client', 'fetch'],
    consumer: `import type { AchievementsService, OrdersService } from './openapi-typescript-codegen';
${PRELUDE}
type Order = Awaited<ReturnType<typeof OrdersService.createOrder>>;
export const checkoutUrl: Equal<Order['checkout_url'], string> = true;
${bodyChecks('Parameters<typeof AchievementsService.createAchievement>[0]')}`,
  },
  {
    id: 'swagger-typescript-api',
    bin: 'swagger-typescript-api',
    args: (out) => ['generate', '--path', BUNDLED_DOCUMENT, '--output', out, '--name', 'api.ts'],
    consumer: `import type { Api } from './swagger-typescript-api/api';
${PRELUDE}
/** The method of whichever route group holds it (the groups follow the paths' first segment). */
type Method<K extends string> = {
  [G in keyof Api<unknown>]: Api<unknown>[G] extends Record<K, infer F> ? F : never;
}[keyof Api<unknown>];
type Order = Awaited<ReturnType<Method<'createOrder'>>>['data'];
export const checkoutUrl: Equal<Order['checkout_url'], string> = true;
${bodyChecks("Parameters<Method<'createAchievement'>>[0]")}`,
  },
  {
    id: 'hey-api',
    bin: 'openapi-ts',
    args: (out) => ['--input', BUNDLED_DOCUMENT, '--output', out],
    consumer: `import type { CreateAchievementData, CreateOrderResponses } from './hey-api/types.gen';
${PRELUDE}
export const checkoutUrl: Equal<CreateOrderResponses[201]['checkout_url'], string> = true;
${bodyChecks("CreateAchievementData['body']")}`,
  },
  {
    id: 'orval',
    bin: 'orval',
    // The fetch client: the default (axios) would need axios installed to type-check.
    args: (out) => ['--input', BUNDLED_DOCUMENT, '--output', join(out, 'api.ts'), '--client', 'fetch'],
    consumer: `import type { createAchievement, createOrder } from './orval/api';
${PRELUDE}
type Order = Extract<Awaited<ReturnType<typeof createOrder>>, { status: 201 }>['data'];
export const checkoutUrl: Equal<Order['checkout_url'], string> = true;
${bodyChecks('Parameters<typeof createAchievement>[0]')}`,
  },
];

const scratch = scratchFolder('generators');
/** Per generator: why it failed to generate, or the compiler's complaints about its client and consumer. */
const problems = new Map<string, string[]>();

beforeAll(async () => {
  for (const generator of GENERATORS) {
    const out = join(scratch.path, generator.id);
    mkdirSync(out, { recursive: true });
    // One at a time: the machine has two cores, and each generator is a whole Node process.
    const result = await runTool(generator.bin, generator.args(out), { cwd: scratch.path });
    if (result.code !== 0) problems.set(generator.id, [`exit ${result.code}: ${tail(result)}`]);
    writeFileSync(join(scratch.path, `${generator.id}.consumer.ts`), generator.consumer);
  }
  const program = ts.createProgram({
    rootNames: GENERATORS.filter((g) => !problems.has(g.id)).map((g) => join(scratch.path, `${g.id}.consumer.ts`)),
    options: {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      skipLibCheck: true,
      types: [],
    },
  });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? relative(scratch.path, diagnostic.file.fileName) : '(program)';
    const id = GENERATORS.find((g) => file.startsWith(g.id))?.id ?? 'program';
    const where = diagnostic.file
      ? `${file}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}`
      : file;
    const message = `${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    problems.set(id, [...(problems.get(id) ?? []), message]);
  }
}, 300_000);

afterAll(() => scratch.remove());

describe('other TypeScript generators on the bundled document', () => {
  it.each(GENERATORS.map((g) => g.id))('%s: checkout_url is a string, the achievement body is checked', (id) => {
    expect(problems.get(id) ?? []).toEqual([]);
  });

  it('type-checks nothing outside the four clients and their consumers', () => {
    expect(problems.get('program') ?? []).toEqual([]);
  });
});
