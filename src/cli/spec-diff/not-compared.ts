/**
 * A construct the comparison meets but does not judge (a `default` response, a media type other
 * than application/json, a changed OAuth flow...; the list is in the command's help). Neither our
 * document nor the provider's uses any of them, so the diff stops and says so rather than guess a
 * verdict or report no change where one may be.
 */
export class NotComparedError extends Error {
  override readonly name = 'NotComparedError';

  constructor(
    /** What is not compared, e.g. `default responses`. */
    readonly what: string,
    /** Where it was met, when known: `POST /v1/orders response default`. */
    readonly location?: string,
  ) {
    super(`${location === undefined ? '' : `${location}: `}spec diff does not compare ${what}`);
  }
}
