/**
 * `npm run lint:spec`: structural validation (swagger-parser, via the same path `generate` uses)
 * plus Redocly's semantic lint with redocly.yaml.
 *
 * swagger-parser alone lets duplicate operationIds and undeclared path parameters through for 3.1
 * documents; Redocly catches those and applies its operation rules to `webhooks:` too. Redocly exits
 * non-zero only on errors, so any warning it prints (including about redocly.yaml itself) fails here.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { DOCUMENT_ROOT, validateAndBundle } from './generate/bundle.js';

await validateAndBundle();
console.log(`swagger-parser: ${DOCUMENT_ROOT} is valid.`);

const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const result = spawnSync(process.execPath, [redoclyCli, 'lint', DOCUMENT_ROOT, '--config', 'redocly.yaml'], {
  encoding: 'utf8',
  // No network here: keep Redocly from phoning home or checking for updates.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
// Drop the boxed Node-version banner Redocly prints on Node 20; it is not a finding.
const output = `${result.stdout}${result.stderr}`
  .split('\n')
  .filter((line) => !/[║╔╚]/.test(line))
  .join('\n')
  .trim();
console.log(output);

const warned = /warning/i.test(output);
if (result.status !== 0 || warned) {
  console.error(`lint:spec failed (redocly exit ${result.status}${warned ? ', warnings reported' : ''}).`);
  process.exit(1);
}
