/**
 * Query, path and header values arrive as text. Before validating, each is read as the type the
 * document declares for its parameter (generated/request-validators.js `parameterTypes`):
 *
 * - `integer` / `number`: decimal text such as `5`, `-2`, `4.99` becomes a number;
 * - `boolean`: exactly `true` or `false` becomes a boolean;
 * - `array:<type>`: repeated names (`?id=a&id=b`, the default `form` style) or one comma-separated
 *   value become an array, each item read as `<type>`;
 * - anything else, and text that does not read as its type, stays text, so the validator reports
 *   the parameter as the wrong type (422 with `loc: ["query", "limit"]`) instead of the emulator
 *   guessing. Parameters the operation does not declare are passed through as text.
 *
 * Names come from the request, so the tables are read only for their own entries and the values go
 * into objects without a prototype: `?constructor=x` or `?__proto__=x` is a parameter like any other.
 */
import type { GeneratedParameterType } from '../../../generated/request-validators.js';

const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
const INTEGER = /^-?(0|[1-9]\d*)$/;

function read(text: string, type: string): unknown {
  if (type === 'integer') return INTEGER.test(text) ? Number(text) : text;
  if (type === 'number') return NUMBER.test(text) ? Number(text) : text;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

function declaredType(types: Readonly<Record<string, GeneratedParameterType>> | undefined, name: string): string {
  return types !== undefined && Object.hasOwn(types, name) ? (types[name] as string) : 'string';
}

/** Query parameters as values: `types` from the generated table, `values` every value per name. */
export function coerceQuery(
  query: URLSearchParams,
  types: Readonly<Record<string, GeneratedParameterType>> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const name of new Set(query.keys())) {
    const type = declaredType(types, name);
    const all = query.getAll(name);
    if (type.startsWith('array:')) {
      const itemType = type.slice('array:'.length);
      const items = all.length === 1 ? (all[0] as string).split(',') : all;
      out[name] = items.map((item) => read(item, itemType));
    } else out[name] = read(all[0] as string, type);
  }
  return out;
}

/** Path (or header) parameters as values. */
export function coerceValues(
  values: Readonly<Record<string, string>>,
  types: Readonly<Record<string, GeneratedParameterType>> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [name, text] of Object.entries(values)) {
    const type = declaredType(types, name);
    out[name] = type.startsWith('array:')
      ? text.split(',').map((item) => read(item, type.slice('array:'.length)))
      : read(text, type);
  }
  return out;
}
