/**
 * Every defect that would break generation, found before any file is written.
 * `npm run generate` prints one line per defect and exits 1.
 */

/** One defect and where it is: a dotted location such as `paths./v1/orders.post`. */
export interface Defect {
  location: string;
  message: string;
}

/** The one-line form `npm run generate` and `npm run lint:spec` print. */
export function formatDefect(defect: Defect): string {
  return `${defect.location}: ${defect.message}`;
}

export class DocumentDefectsError extends Error {
  override name = 'DocumentDefectsError';

  constructor(
    readonly source: string,
    readonly defects: readonly Defect[],
  ) {
    const plural = defects.length === 1 ? 'defect' : 'defects';
    const heading = `${source}: ${defects.length} ${plural} would break generation; nothing was written.`;
    super([heading, ...defects.map(formatDefect)].join('\n'));
  }
}

/** `['paths', '/v1/orders', 'post']` → `paths./v1/orders.post`. */
export function locationOf(segments: readonly (string | number)[]): string {
  return segments.length === 0 ? 'document' : segments.join('.');
}

/** `#/paths/~1v1~1orders/post` → `paths./v1/orders.post`. */
export function locationOfPointer(pointer: string): string {
  const tokens = pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter((token) => token !== '');
  return locationOf(tokens.map((token) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~')));
}
