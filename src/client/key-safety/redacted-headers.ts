/** A copy of `headers` with the key removed from every value: what errors and the afterResponse hook carry. */
export function redactedHeaders(headers: Headers, redact: (text: string) => string): Headers {
  const copy = new Headers();
  headers.forEach((value, name) => {
    copy.set(name, redact(value));
  });
  return copy;
}
