/**
 * Hostile documents for the tests of every command that reads one (generate, lint:spec, spec diff,
 * spec bump): what an attacker would hand a maintainer.
 */

/**
 * Top-level YAML extensions (`x-bomb-0` ... `x-bomb-<depth>`) in which each level repeats the one
 * below nine times by alias: a few hundred bytes that stand for 9^depth values once expanded.
 * Depth 6 is half a million values (megabytes as JSON), enough to prove a limit without making the
 * code it is tried on before a fix run for minutes.
 */
export function aliasBomb(depth: number): string {
  const lines = [`x-bomb-0: &b0 [${Array(9).fill('lol').join(', ')}]`];
  for (let level = 1; level <= depth; level++) {
    lines.push(
      `x-bomb-${level}: &b${level} [${Array(9)
        .fill(`*b${level - 1}`)
        .join(', ')}]`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** A small valid OpenAPI 3.1 document, one operation whose response schema is `schema`, as YAML. */
export function documentWithSchema(schema: string, extra = ''): string {
  return [
    'openapi: 3.1.0',
    "info: { title: hostile, version: '1' }",
    'paths:',
    '  /things:',
    '    get:',
    '      operationId: listThings',
    '      tags: [Things]',
    '      responses:',
    "        '200':",
    '          description: ok',
    '          content:',
    '            application/json:',
    `              schema: ${schema}`,
    '              example: {}',
    extra,
  ].join('\n');
}
