/**
 * Create, read, update, delete, list and bulk update of the catalogue resources (spec §4
 * Achievements, Coupons, Creators, Daily rewards, Item categories), all answered from one
 * collection per resource, so every operation agrees with the others: a created record is listed,
 * read back, updated, bulk updated and deleted by its id; an unknown id is 404 with the generic error
 * body (§7).
 */
import type { EmulatorContext } from '../context.js';
import { empty, errorBody, HttpError, json } from '../http/responses.js';
import type { IdKind } from '../ids.js';
import { Collection, type StoredRecord } from '../state/collection.js';
import { definePart, type PartDefinition } from '../state/part.js';
import { filtered, page } from './listing.js';
import type { OperationCall } from './operation-handlers.js';
import { recordOf } from './records.js';

export interface CatalogueResource {
  /** The state part and seed section, e.g. `achievements`. */
  part: PartDefinition<Collection>;
  /** In messages, e.g. `Achievement`. */
  label: string;
  /** The path parameter naming a record, e.g. `achievement_id`. */
  idParam: string;
  /** Query parameters that filter the list by the record field of the same name (listing.ts). */
  filters: readonly string[];
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
 * Bulk PATCH (spec §4). The spec shows no fields, so the emulator reads an entry's `id` (its own
 * key for records): an entry with the id of a record is merged into it; an id that names no record
 * conflicts with the current state (409, §7) and nothing changes; an entry without a string `id`
 * cannot say which record it is meant for and changes none (the document does not require an id,
 * so it is not an error). The answer lists the records updated.
 */
function bulkUpdate(resource: CatalogueResource, call: OperationCall): StoredRecord[] {
  const collection = call.tenant.part(resource.part);
  const entries = (call.body as StoredRecord[]).filter((entry) => typeof entry.id === 'string');
  const unknown = entries.map((entry) => entry.id as string).filter((id) => !collection.has(id));
  if (unknown.length > 0) {
    const label = resource.label.toLowerCase();
    throw new HttpError(errorBody(409, `No ${label} has the id ${unknown.join(', ')}; nothing was updated`));
  }
  return entries.map((entry) => {
    const id = entry.id as string;
    return collection.replace(id, { ...collection.get(id), ...entry, id });
  });
}

export function installCatalogue(context: EmulatorContext, resource: CatalogueResource): void {
  const { handlers } = context;
  const { operations } = resource;
  const collectionOf = (call: OperationCall) => call.tenant.part(resource.part);
  context.state.define(resource.part);
  if (operations.list) {
    handlers.set(operations.list, (call) => {
      const matching = [...filtered(collectionOf(call).values(), call.query, resource.filters)];
      const items = page(matching, call.query);
      return json(200, resource.listBody ? resource.listBody(items, matching.length, call.query) : items);
    });
  }
  if (operations.create) {
    handlers.set(operations.create, (call) => {
      const collection = collectionOf(call);
      return json(201, collection.insert(recordOf(collection.newId(), call.body)));
    });
  }
  if (operations.bulkUpdate) handlers.set(operations.bulkUpdate, (call) => json(200, bulkUpdate(resource, call)));
  if (operations.get) handlers.set(operations.get, (call) => json(200, existing(resource, call)));
  if (operations.update) {
    handlers.set(operations.update, (call) => {
      const { id } = existing(resource, call) as { id: string };
      return json(200, collectionOf(call).replace(id, recordOf(id, call.body)));
    });
  }
  if (operations.delete) {
    handlers.set(operations.delete, (call) => {
      collectionOf(call).delete(existing(resource, call).id as string);
      return empty(204);
    });
  }
}
