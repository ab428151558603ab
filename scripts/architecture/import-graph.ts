/**
 * The import graph of the hand-written code, read with the TypeScript compiler API: every
 * `import`, `export … from`, `import type` and `import()` of every `.ts` file, resolved the way
 * `tsc` resolves it (tsconfig.json: NodeNext, so `./x.js` is `./x.ts`). Type-only imports count:
 * a cycle of types is still a cycle a reader has to hold in their head, and the layer rules
 * (layers.ts) are about what a folder knows of, not about what survives compilation.
 * Package imports (`openapi-fetch`, `node:fs`) are not edges; only files of this repository are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import of one file: `from` imports `to` at `line` (1-based). Paths are relative to the root, `/`-separated. */
export interface ImportEdge {
  readonly from: string;
  readonly to: string;
  readonly line: number;
}

/** Every file and the files it imports, in source order. */
export type ImportGraph = ReadonlyMap<string, readonly ImportEdge[]>;

const SOURCE = /\.(ts|mts|cts)$/;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.split(sep).includes('node_modules'))
    .sort();
}

function compilerOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
}

/**
 * The graph of every source file under `folders` (relative to `root`). An import that resolves to
 * a file outside them (`generated/schema.d.ts`) is still an edge, so a layer rule can name it.
 */
export function buildImportGraph(root: string, folders: readonly string[]): ImportGraph {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const name = (file: string) => relative(root, file).split(sep).join('/');
  const graph = new Map<string, ImportEdge[]>();
  for (const file of folders.flatMap((folder) => sourceFiles(resolve(root, folder)))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
    const edges: ImportEdge[] = [];
    // `import()` counts as well: a lazy import is no way around a layer rule or a cycle.
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      // Every file here is an ES module (package.json "type": "module").
      const resolved = ts.resolveModuleName(
        imported.fileName,
        file,
        options,
        host,
        cache,
        undefined,
        ts.ModuleKind.ESNext,
      ).resolvedModule?.resolvedFileName;
      if (resolved === undefined) throw new Error(`${name(file)}: cannot resolve ${imported.fileName}`);
      edges.push({
        from: name(file),
        to: name(resolved),
        line: source.getLineAndCharacterOfPosition(imported.pos).line + 1,
      });
    }
    graph.set(name(file), edges);
  }
  return graph;
}
