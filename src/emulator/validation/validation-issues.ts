/**
 * ajv's errors as the spec's validation error entries (§7: `loc`, `msg`, `type`), naming the real
 * failing field: `loc` is where the fault is, from the request part (`body`, `query`, `path`,
 * `header`) down to the key or index (`["body", "items", 0, "sku"]`; a missing field is named
 * itself, not its parent). `type` and `msg` follow the style of the spec's own example
 * (`"Field required"`, `"missing"`), which is pydantic's; the exact texts are the emulator's choice.
 */
import type { GeneratedValidationError } from '../../../generated/request-validators.js';
import type { ValidationIssue } from '../http/responses.js';

export type RequestPart = 'body' | 'query' | 'path' | 'header';

/** Splits a JSON pointer, turning a segment into a number where the data there is an array. */
function location(data: unknown, pointer: string): (string | number)[] {
  if (pointer === '') return [];
  const out: (string | number)[] = [];
  let node = data;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) {
      out.push(Number(segment));
      node = node[Number(segment)];
    } else {
      out.push(segment);
      node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    }
  }
  return out;
}

const TYPE_NAMES: Readonly<Record<string, [type: string, name: string]>> = {
  string: ['string_type', 'a valid string'],
  integer: ['int_type', 'a valid integer'],
  number: ['float_type', 'a valid number'],
  boolean: ['bool_type', 'a valid boolean'],
  array: ['list_type', 'a valid list'],
  object: ['dict_type', 'a valid dictionary or object'],
  null: ['none_required', 'None'],
};

/** `type` and `msg` for one ajv error; text parameters say they could not be parsed. */
function describe(error: GeneratedValidationError, part: RequestPart): { type: string; msg: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { type: 'missing', msg: 'Field required' };
    case 'type': {
      const wanted = String(params.type).split(',')[0] as string;
      const [type, name] = TYPE_NAMES[wanted] ?? [`${wanted}_type`, `a valid ${wanted}`];
      const parsing = part !== 'body' && ['integer', 'number', 'boolean'].includes(wanted);
      return {
        type: parsing ? type.replace(/_type$/, '_parsing') : type,
        msg: `Input should be ${name}${parsing ? ', unable to parse the text' : ''}`,
      };
    }
    case 'enum':
      return {
        type: 'enum',
        msg: `Input should be ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      };
    case 'const':
      return { type: 'literal_error', msg: `Input should be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return { type: 'string_pattern_mismatch', msg: `String should match pattern '${params.pattern}'` };
    case 'format':
      return { type: 'value_error', msg: `Input should be a valid ${params.format}` };
    case 'minimum':
      return { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${params.limit}` };
    case 'exclusiveMinimum':
      return { type: 'greater_than', msg: `Input should be greater than ${params.limit}` };
    case 'maximum':
      return { type: 'less_than_equal', msg: `Input should be less than or equal to ${params.limit}` };
    case 'exclusiveMaximum':
      return { type: 'less_than', msg: `Input should be less than ${params.limit}` };
    case 'minItems':
      return { type: 'too_short', msg: `List should have at least ${params.limit} items` };
    case 'maxItems':
      return { type: 'too_long', msg: `List should have at most ${params.limit} items` };
    case 'minLength':
      return { type: 'string_too_short', msg: `String should have at least ${params.limit} characters` };
    case 'maxLength':
      return { type: 'string_too_long', msg: `String should have at most ${params.limit} characters` };
    case 'additionalProperties':
      return { type: 'extra_forbidden', msg: 'Extra inputs are not permitted' };
    default:
      return { type: error.keyword, msg: error.message ?? `fails ${error.keyword}` };
  }
}

/** The spec's validation entries for the errors a validator left on `data` (one request part). */
export function validationIssues(
  part: RequestPart,
  data: unknown,
  errors: readonly GeneratedValidationError[],
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const loc: (string | number)[] = [part, ...location(data, error.instancePath)];
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') loc.push(String(params.missingProperty));
    if (error.keyword === 'additionalProperties') loc.push(String(params.additionalProperty));
    // oneOf/anyOf branches repeat one fault many times; each place and kind is reported once.
    const key = `${JSON.stringify(loc)} ${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { msg, type } = describe(error, part);
    issues.push({ loc, msg, type });
  }
  return issues;
}
