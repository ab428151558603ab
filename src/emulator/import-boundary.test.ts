/**
 * What the emulator's module graph may hold, and who may import it (src/emulator/README.md):
 * - the client and the receiver never import the emulator (a game's production bundle must not
 *   carry it);
 * - the emulator compiles nothing at start: no ajv compiler, no swagger-parser, no YAML parser, no
 *   Prism; its validators were compiled by `npm run generate`.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Every file of `entry`'s graph, and every package it imports (kept external). */
async function graph(entry: string): Promise<{ files: string[]; packages: string[] }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const inputs = Object.entries(result.metafile.inputs);
  return {
    files: inputs.map(([file]) => file),
    packages: [...new Set(inputs.flatMap(([, input]) => input.imports.filter((i) => i.external).map((i) => i.path)))],
  };
}

describe('module boundaries of the emulator', () => {
  it.each(['src/index.ts', 'src/webhooks/index.ts', 'src/testing/index.ts'])(
    '%s does not import src/emulator',
    async (entry) => {
      const { files } = await graph(entry);
      expect(files.filter((file) => file.startsWith('src/emulator/'))).toEqual([]);
    },
  );

  it('the emulator loads no compiler or document parser, only the precompiled validators', async () => {
    const { files, packages } = await graph('src/emulator/index.ts');
    expect(files).toContain('generated/request-validators.js');
    expect(files).not.toContain('generated/openapi.json');
    const heavy = packages.filter((name) =>
      /^(ajv($|\/dist\/(2020|ajv|core))|@apidevtools\/|yaml$|@stoplight\/|json-schema-faker)/.test(name),
    );
    expect(heavy).toEqual([]);
    expect(packages.filter((name) => name.startsWith('ajv'))).toEqual(
      packages.filter((name) => /^ajv(-formats)?\/dist\/(runtime|formats)/.test(name)),
    );
  });
});
