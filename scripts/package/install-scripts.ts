/**
 * Which locked packages run an install script that package.json's `allowScripts` does not decide.
 * npm 11.16 and later warn about each on `npm ci` ("install scripts not yet covered by
 * allowScripts"), and a later npm skips them, which would leave esbuild without its binary check.
 * An entry is the package's name (every version) or `name@version`, set to true (run it) or false
 * (skip it), as `npm install-scripts approve|deny` writes them.
 */

export interface ScriptPackage {
  version?: string;
  hasInstallScript?: boolean;
}

/** `name@version` of every locked package with an install script that no `allowScripts` entry covers. */
export function uncoveredInstallScripts(
  packages: Record<string, ScriptPackage>,
  allowScripts: Record<string, boolean> = {},
): string[] {
  const uncovered: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    if (path === '' || !entry.hasInstallScript) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const decided = [name, `${name}@${entry.version}`].some((key) => typeof allowScripts[key] === 'boolean');
    if (!decided) uncovered.push(`${name}@${entry.version}`);
  }
  return uncovered;
}
