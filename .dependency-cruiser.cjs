/**
 * The import rules of the repository, checked by dependency-cruiser (`npx depcruise src scripts
 * contract-tests examples`; scripts/architecture/architecture.test.ts runs it in `npm test`).
 *
 * The layers of src/ and what each may import are the table in scripts/architecture/layers.json
 * (the layer READMEs state the same lines; the test holds them to it). A layer is a folder directly
 * under src/; `entry` is src/index.ts and src/schema.ts. A layer's test files may also import what
 * `testsAlsoImport` lists; shipped code never imports them. Test support lives outside src/, in test/.
 */
const LAYERS = require('./scripts/architecture/layers.json');

/** A test file, or test support (top-level `test/`: everything in src/ but test files ships). */
const TEST_FILE = '\\.(test|test-d|proof|spec)\\.ts$';
const TEST = [TEST_FILE, '^test/'];
/** Where each layer's files are. */
const FOLDER = {
  entry: '^src/[^/]+\\.ts$',
  generated: '^generated/',
  scripts: '^scripts/',
  'contract-tests': '^contract-tests/',
};
const folder = (layer) => FOLDER[layer] ?? `^src/${layer}/`;
/** Everything a layer could import by mistake: the other layers of src/ and the folders beside it. */
const ALL = ['^src/', '^generated/', '^scripts/', '^contract-tests/'];

/** One rule per layer and kind of file: an import outside the layer and what it may import is an error. */
function layerRules(layer, rule) {
  const shipped = {
    name: `layer-${layer}`,
    comment: `src/${layer === 'entry' ? 'index.ts' : `${layer}/`} may import only ${rule.imports.join(', ') || 'nothing'}`,
    severity: 'error',
    from: { path: folder(layer), pathNot: TEST },
    to: { path: ALL, pathNot: [folder(layer), ...rule.imports.map(folder)] },
  };
  const tests = {
    name: `layer-${layer}-tests`,
    comment: `tests of src/${layer}/ may also import ${rule.testsAlsoImport.join(', ') || 'nothing more'}`,
    severity: 'error',
    from: { path: `${folder(layer)}.*${TEST_FILE}` },
    to: { path: ALL, pathNot: [folder(layer), ...[...rule.imports, ...rule.testsAlsoImport].map(folder)] },
  };
  // The entry's own test files sit beside it in src/, which the entry pattern does not cover.
  if (layer === 'entry') tests.from = { path: '^src/[^/]+\\.test(-d)?\\.ts$' };
  return [shipped, tests];
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle: a type two modules need goes down into a lower one',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-not-to-tooling',
      comment: 'The package never imports the contract suite or the repository scripts',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST },
      to: { path: ['^contract-tests/', '^scripts/'] },
    },
    {
      name: 'src-tests-not-to-contract-tests',
      comment: 'Not even in a test: the contract suite is above the package',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^contract-tests/' },
    },
    {
      name: 'contract-tests-not-to-scripts',
      comment: 'The contract suite stands on the package and the generated files alone',
      severity: 'error',
      from: { path: '^contract-tests/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'shipped-not-to-test-support',
      comment: 'Code that ships never imports a test file or test support',
      severity: 'error',
      from: { path: '^src/', pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: 'entries-not-to-emulator',
      comment: 'A game backend that imports the client, the receiver or the testing helpers never loads the emulator',
      severity: 'error',
      from: { path: '^src/(index|client/index|webhooks/index|testing/index)\\.ts$' },
      to: { path: '^src/emulator/', reachable: true },
    },
    ...Object.entries(LAYERS).flatMap(([layer, rule]) => layerRules(layer, rule)),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/', '^docs-site/', '\\.out/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
