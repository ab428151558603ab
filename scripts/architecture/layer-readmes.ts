/**
 * Reads the rules a layer's README states (src/<layer>/README.md, section "What may import what"),
 * so architecture.test.ts can hold them to the table in layers.ts (layers.json, which
 * .dependency-cruiser.cjs enforces). The three lines it reads:
 *
 *     - May import: `src/internal/`, `src/errors/`, `generated/`
 *     - Its tests may also import: `src/client/`
 *     - Imported by: `src/cli/`, `src/index.ts`
 *
 * Each names layers by their folder in backticks (`src/index.ts` for `entry`), or says `nothing`.
 * "Imported by" lists the layers whose shipped code may import this one. A line that is missing
 * reads as naming nothing.
 */
import { LAYER_RULES, type Layer, type SourceLayer } from './layers.js';

export { LAYER_RULES, type SourceLayer };

export interface StatedRules {
  imports: Layer[];
  testsAlsoImport: Layer[];
  importedBy: Layer[];
}

/** How a README names a layer. */
export function folderOf(layer: Layer): string {
  if (layer === 'entry') return 'src/index.ts';
  if (layer === 'generated' || layer === 'scripts' || layer === 'contract-tests') return `${layer}/`;
  return `src/${layer}/`;
}

function layersIn(line: string | undefined, where: string): Layer[] {
  if (line === undefined) return [];
  const names = [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const all = [...Object.keys(LAYER_RULES), 'generated', 'scripts', 'contract-tests'] as Layer[];
  return names
    .map((name) => {
      const layer = all.find((candidate) => folderOf(candidate) === name);
      if (layer === undefined)
        throw new Error(`${where}: \`${name}\` is not a layer (${all.map(folderOf).join(', ')})`);
      return layer;
    })
    .sort();
}

/** The rules stated in a README's text. */
export function statedRules(markdown: string, where: string): StatedRules {
  const section = markdown.split(/^## What may import what$/m)[1]?.split(/^## /m)[0];
  if (section === undefined) throw new Error(`${where}: no "## What may import what" section`);
  const line = (label: string) => section.split('\n').find((text) => text.startsWith(`- ${label}:`));
  return {
    imports: layersIn(line('May import'), where),
    testsAlsoImport: layersIn(line('Its tests may also import'), where),
    importedBy: layersIn(line('Imported by'), where),
  };
}

/** The same three lists, as the table in layers.json gives them for `layer`. */
export function tableRules(layer: SourceLayer): StatedRules {
  const rule = LAYER_RULES[layer];
  const importedBy = (Object.keys(LAYER_RULES) as SourceLayer[]).filter((other) =>
    LAYER_RULES[other].imports.includes(layer),
  );
  return {
    imports: [...rule.imports].sort() as Layer[],
    testsAlsoImport: [...rule.testsAlsoImport].sort() as Layer[],
    importedBy: importedBy.sort(),
  };
}
