/**
 * Create, read, update, delete, list and bulk update of the catalogue resources (spec §4
 * Achievements, Coupons, Creators, Daily rewards, Item categories), all answered from one
 * collection per resource, so every operation agrees with the others: a created record is listed,
 * read back, updated, bulk updated and deleted by its id; an unknown id is 404 with the generic error
 * body (§7).
 *
 * A record is stored as the game sent it, plus its id (records.ts). It is answered through the
 * resource's `view`, which adds what the service sets (the read schema's defaults, fields derived
 * from the record such as a daily reward's status), so every answer is shaped like the document's
 * read schema (AchievementRead, CouponRead, ...). Derived fields are computed when read, not stored:
 * a program scheduled for tomorrow reads `active` once the clock gets there.
 */
import type { EmulatorContext } from '../core/context.js';
import { empty, errorBody, HttpError, json } from '../http/responses.js';
import type { IdKind } from '../state/ids.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import { definePart, type PartDefinition } from '../state/part.js';
import { type Filters, filtered, page } from './listing.js';
import type { OperationCall } from '../core/operation-handlers.js';
import { recordOf } from './records.js';

export interface CatalogueResource {
  /** The state part and seed section, e.g. `achievements`. */
  part: PartDefinition<Collection>;
  /** In messages, e.g. `Achievement`. */
  label: string;
  /** The path parameter naming a record, e.g. `achievement_id`. */
  idParam: string;
  /** The list's filter parameters and how each matches a record (listing.ts). */
  filters: Filters;
  /** operationIds of the document, by what they do; absent ones the resource does not have. */
  operations: {
    list?: string;
    create?: string;
    bulkUpdate?: string;
    get?: string;
    update?: string;
    delete?: string;
  };
  /** The list answer around the page; by default the array itself. */
  listBody?: (items: StoredRecord[], total: number, query: Readonly<Record<string, unknown>>) => unknown;
  /**
   * The stored record after a PUT or a bulk PATCH entry: by default the fields sent replace those
   * stored and the others stay (every update field is optional in the document).
   */
  merge?: (stored: StoredRecord, changes: StoredRecord) => StoredRecord;
  /** The stored record as answered: plus the fields the service sets. By default the record itself. */
  view?: (record: StoredRecord, call: OperationCall, context: EmulatorContext) => StoredRecord;
}

/** A record with `defaults` filled in where the record has no value (the read schema's defaults). */
export function withDefaults(record: StoredRecord, defaults: StoredRecord): StoredRecord {
  const out = { ...record };
  for (const [key, value] of Object.entries(defaults)) if (out[key] === undefined) out[key] = structuredClone(value);
  return out;
}

/** A seedable collection part. */
export function collectionPart(name: string, idKind: IdKind): PartDefinition<Collection> {
  return definePart(name, (environment) => new Collection(environment, { idKind }), { seedable: true });
}

/** The record the call's path parameter names, or 404. */
export function existing(resource: CatalogueResource, call: OperationCall): StoredRecord {
  const id = String(call.path[resource.idParam]);
  const record = call.tenant.part(resource.part).get(id);
  if (record === undefined) throw HttpError.notFound(resource.label);
  return record;
}

/**
 * Bulk PATCH (spec §4): each entry names its record by `id` (the provider's document requires it)
 * and is merged into it; an id that names no record conflicts with the current state (409, §7) and
 * nothing changes. The answer lists the records updated, in the order of the entries.
 */
function bulkUpdate(resource: CatalogueResource, call: OperationCall): StoredRecord[] {
  const collection = call.tenant.part(resource.part);
  const entries = call.body as StoredRecord[];
  const unknown = entries.map((entry) => entry.id as string).filter((id) => !collection.has(id));
  if (unknown.length > 0) {
    const label = resource.label.toLowerCase();
    throw new HttpError(errorBody(409, `No ${label} has the id ${unknown.join(', ')}; nothing was updated`));
  }
  return entries.map((entry) => {
    const id = entry.id as string;
    return collection.replace(id, recordOf(id, mergeOf(resource, collection.get(id) as StoredRecord, entry)));
  });
}

function mergeOf(resource: CatalogueResource, stored: StoredRecord, changes: StoredRecord): StoredRecord {
  return resource.merge ? resource.merge(stored, changes) : { ...stored, ...changes };
}

/** The answer for one stored record. */
export function viewOf(
  resource: CatalogueResource,
  record: StoredRecord,
  call: OperationCall,
  context: EmulatorContext,
): StoredRecord {
  return resource.view ? resource.view(record, call, context) : record;
}

export function installCatalogue(context: EmulatorContext, resource: CatalogueResource): void {
  const { handlers } = context;
  const { operations } = resource;
  const collectionOf = (call: OperationCall) => call.tenant.part(resource.part);
  context.state.define(resource.part);
  const view = (call: OperationCall) => (record: StoredRecord) => viewOf(resource, record, call, context);
  if (operations.list) {
    handlers.set(operations.list, (call) => {
      // Filters see the record as answered (a creator's terms, a program's status).
      const views = [...collectionOf(call).values()].map(view(call));
      const matching = [...filtered(views, call.query, resource.filters)];
      const items = page(matching, call.query);
      return json(200, resource.listBody ? resource.listBody(items, matching.length, call.query) : items);
    });
  }
  if (operations.create) {
    handlers.set(operations.create, (call) => {
      const collection = collectionOf(call);
      return json(201, view(call)(collection.insert(recordOf(collection.newId(), call.body))));
    });
  }
  if (operations.bulkUpdate) {
    handlers.set(operations.bulkUpdate, (call) => json(200, bulkUpdate(resource, call).map(view(call))));
  }
  if (operations.get) handlers.set(operations.get, (call) => json(200, view(call)(existing(resource, call))));
  if (operations.update) {
    handlers.set(operations.update, (call) => {
      const stored = existing(resource, call);
      const id = stored.id as string;
      const merged = mergeOf(resource, stored, call.body as StoredRecord);
      return json(200, view(call)(collectionOf(call).replace(id, recordOf(id, merged))));
    });
  }
  if (operations.delete) {
    handlers.set(operations.delete, (call) => {
      collectionOf(call).delete(existing(resource, call).id as string);
      return empty(204);
    });
  }
}
