/**
 * The `--document` run's mock runs in the run's own process (the run is bundled into the published
 * CLI, which has no separate entry a worker could start), so its faults are contained here. While
 * the guard is on:
 * - whatever Prism and its libraries print through `console` (micri prints the stack of an error a
 *   request handler throws) goes to the mock's log, not to the run's output;
 * - an uncaught exception or unhandled rejection thrown inside the mock's own modules (its stack runs
 *   through @stoplight/, micri or fp-ts; Prism 5 decodes a form body outside its handler, and a
 *   malformed `%` escape there ends in an uncaught URIError) is written to the log and counted instead
 *   of ending the run. The request that met it is never answered: the run reports it as a run
 *   problem when its time-out passes (mock-connection.ts). Anything else is not the mock's, and ends
 *   the process as it would have.
 */
import { appendFileSync } from 'node:fs';
import { format } from 'node:util';

export interface MockGuard {
  /** How many faults of the mock were caught and logged. */
  faults(): number;
  /** Puts `console` and the process's fault handling back as they were. */
  restore(): void;
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
/** Where the mock's own code lives: Prism, its HTTP server, and the functional library it is built on. */
const MOCK_MODULES = /[\\/]node_modules[\\/](@stoplight|micri|fp-ts)[\\/]/;

export function guardMock(logFile: string): MockGuard {
  const write = (name: string, text: string) =>
    appendFileSync(logFile, `${JSON.stringify({ time: Date.now(), name, msg: text })}\n`);
  const saved = CONSOLE_METHODS.map((method) => [method, console[method]] as const);
  for (const method of CONSOLE_METHODS) {
    console[method] = (...args: unknown[]) => write(`console.${method}`, format(...args));
  }
  let faults = 0;
  const onFault = (reason: unknown) => {
    const stack = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    if (!MOCK_MODULES.test(stack)) {
      restore();
      throw reason; // not the mock's: end the process as Node would have
    }
    faults++;
    write('mock-fault', stack);
  };
  process.on('uncaughtException', onFault);
  process.on('unhandledRejection', onFault);
  const restore = () => {
    process.off('uncaughtException', onFault);
    process.off('unhandledRejection', onFault);
    for (const [method, original] of saved) console[method] = original;
  };
  return { faults: () => faults, restore };
}
