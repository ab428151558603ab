/**
 * `npm ci` prints no install-scripts warning: every locked package with an install script (esbuild,
 * for its platform binary) is approved or denied in package.json's `allowScripts`.
 */
import { describe, expect, it } from 'vitest';
import { readJson } from './engines.js';
import { type ScriptPackage, uncoveredInstallScripts } from './install-scripts.js';

describe('install scripts', () => {
  it('finds a package whose install script no entry decides (the check itself works)', () => {
    const packages = {
      '': {},
      'node_modules/esbuild': { version: '0.28.2', hasInstallScript: true },
      'node_modules/tsup/node_modules/esbuild': { version: '0.27.7', hasInstallScript: true },
      'node_modules/yaml': { version: '2.9.1' },
    };
    expect(uncoveredInstallScripts(packages)).toEqual(['esbuild@0.28.2', 'esbuild@0.27.7']);
    expect(uncoveredInstallScripts(packages, { 'esbuild@0.28.2': true })).toEqual(['esbuild@0.27.7']);
    expect(uncoveredInstallScripts(packages, { esbuild: false })).toEqual([]);
  });

  it("package.json's allowScripts decides every install script of package-lock.json", () => {
    const { packages } = readJson('package-lock.json') as { packages: Record<string, ScriptPackage> };
    expect(uncoveredInstallScripts(packages, readJson('package.json').allowScripts)).toEqual([]);
  });
});
