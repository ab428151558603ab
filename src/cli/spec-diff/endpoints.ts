/**
 * The operations of a document (under `paths`) or its webhook deliveries (under `webhooks`), keyed
 * so the two versions can be matched: by HTTP method and path, with path parameter names ignored
 * (`/a/{id}` and `/a/{a_id}` are the same endpoint; the rename shows up as a parameter change).
 */
import { derefObject } from './document-refs.js';
import { isJsonObject, type JsonObject } from './types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Endpoint {
  /** As written in the document it comes from: `GET /v1/things/{id}`, `webhook item.add`. */
  label: string;
  pathItem: JsonObject;
  operation: JsonObject;
}

export function endpointsOf(root: JsonObject, section: 'paths' | 'webhooks'): Map<string, Endpoint> {
  const out = new Map<string, Endpoint>();
  const items = isJsonObject(root[section]) ? root[section] : {};
  for (const [name, rawItem] of Object.entries(items)) {
    const pathItem = derefObject(root, rawItem);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isJsonObject(operation)) continue;
      const label =
        section === 'paths'
          ? `${method.toUpperCase()} ${name}`
          : // A webhook is almost always a POST; name the method only when it is something else.
            `webhook ${name}${method === 'post' ? '' : ` ${method.toUpperCase()}`}`;
      const key = section === 'paths' ? `${method} ${name.replace(/\{[^}]*\}/g, '{}')}` : `${method} ${name}`;
      out.set(key, { label, pathItem, operation });
    }
  }
  return out;
}
