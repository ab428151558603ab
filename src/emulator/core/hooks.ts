/**
 * Events the emulator announces after a request's state change has committed (an order created, a
 * custom event submitted, a webhook registered, ...), so a feature can add behaviour (deliveries,
 * popups) without editing the handler that made the change. Listeners run synchronously, in
 * registration order, after the answer is decided; one that throws is reported (`log`) and does not
 * stop the others or change the answer.
 *
 * Features add their own events by declaration merging:
 * `declare module '../../hooks.js' { interface EmulatorEvents { paymentSucceeded: {...} } }`.
 */

// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one block per feature
export interface EmulatorEvents {}

export type EmulatorEventName = keyof EmulatorEvents;

export class Hooks {
  readonly #listeners = new Map<string, ((event: never) => void)[]>();
  readonly #report: (error: unknown, event: string) => void;

  constructor(report: (error: unknown, event: string) => void) {
    this.#report = report;
  }

  /** Calls `listener` for every `name` event, for the emulator's lifetime. */
  on<N extends EmulatorEventName>(name: N, listener: (event: EmulatorEvents[N]) => void): void {
    const list = this.#listeners.get(name) ?? [];
    list.push(listener as (event: never) => void);
    this.#listeners.set(name, list);
  }

  emit<N extends EmulatorEventName>(name: N, event: EmulatorEvents[N]): void {
    for (const listener of this.#listeners.get(name) ?? []) {
      try {
        (listener as (event: EmulatorEvents[N]) => void)(event);
      } catch (error) {
        this.#report(error, name);
      }
    }
  }
}
