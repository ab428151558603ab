/**
 * A seed file or snapshot the emulator cannot load, with the place of the fault, e.g.
 * `seed.achievements[2].id: must be a non-empty string`. Nothing is loaded when one is thrown.
 */
export class SeedError extends Error {
  override readonly name = 'SeedError';
  constructor(
    /** Where the fault is, e.g. `seed.achievements[2].id`. */
    readonly at: string,
    problem: string,
  ) {
    super(`${at}: ${problem}`);
  }
}
