/**
 * The dispatcher, above the HTTP adapters (http/) and the API handlers (api/): the one core
 * handler, a plain request in, a plain answer out. For an API operation, in order:
 * injected fault, authentication (spec §5), rate limit (§8), body (400 for malformed JSON, a wrong
 * content type or JSON nested too deep, limits/json-depth.ts), validation against the document (422, §7), then the operation's handler, whose
 * state changes are undone when it fails. Other routes (pages) are handed their request as is.
 * Nothing a client sends can make it throw: an unexpected failure is answered 503 (§7, declared by
 * every operation) and logged, and the emulator keeps serving.
 */
import type { EmulatorContext, RouteTarget } from './core/context.js';
import type { OperationCall } from './core/operation-handlers.js';
import { keyFromAuthorization } from './auth/authenticate.js';
import { EmulatorCapacityError } from './errors/capacity-error.js';
import { MAX_BODY_DEPTH } from './limits/json-depth.js';
import type { Tenant } from './state/tenant.js';
import { validateRequest, validatorsOf } from './validation/validate-request.js';
import { parseJsonBody } from './http/json-body.js';
import { errorBody, HttpError, unauthenticated, validationFailed } from './http/responses.js';
import type { EmulatorHandler, EmulatorRequest, EmulatorResponse } from './http/types.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createCoreHandler(context: EmulatorContext): EmulatorHandler {
  return async (request) => {
    const started = performance.now();
    const lookup = context.router.lookup(request.method, request.path);
    let response: EmulatorResponse;
    try {
      if (lookup.kind === 'not-found') response = errorBody(404, 'Not Found');
      else if (lookup.kind === 'method-not-allowed') {
        response = errorBody(405, 'Method Not Allowed', { allow: lookup.allow.join(', ') });
      } else if (lookup.match.target.kind === 'route') {
        response = await lookup.match.target.handler(request, lookup.match.params);
      } else {
        response = await handleOperation(context, request, lookup.match.target, lookup.match.params);
      }
    } catch (error) {
      if (error instanceof EmulatorCapacityError) response = errorBody(error.status, error.message);
      else {
        context.log(
          `${request.method} ${request.path} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        response = errorBody(503, 'Service unavailable');
      }
    }
    // The request log (the `log` option, the CLI's output); a no-op without one.
    context.log(`${request.method} ${request.path} ${response.status} ${(performance.now() - started).toFixed(1)} ms`);
    return response;
  };
}

async function handleOperation(
  context: EmulatorContext,
  request: EmulatorRequest,
  target: Extract<RouteTarget, { kind: 'operation' }>,
  params: Record<string, string>,
): Promise<EmulatorResponse> {
  const { operationId } = target.operation;
  const key = keyFromAuthorization(request.headers.authorization);
  const fault = context.faults.take(operationId, key);
  if (fault !== undefined) {
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.response !== undefined) return fault.response;
  }
  if (key === undefined) return unauthenticated();
  const known = context.keys.lookup(key);
  if (known === undefined) return unauthenticated();
  if (known.restricted) return errorBody(403, 'Not authorized');
  const tenant = context.state.tenantFor(key, known.environment);
  const retryAfter = context.rateLimiter.take(tenant.id);
  if (retryAfter !== undefined) {
    return errorBody(429, 'Rate limit exceeded', { 'retry-after': String(retryAfter) });
  }

  const parsed = parseBody(operationId, request);
  if ('response' in parsed) return parsed.response;
  const validated = validateRequest(operationId, request, params, parsed.body);
  if (!validated.ok) return validationFailed(validated.issues);

  const handler = context.handlers.get(operationId);
  if (handler === undefined) return errorBody(503, `${operationId} is not emulated`);
  const requestId = context.ids.next('request');
  const after: (() => void)[] = [];
  const call: OperationCall = {
    operationId,
    tenant,
    ...validated.value,
    request,
    requestId,
    after: (fn) => after.push(fn),
  };
  const storedBefore = context.state.storedBytes;
  const response = run(tenant, () => withinStorageCap(context, request, handler(call), storedBefore));
  response.headers['x-request-id'] = requestId;
  if (response.status < 400) for (const fn of after) fn();
  return response;
}

/**
 * A successful answer, or the 409 of the `maxStoredBytes` cap when the request left the records
 * larger than the cap allows (thrown, so `run` undoes its changes). Checked after the handler, as
 * only it knows what a request stores; a request that grew nothing (a delete, a smaller
 * replacement) is never refused, nor is a read, which declares no 409 (a new tenant's first read
 * may grow the records by copying the seed; `maxTenants` bounds that).
 */
function withinStorageCap(
  context: EmulatorContext,
  request: EmulatorRequest,
  response: EmulatorResponse,
  before: number,
): EmulatorResponse {
  const { storedBytes } = context.state;
  const limit = context.options.maxStoredBytes;
  if (request.method === 'GET' || response.status >= 400 || storedBytes <= limit || storedBytes <= before) {
    return response;
  }
  // Reported as it stands once this request is undone.
  throw new HttpError(errorBody(409, EmulatorCapacityError.storage(before, limit).message));
}

/** The handler's answer; its changes undone when it throws or answers an error. */
function run(tenant: Tenant, handle: () => EmulatorResponse): EmulatorResponse {
  try {
    return tenant.journal.run(handle, (response) => response.status >= 400);
  } catch (error) {
    if (error instanceof HttpError) return { ...error.response, headers: { ...error.response.headers } };
    throw error;
  }
}

/** The JSON body of an operation that takes one (http/json-body.ts). */
function parseBody(operationId: string, request: EmulatorRequest): { body: unknown } | { response: EmulatorResponse } {
  // A body sent to an operation that takes none is ignored, as most servers do.
  if (request.body === undefined || request.body === '' || validatorsOf(operationId).body === undefined) {
    return { body: undefined };
  }
  const parsed = parseJsonBody(request.body, request.headers['content-type'], MAX_BODY_DEPTH);
  return 'refusal' in parsed ? { response: parsed.refusal } : { body: parsed.value };
}
