/**
 * The emulator's request log, written once per turn of the event loop instead of once per line.
 *
 * The CLI logs a line per request. Node writes stdout synchronously to files and pipes, so a write
 * per line cost the emulator an eighth of its CPU at 16 requests in flight (scripts/bench/emulator.ts,
 * profiled): under load many requests finish in one turn, and they now share one write. Lines keep
 * their order, and `flush` writes what is pending at once (before the CLI prints its last lines).
 */
export interface BatchedLines {
  /** Queues a line; it is written, with the others of this turn, once the turn ends. */
  add(line: string): void;
  /** Writes every queued line now. */
  flush(): void;
}

/** `write` gets the queued lines joined by newlines (as one `CliIo.out` call, which adds the last). */
export function batchLines(write: (text: string) => void): BatchedLines {
  let pending: string[] = [];
  let scheduled = false;
  const flush = (): void => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('\n');
    pending = [];
    write(text);
  };
  return {
    add(line) {
      pending.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
