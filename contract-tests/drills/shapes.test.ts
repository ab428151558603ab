/** Drills 06 to 15: the shapes of published documents (issue 24), through the whole pipeline (run-drills.ts). */
import { runDrills } from './run-drills.js';
import { shapeDrills } from './drills.js';

runDrills(shapeDrills);
