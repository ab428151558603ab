/**
 * Beyond the examples: for every request schema, bodies generated from the schema (json-schema-faker,
 * seeded by fast-check so a failure replays) are accepted by Prism (by the emulator: never refused as
 * invalid, and every answer keeps the document), and each one broken by a mutation
 * (a required field dropped, a wrong type, a bad enum value, a broken pattern) that ajv confirms is
 * rejected with a request violation.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import fc from 'fast-check';
import { JSONSchemaFaker } from 'json-schema-faker';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { contractCase } from '../support/case-recorder.js';
import { createDocumentAjv } from '../support/ajv.js';
import { listOperations, loadDocument, type JsonObject, type OperationEntry } from '../support/document.js';
import { generationSchema } from '../support/generation-schema.js';
import { mutationsFor } from '../support/mutations.js';
import { samplePathValue } from '../support/operation-plan.js';
import { seeded } from '../support/sample-values.js';
import { answerProblems, refusalReasons } from '../support/refusal.js';
import { contractTarget } from '../support/target.js';

const AUTH = { authorization: 'Bearer sk_test_generated_bodies_fake_key', 'content-type': 'application/json' };
const document = loadDocument();
const ajv = createDocumentAjv(document);
const withBodies = listOperations(document).filter((o) => o.operation.requestBody);
let dereferenced: JsonObject;

beforeAll(async () => {
  dereferenced = (await SwaggerParser.dereference(loadDocument() as never)) as JsonObject;
});

/** A body drawn from `schema`, through the copy the generator reads right (support/generation-schema.ts). */
function generate(schema: JsonObject, seed: number): unknown {
  JSONSchemaFaker.option({ random: seeded(seed), alwaysFakeOptionals: true, failOnInvalidFormat: false, maxItems: 3 });
  return JSONSchemaFaker.generate(generationSchema(structuredClone(schema)) as never);
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(entry: OperationEntry, body: unknown) {
  const path = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => samplePathValue(name));
  const response = await fetch(`${inject('prismUrl')}${path}`, {
    method: entry.method.toUpperCase(),
    headers: AUTH,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const answer = { status: response.status, headers: response.headers, body: parseJson(text) };
  // Against the emulator, every answer must keep the document: a declared status and a valid body.
  if (inject('emulator') === true) expect(answerProblems(document, ajv, entry, answer)).toEqual([]);
  return { status: response.status, violations: refusalReasons(answer) };
}

// Mock only: generated bodies would create junk records in a real environment.
describe.skipIf(contractTarget().live).each(withBodies.map((o) => [o.operationId, o] as const))(
  '%s request bodies',
  (_, entry) => {
    const schemaOf = () =>
      dereferenced.paths[entry.path][entry.method].requestBody.content['application/json'].schema as JsonObject;
    const validate = () => ajv.compileLocal(entry.operation.requestBody.content['application/json'].schema);

    it('generated from the schema are accepted by Prism', async () => {
      const thisCase = contractCase(inject('coverageFile'), 'operation', entry.operationId);
      const seen: number[] = [];
      onTestFinished(() => thisCase.record({ statuses: seen }));
      await fc.assert(
        fc.asyncProperty(fc.integer(), async (seed) => {
          const body = generate(schemaOf(), seed);
          expect(validate()(body), 'the generator must produce valid bodies').toBe(true);
          const { status, violations } = await send(entry, body);
          seen.push(status);
          // A stateful target may refuse a valid body for what its state holds (a 404, a used nonce),
          // with a declared status and body (checked in send), but never as invalid (422).
          if (inject('emulator') === true) expect(status, violations.join('; ')).not.toBe(422);
          else {
            expect(violations).toEqual([]);
            expect(status).toBeLessThan(300);
          }
        }),
        { numRuns: 5 },
      );
    });

    it('broken by a mutation are rejected by Prism and by ajv', async () => {
      const thisCase = contractCase(inject('coverageFile'), 'operation', entry.operationId);
      const seen: number[] = [];
      onTestFinished(() => thisCase.record({ statuses: seen }));
      // Only the mutations ajv confirms: a composed or open root offers some that break nothing.
      const breaking = (body: unknown) => mutationsFor(schemaOf(), body).filter((m) => !validate()(m.apply(body)));
      // Every request body now has a shape a mutation can break (the bulk delete's included).
      expect(breaking(generate(schemaOf(), 1)).length, entry.operationId).toBeGreaterThan(0);
      await fc.assert(
        fc.asyncProperty(fc.integer(), fc.nat(), async (seed, pick) => {
          const body = generate(schemaOf(), seed);
          const mutations = breaking(body);
          const mutation = mutations[pick % mutations.length]!;
          const broken = mutation.apply(body);
          expect(validate()(broken), mutation.name).toBe(false);
          const { status, violations } = await send(entry, broken);
          seen.push(status);
          expect(
            violations.some((v) => v.startsWith('request')),
            mutation.name,
          ).toBe(true);
          expect(status, mutation.name).toBe(422);
        }),
        { numRuns: 8 },
      );
    });
  },
);
