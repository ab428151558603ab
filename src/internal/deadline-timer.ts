/**
 * One timer for the deadlines of many attempts that share a `timeoutMs`.
 *
 * Why not a setTimeout per attempt: Node drops a timer list when its last timer is cleared and
 * rebuilds it (a priority-queue insert and a native call) for the next one, so a client making
 * sequential calls paid that on every attempt, 1-2 % of a local round trip. Here attempts with
 * the same `timeoutMs` start in order, so their deadlines are in order too: they wait in a FIFO
 * and one timer, armed for the oldest live one, serves them all. A finished attempt only marks
 * itself done; the timer skips it when it fires.
 *
 * The timer is unref'd: a pending deadline alone should not keep a process alive (an attempt in
 * flight already does, through its socket).
 */

/** What the timer needs from an attempt. */
export interface Expirable {
  /** Set by `DeadlineTimer` once the attempt has settled; a done attempt is never expired. */
  done: boolean;
  /** Called at the deadline, at most once. */
  expire(): void;
}

interface Entry {
  attempt: Expirable;
  deadline: number;
}

export class DeadlineTimer {
  readonly timeoutMs: number;
  readonly #now: () => number;
  #queue: Entry[] = [];
  #head = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The entry the armed timer was set for; it expires when the timer fires, whatever the clock says. */
  #armedFor: Entry | undefined;

  constructor(timeoutMs: number, now: () => number = Date.now) {
    this.timeoutMs = timeoutMs;
    this.#now = now;
  }

  /** Starts `attempt`'s deadline, `timeoutMs` from now. */
  start(attempt: Expirable): void {
    const entry = { attempt, deadline: this.#now() + this.timeoutMs };
    this.#queue.push(entry);
    if (this.#timer === undefined) this.#arm(entry, this.timeoutMs);
  }

  /** Marks `attempt` settled. Cheap: the queue drops it lazily. */
  finish(attempt: Expirable): void {
    attempt.done = true;
    this.#dropDoneHead();
  }

  /** Attempts still waiting for their deadline (for tests). */
  get pending(): number {
    return this.#queue.slice(this.#head).filter((entry) => !entry.attempt.done).length;
  }

  readonly #fire = (): void => {
    const armed = this.#armedFor;
    this.#timer = undefined;
    this.#armedFor = undefined;
    // Fake timers in tests may move setTimeout without moving Date; the armed entry is due either way.
    const due = Math.max(this.#now(), armed?.deadline ?? 0);
    while (this.#head < this.#queue.length) {
      const entry = this.#queue[this.#head] as Entry;
      if (!entry.attempt.done && entry.deadline > due) break;
      this.#head++;
      if (!entry.attempt.done) {
        entry.attempt.done = true;
        entry.attempt.expire();
      }
    }
    this.#compact();
    const next = this.#queue[this.#head];
    if (next !== undefined) this.#arm(next, Math.max(1, next.deadline - this.#now()));
  };

  #arm(entry: Entry, delay: number): void {
    this.#armedFor = entry;
    this.#timer = setTimeout(this.#fire, delay);
    this.#timer.unref?.();
  }

  #dropDoneHead(): void {
    while (this.#head < this.#queue.length && (this.#queue[this.#head] as Entry).attempt.done) this.#head++;
    this.#compact();
  }

  #compact(): void {
    if (this.#head === this.#queue.length) {
      this.#queue = [];
      this.#head = 0;
    } else if (this.#head > 1024 && this.#head * 2 > this.#queue.length) {
      this.#queue = this.#queue.slice(this.#head);
      this.#head = 0;
    }
  }
}
