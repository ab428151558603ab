/** The `game-commerce-s2s` bin. */
import { run } from './program.js';

process.exitCode = await run(process.argv.slice(2));
