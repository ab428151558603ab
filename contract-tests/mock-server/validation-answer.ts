/**
 * The 422 answer of the mock, naming the fault the mock really found. Prism answers an invalid
 * request with the document's own 422 example (`body.items.0.sku: Field required` whatever was
 * wrong), and lists the real faults only in its `sl-violations` header; a client then reports the
 * example's fault. So the faults are taken from that header, in the shape the example has (spec
 * §7: `{ detail: [{ loc, msg, type }] }`).
 *
 * A violation's location starts with `request`, then `body`, `query`, `path` or `header` and the
 * path within it; a missing property is reported on its parent, so its name (from the message) is
 * appended. `msg` is Prism's wording from "must ..." on (`Field required` for a missing one, as the
 * spec's example words it); `type` is `missing` for a missing property, else the failing keyword.
 */

/** One entry of a 422 body (spec §7). */
export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

interface Violation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

function parseViolations(header: string): Violation[] {
  try {
    const parsed: unknown = JSON.parse(header);
    return Array.isArray(parsed) ? (parsed as Violation[]) : [];
  } catch {
    return []; // Prism truncates an oversized header ("Too many violations! ..."): keep the body as it is
  }
}

function issueOf(violation: Violation): ValidationIssue {
  const [, ...where] = violation.location ?? [];
  const loc: (string | number)[] = where.map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const message = violation.message ?? '';
  const missing = violation.code === 'required' ? /required property '([^']+)'/.exec(message)?.[1] : undefined;
  if (missing !== undefined) return { loc: [...loc, missing], msg: 'Field required', type: 'missing' };
  const must = message.indexOf('must ');
  return { loc, msg: must >= 0 ? message.slice(must) : message, type: String(violation.code ?? 'invalid') };
}

/** The request faults of an `sl-violations` header, as §7 entries; empty when there are none. */
export function validationIssues(header: string | undefined): ValidationIssue[] {
  if (!header) return [];
  return parseViolations(header)
    .filter((v) => v.location?.[0] === 'request' && v.severity === 'Error')
    .map(issueOf);
}

/** Whether a body is in the §7 shape, so the document declares it and the real faults fit it. */
export function isValidationBody(body: unknown): body is { detail: ValidationIssue[] } {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { detail?: unknown }).detail)) return false;
  return (body as { detail: unknown[] }).detail.every(
    (entry) => typeof entry === 'object' && entry !== null && 'loc' in entry && 'msg' in entry && 'type' in entry,
  );
}
