/**
 * Thrown when the emulator built a webhook event its own document refuses (a bug, or a seed whose
 * campaign or program data does not fit the schema). Such an event is never sent.
 */
export class EmulatorEventError extends Error {
  override name = 'EmulatorEventError';
}
