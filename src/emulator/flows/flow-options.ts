/**
 * The emulator options the flows read, resolved once at start: how deliveries are
 * retried and timed out, where they go (a loopback URL, an in-process handler given as `webhookUrl`,
 * or the `webhookFetch` you pass), the signature header names, and the payment methods.
 */
import { resolveHeaderNames, type WebhookHeaderNames } from '../../webhooks/headers.js';
import type { PaymentMethodOptions } from '../checkout/payment-methods.js';
import {
  type DeliveryOptions,
  type ResolvedDeliveryOptions,
  resolveDeliveryOptions,
} from '../deliveries/delivery-options.js';
import type { FetchHandler } from '../deliveries/registration.js';
import { resolveTransport, type Transport } from '../deliveries/transport.js';

/**
 * The URL a `webhookUrl` given as a Fetch handler is registered under; requests to it are answered
 * by the handler in-process and never leave it.
 */
export const IN_PROCESS_WEBHOOK_URL = 'http://in-process.localhost/webhooks';

export interface FlowOptions extends DeliveryOptions {
  /** Payment methods the checkout offers. @default card only for sandbox keys (§1), five for live keys */
  paymentMethods?: PaymentMethodOptions;
}

export interface ResolvedFlowOptions {
  delivery: ResolvedDeliveryOptions;
  headerNames: { signature: string; timestamp: string };
  /** The transport for a registration URL, or why nothing can be sent there. */
  transport: (url: string) => Transport | string;
  paymentMethods: PaymentMethodOptions;
}

/** Applies defaults and checks the options once; throws TypeError / WebhookConfigError for bad ones. */
export function resolveFlowOptions(
  options: FlowOptions & WebhookHeaderNames & { webhookUrl?: string | FetchHandler; webhookFetch?: Transport } = {},
): ResolvedFlowOptions {
  const handlers = new Map<string, FetchHandler>();
  if (typeof options.webhookUrl === 'function') handlers.set(IN_PROCESS_WEBHOOK_URL, options.webhookUrl);
  else if (options.webhookUrl !== undefined && typeof options.webhookUrl !== 'string') {
    throw new TypeError('webhookUrl: expected a URL or a Fetch handler (request) => Promise<Response>');
  }
  const transportOptions = { handlers, fetch: options.webhookFetch };
  return {
    delivery: resolveDeliveryOptions(options),
    headerNames: resolveHeaderNames(options),
    transport: (url) => resolveTransport(url, transportOptions),
    paymentMethods: options.paymentMethods ?? {},
  };
}
