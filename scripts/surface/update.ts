/** `npm run surface:update`: rewrites scripts/surface/public-surface.txt from the entries' exports. */
import { writeFileSync } from 'node:fs';
import { MAX_EXPORTS, publicSurface, SNAPSHOT } from './public-surface.js';

const lines = publicSurface();
writeFileSync(SNAPSHOT, `${lines.join('\n')}\n`);
console.log(`wrote ${lines.length} exported names (at most ${MAX_EXPORTS}) to scripts/surface/public-surface.txt`);
