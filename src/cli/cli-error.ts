/**
 * An error the CLI reports as one line and an exit code, never as a stack trace.
 * Exit codes: 1 = the check the command ran failed (invalid signature, non-2xx answer, breaking
 * change); 2 = the command could not run (bad arguments, unreadable file, unreachable endpoint).
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 2,
  ) {
    super(message);
  }
}

/** Where commands write; injected so tests read the output without touching process streams. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Whether `out` writes to a terminal, for the colour decision (color.ts). @default false */
  isTTY?: boolean;
}

export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  get isTTY() {
    return process.stdout.isTTY === true;
  },
};
