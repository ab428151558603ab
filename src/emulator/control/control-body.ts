/**
 * Reading a control request's JSON body: 400 for a non-JSON content type, malformed JSON or JSON
 * nested too deep, as the API answers (http/json-body.ts); 422 with the validation error body naming
 * the field for a body of the wrong shape. Every field a control takes is listed, so a misspelt one
 * is refused rather than ignored.
 */
import { parseJsonBody } from '../http/json-body.js';
import { MAX_BODY_DEPTH, SEED_DEPTH_ALLOWANCE } from '../limits/json-depth.js';
import { HttpError } from '../http/responses.js';
import type { EmulatorRequest } from '../http/types.js';

/** 422 naming `field` of the body (`[]` for the body itself). */
export function invalid(field: string | (string | number)[], msg: string, type = 'value_error'): HttpError {
  return HttpError.validation([{ loc: ['body', ...(Array.isArray(field) ? field : [field])], msg, type }]);
}

/** A control's body: a JSON object (`{}` when none was sent) holding only `allowed` fields. */
export class ControlBody {
  readonly #value: Record<string, unknown>;

  private constructor(value: Record<string, unknown>) {
    this.#value = value;
  }

  /** The whole body, for a control that takes a document (a snapshot). */
  get value(): Record<string, unknown> {
    return this.#value;
  }

  /** Throws `HttpError` (400 or 422). A snapshot may nest as deep as a seed file. */
  static read(request: EmulatorRequest, allowed: readonly string[] | 'any'): ControlBody {
    if (request.body === undefined || request.body.trim() === '') return new ControlBody({});
    const parsed = parseJsonBody(request.body, request.headers['content-type'], MAX_BODY_DEPTH + SEED_DEPTH_ALLOWANCE);
    if ('refusal' in parsed) throw new HttpError(parsed.refusal);
    const { value } = parsed;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw invalid([], 'must be a JSON object', 'type_error');
    }
    const body = value as Record<string, unknown>;
    if (allowed !== 'any') {
      const extra = Object.keys(body).find((key) => !allowed.includes(key));
      if (extra !== undefined) {
        const hint = allowed.length === 0 ? 'this control takes no body fields' : `it takes ${allowed.join(', ')}`;
        throw invalid(extra, `is not a field of this control (${hint})`, 'extra_forbidden');
      }
    }
    return new ControlBody(body);
  }

  /** A string field; undefined when absent. */
  string(name: string, options: { required?: boolean; oneOf?: readonly string[] } = {}): string | undefined {
    const value = this.#present(name, options.required);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value === '') throw invalid(name, 'must be a non-empty string', 'type_error');
    if (options.oneOf && !options.oneOf.includes(value)) {
      throw invalid(name, `must be one of ${options.oneOf.join(', ')}`, 'enum');
    }
    return value;
  }

  /** A whole number in [min, max]; undefined when absent. */
  integer(name: string, min: number, max: number): number | undefined {
    const value = this.#present(name, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw invalid(name, `must be a whole number from ${min} to ${max}`, 'type_error');
    }
    return value;
  }

  /** A boolean; undefined when absent. */
  boolean(name: string): boolean | undefined {
    const value = this.#present(name, false);
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') throw invalid(name, 'must be true or false', 'type_error');
    return value;
  }

  /** A field as sent (a string or a number, say), checked by the caller; required when `required`. */
  raw(name: string, required = false): unknown {
    return this.#present(name, required);
  }

  #present(name: string, required = false): unknown {
    const value = Object.hasOwn(this.#value, name) ? this.#value[name] : undefined;
    if (value === undefined && required) throw invalid(name, 'is required', 'missing');
    return value;
  }
}
