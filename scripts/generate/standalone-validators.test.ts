import { describe, expect, it } from 'vitest';
import { createSchemaRegistry, createStandaloneAjv, standaloneModuleCode } from './standalone-validators.js';

describe('standaloneModuleCode', () => {
  it('turns every runtime require into an import, bracket-accessed formats such as date-time included', () => {
    const ajv = createStandaloneAjv({ components: { schemas: {} } });
    const registry = createSchemaRegistry(ajv, 'v');
    registry.add({ type: 'string', format: 'date-time' });
    registry.add({ type: 'string', format: 'ipv4' });
    const code = standaloneModuleCode(ajv, registry.exports);
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).toContain('.fullFormats["date-time"]');
    expect(code).toMatch(/^import \* as \w+ from "ajv-formats\/dist\/formats\.js";$/m);
  });
});
