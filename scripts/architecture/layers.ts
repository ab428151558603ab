/**
 * Which layer of src/ may import which: the table in layers.json, which dependency-cruiser enforces
 * (.dependency-cruiser.cjs), typed here for the layer READMEs' test (architecture.test.ts).
 *
 * A layer is a folder directly under src/ (`entry` is the package's entry files directly in src/).
 * A layer's test files may also import what `testsAlsoImport` lists; code that ships never imports a
 * test file or the test support in test/.
 */
import LAYERS from './layers.json' with { type: 'json' };

/** The layers of src/, lowest first. */
export type SourceLayer = keyof typeof LAYERS;
/** A layer, or a folder beside src/ that a layer may import. */
export type Layer = SourceLayer | 'generated' | 'scripts' | 'contract-tests';

export interface LayerRule {
  /** What the layer's shipped code may import, besides its own files. */
  imports: readonly string[];
  /** What its test files may import on top of `imports`. */
  testsAlsoImport: readonly string[];
}

export const LAYER_RULES: Record<SourceLayer, LayerRule> = LAYERS;
