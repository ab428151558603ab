/**
 * A provider-style OpenAPI 3.1 document of the size issue #10 was tried on: 34 resources of five
 * operations each (170 operations) and 400 component schemas, with snake_case operationIds,
 * 3.0-style `nullable`, a non-standard keyword, no examples, no `webhooks`, request defaults, a
 * recursive schema and shared components that most operations reach.
 *
 * `bumped: true` gives the provider's next version: two methods renamed, basic auth dropped, one
 * shared component changed (a new required request field), enum values added and removed, and a
 * `2XX` answer narrowed to `201`. It is what `spec diff` is timed on.
 */

type Json = Record<string, unknown>;

const NOUNS = [
  'achievements',
  'badges',
  'banners',
  'bundles',
  'campaigns',
  'cards',
  'chests',
  'clans',
  'coins',
  'contests',
  'crates',
  'decks',
  'emotes',
  'gems',
  'guilds',
  'heroes',
  'inboxes',
  'keys',
  'ladders',
  'levels',
  'lootboxes',
  'maps',
  'missions',
  'mounts',
  'offers',
  'pets',
  'quests',
  'raids',
  'seasons',
  'shops',
  'skins',
  'titles',
  'trophies',
  'wallets',
] as const;

/** Nested detail schemas per resource, so the document reaches 400 schemas in all. */
const DETAILS_PER_RESOURCE = 8;

const ref = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Json): Json => ({ content: { 'application/json': { schema } } });
const pascal = (noun: string): string => noun.charAt(0).toUpperCase() + noun.slice(1);
const singular = (noun: string): string => (noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

function sharedSchemas(bumped: boolean): Json {
  return {
    Money: {
      type: 'object',
      required: bumped ? ['amount', 'currency', 'precision'] : ['amount', 'currency'],
      properties: {
        amount: { type: 'number', exclusiveMinimum: 0 },
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        precision: { type: 'integer', default: 2 },
      },
    },
    Status: { type: 'string', enum: bumped ? ['draft', 'live', 'paused'] : ['draft', 'live', 'archived'] },
    Audit: {
      type: 'object',
      properties: { created_at: { type: 'string', format: 'date-time' }, note: { type: 'string', nullable: true } },
    },
    Node: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string' }, children: { type: 'array', items: ref('Node') } },
    },
    Problem: { type: 'object', required: ['detail'], properties: { detail: { type: 'string' } } },
    Page: {
      type: 'object',
      properties: { total: { type: 'integer' }, next_offset: { type: 'integer', nullable: true } },
    },
  };
}

function resourceSchemas(noun: string): Json {
  const name = pascal(singular(noun));
  const schemas: Json = {};
  const details: string[] = [];
  for (let k = 0; k < DETAILS_PER_RESOURCE; k++) {
    const detail = `${name}Detail${k}`;
    details.push(detail);
    schemas[detail] = {
      type: 'object',
      properties: { label: { type: 'string', sensitive: k === 0 }, weight: { type: 'integer', minimum: 0 } },
    };
  }
  const fields: Json = Object.fromEntries(details.map((detail, k) => [`detail_${k}`, ref(detail)]));
  schemas[`${name}Read`] = {
    type: 'object',
    required: ['id', 'status'],
    properties: { id: { type: 'string' }, status: ref('Status'), price: ref('Money'), audit: ref('Audit'), ...fields },
  };
  schemas[`${name}Create`] = {
    type: 'object',
    required: ['name', 'price'],
    properties: { name: { type: 'string', minLength: 1 }, price: ref('Money'), tree: ref('Node'), ...fields },
  };
  schemas[`${name}Update`] = {
    type: 'object',
    additionalProperties: true,
    properties: { name: { type: 'string' }, status: ref('Status'), enabled: { type: 'boolean', default: true } },
  };
  return schemas;
}

function resourcePaths(noun: string, index: number, bumped: boolean): Json {
  const name = pascal(singular(noun));
  const tag = pascal(noun);
  const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
  const page = [
    { name: 'limit', in: 'query', schema: { type: 'integer', default: 10, minimum: 1 } },
    { name: 'offset', in: 'query', schema: { type: 'integer', default: 0, minimum: 0 } },
  ];
  const problem = { description: 'Validation failed', ...json(ref('Problem')) };
  // The bump renames two methods (same endpoint, new operationId) and narrows one `2XX`.
  const createId = bumped && index === 0 ? `make_${singular(noun)}` : `create_${singular(noun)}`;
  const deleteId = bumped && index === 1 ? `remove_${singular(noun)}` : `delete_${singular(noun)}`;
  const created = bumped && index === 2 ? '201' : '2XX';
  return {
    [`/v1/${noun}`]: {
      get: {
        tags: [tag],
        operationId: `list_${noun}`,
        parameters: page,
        responses: { '200': { description: 'ok', ...json({ type: 'array', items: ref(`${name}Read`) }) } },
      },
      post: {
        tags: [tag],
        operationId: createId,
        requestBody: { required: true, ...json(ref(`${name}Create`)) },
        responses: { [created]: { description: 'created', ...json(ref(`${name}Read`)) }, '422': problem },
      },
    },
    [`/v1/${noun}/{id}`]: {
      parameters: [idParam],
      get: {
        tags: [tag],
        operationId: `get_${singular(noun)}`,
        responses: { '200': { description: 'ok', ...json(ref(`${name}Read`)) }, '404': { description: 'missing' } },
      },
      put: {
        tags: [tag],
        operationId: `update_${singular(noun)}`,
        requestBody: { required: true, ...json(ref(`${name}Update`)) },
        responses: { '200': { description: 'ok', ...json(ref(`${name}Read`)) }, '422': problem },
      },
      delete: { tags: [tag], operationId: deleteId, responses: { '204': { description: 'deleted' } } },
    },
  };
}

export interface SyntheticOptions {
  /** The provider's next version instead of the first. @default false */
  bumped?: boolean;
}

/** The whole document, as a plain JSON value. */
export function buildSyntheticDocument({ bumped = false }: SyntheticOptions = {}): Json {
  const schemas: Json = sharedSchemas(bumped);
  let paths: Json = {};
  NOUNS.forEach((noun, index) => {
    Object.assign(schemas, resourceSchemas(noun));
    paths = { ...paths, ...resourcePaths(noun, index, bumped) };
  });
  // Pads to exactly 400 schemas with small shared enums, as large provider documents carry.
  for (let n = 0; Object.keys(schemas).length < 400; n++) {
    schemas[`Code${n}`] = { type: 'string', enum: ['a', 'b', 'c'] };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Synthetic provider API', version: bumped ? '2.0.0' : '1.0.0' },
    servers: [{ url: 'https://api.synthetic.invalid' }],
    security: bumped ? [{ bearerAuth: [] }] : [{ bearerAuth: [] }, { basicAuth: [] }],
    tags: NOUNS.map((noun) => ({ name: pascal(noun) })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        ...(bumped ? {} : { basicAuth: { type: 'http', scheme: 'basic' } }),
      },
      schemas,
    },
  };
}
