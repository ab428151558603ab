/**
 * A deadline of our own on a Redis call. ioredis's defaults queue a command while Redis is down
 * and retry it 20 times (`maxRetriesPerRequest`), which kept a webhook delivery waiting over 40 s;
 * the store and the rate limiter answer within their `timeoutMs` whatever options the client has.
 * The command itself is not cancelled (ioredis cannot): its late result is ignored.
 */
export function withinDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis did not answer within ${timeoutMs} ms`)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
