/**
 * The emulator options the flows read (issue #22): where deliveries go, how they are retried, the
 * signature header names, and the payment methods per environment. Resolved once per emulator.
 */
import { resolveHeaderNames, type WebhookHeaderNames } from '../../webhooks/headers.js';
import type { PaymentMethodOptions } from '../checkout/payment-methods.js';
import {
  type DeliveryOptions,
  type ResolvedDeliveryOptions,
  resolveDeliveryOptions,
} from '../delivery/delivery-options.js';
import type { FetchHandler, Registration } from '../delivery/registration.js';

/** The URL under which a `webhookUrl` given as a function is registered (no request leaves the process). */
export const IN_PROCESS_WEBHOOK_URL = 'http://in-process.localhost/webhook';

export interface FlowOptions extends DeliveryOptions, WebhookHeaderNames {
  /**
   * The game's endpoint, registered for every event type with every key (`--webhook-url`): a
   * loopback URL, or an in-process Fetch handler `(Request) => Promise<Response>` so no port is
   * needed. Registrations made with POST /v1/webhooks are added to it.
   * @default none
   */
  webhookUrl?: string | FetchHandler;
  /**
   * In-process handlers by URL: a registration (POST /v1/webhooks, the seed) whose url is a key
   * here is delivered to the handler instead of over loopback.
   * @default {}
   */
  webhookHandlers?: Readonly<Record<string, FetchHandler>>;
  /** Payment methods the checkout offers. @default card only for sandbox keys (§1), five for live keys */
  paymentMethods?: PaymentMethodOptions;
}

export interface ResolvedFlowOptions {
  delivery: ResolvedDeliveryOptions;
  headerNames: { signature: string; timestamp: string };
  handlers: ReadonlyMap<string, FetchHandler>;
  paymentMethods: PaymentMethodOptions;
  /** The `webhookUrl` option as a registration, if given. */
  optionRegistration: Registration | undefined;
}

/** Applies defaults and checks the options once; throws TypeError / WebhookConfigError for bad ones. */
export function resolveFlowOptions(options: FlowOptions = {}): ResolvedFlowOptions {
  const handlers = new Map(Object.entries(options.webhookHandlers ?? {}));
  for (const [url, handler] of handlers) {
    if (typeof handler !== 'function')
      throw new TypeError(`webhookHandlers[${url}]: expected a Fetch handler function`);
  }
  let optionRegistration: Registration | undefined;
  const { webhookUrl } = options;
  if (typeof webhookUrl === 'function') {
    handlers.set(IN_PROCESS_WEBHOOK_URL, webhookUrl);
    optionRegistration = { id: 'webhook-url', url: IN_PROCESS_WEBHOOK_URL };
  } else if (typeof webhookUrl === 'string') {
    optionRegistration = { id: 'webhook-url', url: webhookUrl };
  } else if (webhookUrl !== undefined) {
    throw new TypeError('webhookUrl: expected a URL or a Fetch handler (request) => Promise<Response>');
  }
  return {
    delivery: resolveDeliveryOptions(options),
    headerNames: resolveHeaderNames(options),
    handlers,
    paymentMethods: options.paymentMethods ?? {},
    optionRegistration,
  };
}
