/**
 * A value, or a promise of one: what the receiver's steps return, so that a delivery whose steps
 * all answer at once (memory store, a handler that returns no promise, node:crypto) is answered
 * without a promise per step. Each await it skips was a microtask and an allocation per delivery
 * (issue #26: the receiver's own cost, measured from outside).
 */
export type MaybePromise<T> = T | PromiseLike<T>;

/** True for what `await` would wait on: an object or function with a callable `then`. */
export function isThenable<T>(value: MaybePromise<T>): value is PromiseLike<T> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
