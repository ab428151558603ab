/**
 * The control document (openapi/emulator-control.json, read from its copy in generated/, as the
 * emulator reads it) against the emulator: a valid OpenAPI 3.1
 * document, served without a key, listing exactly the routes the emulator registers; and the
 * checker control-api.test.ts runs over every answer refuses answers the document does not describe.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterEach, describe, expect, it } from 'vitest';
import controlDocument from '../../../generated/emulator-control.json' with { type: 'json' };
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { send } from '../../../test/support/emulator/emulator-client.js';
import { CONTROL_BASE, CONTROL_DOCUMENT_PATH, CONTROL_ROUTES } from './install-control.js';
import { problemsOf } from '../../../test/support/emulator/control-answers.js';

const running: Emulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.close()));
});

const documentRoutes = () =>
  Object.entries(controlDocument.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the control document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const parsed = await SwaggerParser.validate(structuredClone(controlDocument) as never);
    expect((parsed as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('lists exactly the routes the emulator serves, no more and no fewer', () => {
    const served = [
      `GET ${CONTROL_DOCUMENT_PATH}`,
      ...CONTROL_ROUTES.map((route) => route.replace(' ', ` ${CONTROL_BASE}`)),
    ];
    expect(documentRoutes().sort()).toEqual(served.sort());
  });

  it('is served at GET /_emulator/openapi.json without a key', async () => {
    const emu = await startEmulator({ listen: false, apiKeys: ['sk_test_FAKE_control_document_1'] });
    running.push(emu);
    const answer = await send(emu, 'GET', CONTROL_DOCUMENT_PATH, { key: null });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.body).toEqual(controlDocument);
    expect(problemsOf({ method: 'GET', path: CONTROL_DOCUMENT_PATH, status: 200, body: answer.body })).toEqual([]);
  });

  it('the answer checker refuses an unknown route, an undeclared status and a body off its schema', () => {
    const clock = { now: '2026-09-01T12:00:00.000Z', unix: 1_788_264_000 };
    expect(problemsOf({ method: 'GET', path: `${CONTROL_BASE}/clock`, status: 200, body: clock })).toEqual([]);
    expect(problemsOf({ method: 'GET', path: `${CONTROL_BASE}/clocks`, status: 200, body: clock })).toHaveLength(1);
    expect(problemsOf({ method: 'PATCH', path: `${CONTROL_BASE}/clock`, status: 200, body: clock })).toHaveLength(1);
    expect(problemsOf({ method: 'GET', path: `${CONTROL_BASE}/clock`, status: 418, body: clock })).toHaveLength(1);
    expect(problemsOf({ method: 'GET', path: `${CONTROL_BASE}/clock`, status: 200, body: { now: 5 } })).toHaveLength(1);
    const error = { detail: [{ loc: ['body', 'by'], msg: 'is required', type: 'missing' }] };
    expect(problemsOf({ method: 'POST', path: `${CONTROL_BASE}/clock/advance`, status: 422, body: error })).toEqual([]);
    expect(
      problemsOf({ method: 'POST', path: `${CONTROL_BASE}/clock/advance`, status: 422, body: { detail: 'x' } }),
    ).toHaveLength(1);
    expect(
      problemsOf({ method: 'DELETE', path: `${CONTROL_BASE}/faults/fault_1`, status: 204, body: undefined }),
    ).toEqual([]);
  });
});
