import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { BundledDocument } from './emitter.js';
import { normaliseSchemas } from './normalise-schemas.js';

/** A provider-style 3.1 document written with 3.0 habits. */
const input = {
  openapi: '3.1.0',
  info: { title: 'provider', version: '1' },
  paths: {
    '/pets': {
      get: {
        parameters: [{ name: 'since', in: 'query', schema: { type: 'string', nullable: true } }],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['pet_type', 'note', 'owner', 'age'],
        discriminator: { propertyName: 'pet_type', mapping: { kitty: '#/components/schemas/Cat' } },
        oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
        properties: {
          pet_type: { type: 'string' },
          note: { type: 'string', nullable: true, 'x-provider-flag': 1, 'x-go-type': 'string' },
          mood: { type: 'string', enum: ['calm', 'wild'], nullable: true },
          owner: { $ref: '#/components/schemas/Owner', nullable: true, description: 'who' },
          age: { type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: 40, exclusiveMaximum: false },
          weight: { type: 'number', exclusiveMaximum: true },
          tags: { type: 'array', items: { type: 'string' }, 'x-order': 2, sortable: true },
        },
      },
      Cat: { type: 'object', properties: { pet_type: { type: 'string' }, lives: { type: 'integer' } } },
      Dog: { type: 'object', properties: { pet_type: { type: 'string' }, barks: { type: 'boolean' } } },
      Owner: { type: 'object', properties: { name: { type: 'string' } } },
      Tree: {
        type: 'object',
        properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } },
      },
    },
  },
};

function compile(document: BundledDocument, name: string, strict = false) {
  const ajv = new Ajv2020({ strict, allowUnionTypes: true });
  ajv.addVocabulary(['components', 'discriminator', ...normaliseSchemas(input).unknownKeywords]);
  ajv.addSchema({ $id: 'doc', components: document['components'] });
  return ajv.compile({ $ref: `doc#/components/schemas/${name}` });
}

describe('normaliseSchemas', () => {
  const { document, notes, unknownKeywords } = normaliseSchemas(input);
  const pet = document.components.schemas.Pet;

  it('rewrites nullable into 3.1 type unions, anyOf when there is no type, and null in enums', () => {
    expect(pet.properties.note).toEqual({ type: ['string', 'null'], 'x-provider-flag': 1, 'x-go-type': 'string' });
    expect(pet.properties.mood).toEqual({ type: ['string', 'null'], enum: ['calm', 'wild', null] });
    expect(pet.properties.owner).toEqual({
      description: 'who',
      anyOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }],
    });
    expect(document.paths['/pets'].get.parameters[0].schema).toEqual({ type: ['string', 'null'] });
    expect(input.components.schemas.Pet.properties.note.nullable).toBe(true);
  });

  it('rewrites boolean exclusiveMinimum/Maximum into the numeric form, and warns where no bound exists', () => {
    expect(pet.properties.age).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: 40 });
    expect(pet.properties.weight).toEqual({ type: 'number' });
    expect(notes).toContainEqual({
      location: 'components.schemas.Pet.properties.weight',
      kind: 'warning',
      message: 'exclusiveMaximum: true (3.0) dropped (no maximum to make exclusive)',
    });
  });

  it('reports unknown keywords with their location, and lists them and the x- extensions for a strict ajv', () => {
    expect(unknownKeywords).toEqual(['sortable', 'x-go-type', 'x-order', 'x-provider-flag']);
    expect(notes).toContainEqual({
      location: 'components.schemas.Pet.properties.tags',
      kind: 'warning',
      message: 'unknown keyword sortable kept as an annotation; validators ignore it',
    });
  });

  it('pins discriminator variants so oneOf tells them apart (mapping first, else the component name)', () => {
    expect(pet.oneOf[0].allOf[1]).toEqual({
      type: 'object',
      properties: { pet_type: { enum: ['kitty'] } },
      required: ['pet_type'],
    });
    expect(pet.oneOf[1].allOf[1].properties.pet_type.enum).toEqual(['Dog']);
  });

  it('gives schemas ajv compiles, strict mode included, that validate as the document meant', () => {
    const validate = compile(document, 'Pet', true);
    const cat = { pet_type: 'kitty', note: null, owner: null, age: 1, lives: 9 };
    expect(validate(cat)).toBe(true);
    // Without the pin both variants would match this Cat and oneOf would reject it.
    expect(validate({ ...cat, pet_type: 'Dog', barks: true })).toBe(true);
    expect(validate({ ...cat, pet_type: 'cow' })).toBe(false);
    expect(validate({ ...cat, age: 0 })).toBe(false);
    expect(validate({ ...cat, note: 3 })).toBe(false);
    expect(validate({ ...cat, mood: null })).toBe(true);
    const tree = compile(document, 'Tree');
    expect(tree({ children: [{ children: [{}] }] })).toBe(true);
    expect(tree({ children: [{ children: 'no' }] })).toBe(false);
  });

  it('changes nothing in a document that is already plain 3.1', () => {
    const { document: again, notes: none } = normaliseSchemas({
      ...document,
      components: { schemas: { Tree: document.components.schemas.Tree } },
    });
    expect(none).toEqual([]);
    expect(again.components.schemas.Tree).toEqual(input.components.schemas.Tree);
  });

  it('does not take a parameter, header or response named `schema` for a Schema Object (issue 24)', () => {
    const nullableString = () => ({ type: 'string', nullable: true });
    const named = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': {
          get: {
            parameters: [{ $ref: '#/components/parameters/schema' }],
            responses: {
              '200': { description: 'ok', headers: { schema: { schema: nullableString() } } },
            },
          },
        },
      },
      components: {
        parameters: { schema: { name: 'schema', in: 'query', schema: nullableString() } },
        responses: { schema: { description: 'a response called schema' } },
      },
    };
    const { document: out, notes } = normaliseSchemas(named);
    // The parameter's own schema is the one rewritten; nothing reads name/in/schema as keywords.
    expect(out.components.parameters.schema.schema.type).toEqual(['string', 'null']);
    expect(out.paths['/a'].get.responses['200'].headers.schema.schema.type).toEqual(['string', 'null']);
    expect(notes.filter((n) => n.kind === 'warning')).toEqual([]);
    expect(notes.map((n) => n.location)).toEqual([
      'paths./a.get.responses.200.headers.schema.schema',
      'components.parameters.schema.schema',
    ]);
  });
});
