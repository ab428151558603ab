/** Drills 01 to 05: a provider's document and its bumps (issue #10), through the whole pipeline (run-drills.ts). */
import { bumpDrills } from './drills.js';
import { runDrills } from './run-drills.js';

runDrills(bumpDrills);
