/**
 * npm's `version` script (`npm version <next>`, as `spec bump` proposes): records the document being
 * released, generated/openapi.json, as openapi/released/openapi.json, which the next `spec bump`
 * compares with. npm then commits it with the version change (package.json's script runs `git add`).
 */
import { copyFileSync } from 'node:fs';

copyFileSync('generated/openapi.json', 'openapi/released/openapi.json');
console.log("recorded generated/openapi.json as openapi/released/openapi.json (the last release's document)");
