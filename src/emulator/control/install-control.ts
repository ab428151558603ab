/**
 * The control API: every control of the `emu` handle over HTTP under `/_emulator/v1/`, so a game
 * written in any language can move the clock, inject faults, reset or restore its state, pay,
 * decline, refund, reverse, redeliver, log in through the hub, claim a daily reward and wait for
 * deliveries to settle. Described by the control document (written in openapi/emulator-control.json,
 * read from its copy in generated/; served at CONTROL_DOCUMENT_PATH, shipped as
 * `game-commerce-s2s/emulator-control.json`).
 *
 * Authenticated like the API (spec §5): the game's key in `Authorization` (Bearer or Basic), 401
 * without a known one, 403 for a restricted one. Every control acts on that key's tenant only, so
 * parallel test workers with their own keys stay apart, the clock included: `clock/advance` moves
 * the tenant's fork of the emulator clock (time/clock.ts), not the others'. Controls are not API
 * operations: no injected fault and no rate limit applies to them.
 */
import controlDocument from '../../../generated/emulator-control.json' with { type: 'json' };
import { keyFromAuthorization } from '../auth/authenticate.js';
import type { EmulatorContext } from '../core/context.js';
import { parseDuration } from '../time/duration.js';
import { EmulatorCapacityError } from '../errors/capacity-error.js';
import { FlowError } from '../errors/flow-error.js';
import type { FaultListing, FaultSpec } from '../faults/faults.js';
import { flowsOf } from '../flows/flows-runtime.js';
import type { TenantFlows } from '../flows/tenant-flows.js';
import { empty, errorBody, HttpError, json, unauthenticated } from '../http/responses.js';
import type { RouteHandler } from '../http/router.js';
import type { EmulatorRequest, EmulatorResponse } from '../http/types.js';
import type { ClaimDailyRewardInput } from '../rewards/daily-rewards.js';
import { SeedError } from '../state/seed-error.js';
import type { Tenant } from '../state/tenant.js';
import { controlBody, invalid } from './control-body.js';

/** Where the controls live; the control document's paths start with it. */
export const CONTROL_BASE = '/_emulator/v1';
/** The control document, served without a key so a team can generate a client from the running emulator. */
export const CONTROL_DOCUMENT_PATH = '/_emulator/openapi.json';

/** Every control route, `METHOD /path` under CONTROL_BASE; the control document lists the same. */
export const CONTROL_ROUTES = [
  'GET /clock',
  'POST /clock/advance',
  'GET /faults',
  'POST /faults',
  'DELETE /faults',
  'DELETE /faults/{faultId}',
  'POST /reset',
  'GET /state',
  'PUT /state',
  'GET /orders/{orderId}',
  'POST /orders/{orderId}/pay',
  'POST /orders/{orderId}/decline',
  'POST /orders/{orderId}/refund',
  'POST /orders/{orderId}/reverse',
  'POST /events/{eventId}/redeliver',
  'POST /hub-login',
  'POST /daily-rewards/claim',
  'POST /settle',
  'GET /deliveries',
] as const;

type ControlRoute = (typeof CONTROL_ROUTES)[number];

/** What a control is given: the request, its path parameters, and the caller's tenant. */
interface ControlCall {
  request: EmulatorRequest;
  params: Record<string, string>;
  /** The caller's API key: faults are kept under it. Never answered or logged. */
  key: string;
  tenant: Tenant;
  flows: TenantFlows;
}

type Control = (call: ControlCall) => EmulatorResponse | Promise<EmulatorResponse>;

const DEFAULT_SETTLE_TIMEOUT_MS = 10_000;
/** The furthest the clock may be moved at once (100 years), so its time stays a valid date. */
const MAX_ADVANCE_MS = 100 * 365 * 86_400_000;

/** `{ now, unix }`: the emulator time as ISO 8601 and as Unix seconds. */
function clockAnswer(now: number): EmulatorResponse {
  return json(200, { now: new Date(now).toISOString(), unix: Math.floor(now / 1000) });
}

/** A fault as the control API answers it: what it does, its defaults spelled out, never its key. */
function faultAnswer({ id, spec, remaining }: FaultListing) {
  return {
    id,
    operation: spec.operation ?? '*',
    ...(spec.status === undefined ? {} : { status: spec.status }),
    ...(spec.retryAfter === undefined ? {} : { retryAfter: spec.retryAfter }),
    delayMs: spec.delayMs ?? 0,
    drop: spec.drop ?? false,
    times: spec.times ?? 1,
    remaining,
  };
}

/** A `SeedError` place (`state.tenants.x.parts.orders[2].id`) as a validation `loc` under the body. */
function seedErrorAnswer(error: SeedError): HttpError {
  const place = error.at.replace(/^state\.?/, '');
  return invalid(place === '' ? [] : place.split('.'), error.message);
}

export function installControl(context: EmulatorContext): undefined {
  const { faults, state } = context;
  const runtime = () => flowsOf(context);

  const controls: Record<ControlRoute, Control> = {
    'GET /clock': ({ tenant }) => clockAnswer(tenant.clock.now()),
    'POST /clock/advance': ({ request, tenant }) => {
      const { by } = controlBody<{ by: string | number }>(request, 'advanceClock');
      let ms: number;
      try {
        ms = parseDuration(by);
      } catch (error) {
        throw invalid('by', (error as Error).message);
      }
      if (ms > MAX_ADVANCE_MS) throw invalid('by', `must be at most ${MAX_ADVANCE_MS} ms (100 years)`);
      tenant.clock.advance(ms);
      return clockAnswer(tenant.clock.now());
    },

    'GET /faults': ({ key }) => json(200, { faults: faults.listFor(key).map(faultAnswer) }),
    'POST /faults': ({ request, key }) => {
      const spec: FaultSpec = { ...controlBody<Omit<FaultSpec, 'apiKey'>>(request, 'injectFault'), apiKey: key };
      let injected: ReturnType<typeof faults.inject>;
      try {
        injected = faults.inject(spec);
      } catch (error) {
        // The table refuses an operation that is not an operationId of the document.
        if (error instanceof RangeError) throw invalid('operation', error.message);
        throw error;
      }
      const listed = faults.listFor(key).find((fault) => fault.id === injected.id)!;
      return json(201, faultAnswer(listed));
    },
    'DELETE /faults': ({ key }) => {
      faults.clearFor(key);
      return empty();
    },
    'DELETE /faults/{faultId}': ({ key, params }) => {
      const id = params.faultId ?? '';
      if (faults.clearFor(key, id) === 0) throw new FlowError(404, 'not_found', `No fault ${id} for this key`);
      return empty();
    },

    'POST /reset': ({ request, key, tenant }) => {
      controlBody(request, 'reset');
      runtime().stopDeliveriesOf(tenant);
      faults.clearFor(key);
      runtime().remember(state.resetTenant(tenant), key);
      return empty();
    },
    'GET /state': ({ tenant }) => json(200, state.snapshotTenant(tenant)),
    'PUT /state': ({ request, key, tenant }) => {
      const body = controlBody<Record<string, unknown>>(request, 'putState');
      let restored: Tenant;
      try {
        restored = state.restoreTenant(tenant, body);
      } catch (error) {
        if (error instanceof SeedError) throw seedErrorAnswer(error);
        throw error;
      }
      runtime().stopDeliveriesOf(tenant);
      runtime().remember(restored, key);
      return empty();
    },

    'GET /orders/{orderId}': ({ flows, params }) => {
      const view = flows.checkout.view(params.orderId ?? '');
      if (view === undefined) throw new FlowError(404, 'not_found', `No order ${params.orderId}`);
      return json(200, view);
    },
    'POST /orders/{orderId}/pay': async ({ request, flows, params }) => {
      const { method, until } = controlBody<{ method?: string; until?: 'settled' | 'answered' }>(request, 'payOrder');
      const started = flows.checkout.pay(params.orderId ?? '', method);
      return json(200, await (until === 'answered' ? started.first : started.settled));
    },
    'POST /orders/{orderId}/decline': ({ request, flows, params }) => {
      const { method } = controlBody<{ method?: string }>(request, 'declineOrder');
      return json(200, flows.checkout.decline(params.orderId ?? '', method));
    },
    'POST /orders/{orderId}/refund': async ({ request, flows, params }) => {
      controlBody(request, 'refundOrder');
      return json(200, await flows.refund(params.orderId ?? ''));
    },
    'POST /orders/{orderId}/reverse': async ({ request, flows, params }) => {
      controlBody(request, 'reverseOrder');
      return json(200, await flows.reverse(params.orderId ?? ''));
    },
    'POST /events/{eventId}/redeliver': async ({ request, flows, params }) => {
      controlBody(request, 'redeliverEvent');
      const eventId = params.eventId ?? '';
      if (!flows.deliveries.list().some((delivery) => delivery.event_id === eventId)) {
        throw new FlowError(404, 'not_found', `No delivery of event ${eventId}`);
      }
      return json(200, { deliveries: await flows.deliveries.redeliver(eventId) });
    },

    'POST /hub-login': ({ request, flows }) => {
      const { deepLink } = controlBody<{ deepLink: string }>(request, 'hubLogin');
      // Each call stores a nonce: refused once the records are at the cap (maxStoredBytes).
      const { storedBytes } = state;
      if (storedBytes >= context.options.maxStoredBytes) {
        throw EmulatorCapacityError.storage(storedBytes, context.options.maxStoredBytes);
      }
      try {
        return json(200, flows.hubLogin(deepLink));
      } catch (error) {
        if (error instanceof TypeError) throw invalid('deepLink', error.message.replace(/^deepLink: /, ''));
        throw error;
      }
    },
    'POST /daily-rewards/claim': async ({ request, flows }) => {
      const input = controlBody<ClaimDailyRewardInput>(request, 'claimDailyReward');
      return json(200, await flows.claimDailyReward(input));
    },

    'POST /settle': async ({ request, flows }) => {
      const { timeoutMs } = controlBody<{ timeoutMs?: number }>(request, 'settle');
      const waitMs = timeoutMs ?? DEFAULT_SETTLE_TIMEOUT_MS;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), waitMs);
        // A pending settle must not keep a test process alive once the emulator closed.
        timer.unref?.();
      });
      const settled = await Promise.race([flows.deliveries.idle(), timedOut]);
      clearTimeout(timer);
      if (settled === undefined) {
        const pending = flows.deliveries
          .list()
          .filter((delivery) => delivery.status === 'sending' || delivery.status === 'retrying')
          .map((delivery) => delivery.id);
        return errorBody(504, `Deliveries still pending after ${waitMs} ms: ${pending.join(', ')}`);
      }
      return json(200, { deliveries: settled });
    },
    'GET /deliveries': ({ flows }) => json(200, { deliveries: flows.deliveries.list() }),
  };

  const documentText = JSON.stringify(controlDocument);
  context.addRoute('GET', CONTROL_DOCUMENT_PATH, () => ({
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: documentText,
  }));
  for (const route of CONTROL_ROUTES) {
    const [method, path] = route.split(' ') as [string, string];
    context.addRoute(method, `${CONTROL_BASE}${path}`, authenticated(context, controls[route]));
  }
  return undefined;
}

/** The control behind the game's key (spec §5), its refusals answered in the API's error bodies (§7). */
function authenticated(context: EmulatorContext, control: Control): RouteHandler {
  return async (request, params) => {
    const key = keyFromAuthorization(request.headers.authorization);
    const known = key === undefined ? undefined : context.keys.lookup(key);
    if (key === undefined || known === undefined) return unauthenticated();
    if (known.restricted) return errorBody(403, 'Not authorized');
    const runtime = flowsOf(context);
    const tenant = context.state.tenantFor(key, known.environment);
    runtime.remember(tenant, key);
    try {
      return await control({ request, params, key, tenant, flows: runtime.forTenant(tenant) });
    } catch (error) {
      if (error instanceof HttpError) return error.response;
      if (error instanceof FlowError) return errorBody(error.status, error.message);
      throw error;
    }
  };
}
