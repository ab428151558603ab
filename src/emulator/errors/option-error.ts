/**
 * An option of `startEmulator` (or a flag of the CLI's `emulator` command) the emulator cannot use,
 * named by its place, e.g. `apiKeys[1]: unknown suffix ":prod"; ...`. A `RangeError`, so code that
 * caught the emulator's earlier option errors keeps working. Never carries an API key.
 */
export class EmulatorOptionError extends RangeError {
  override readonly name = 'EmulatorOptionError';

  constructor(
    /** The option at fault, e.g. `port`, `apiKeys[1]`, `apiKeys[0].environment`. */
    readonly option: string,
    /** What is wrong with it, without the option's name. */
    readonly problem: string,
  ) {
    super(`${option}: ${problem}`);
  }
}
