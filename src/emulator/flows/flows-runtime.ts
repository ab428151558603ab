/**
 * The flows of one emulator: each tenant's `TenantFlows` (built on first use, dropped with the
 * tenant on reset), the API key of each tenant (kept in memory only, to sign its deliveries, §6;
 * never in a part, a snapshot or a log, §5.4), and the look-ups the controls and pages need: the
 * tenant of an order, of a checkout page, of an event.
 *
 * Pages and the inspector (emu-pages) reach it with `flowsOf(context)`.
 */
import { findOrderBySession, ordersPart } from '../api/orders.js';
import type { EmulatorContext } from '../context.js';
import { deliveriesPart } from '../delivery/delivery-log.js';
import { StopSignal } from '../delivery/stop-signal.js';
import { FlowError } from '../errors/flow-error.js';
import { tenantIdOf } from '../state/emulator-state.js';
import type { Tenant } from '../state/tenant.js';
import type { ResolvedFlowOptions } from './flow-options.js';
import { TenantFlows } from './tenant-flows.js';

export class FlowsRuntime {
  readonly #context: EmulatorContext;
  readonly #options: ResolvedFlowOptions;
  readonly #flows = new WeakMap<Tenant, TenantFlows>();
  /** tenant id → API key; in memory only. */
  readonly #keys = new Map<string, string>();
  /** Stopped on reset and close, so deliveries of the state left behind stop waiting for the game. */
  #stop = new StopSignal();
  /** Each tenant's own signal, stopped with `#stop` or when that tenant alone is reset. */
  readonly #stops = new WeakMap<Tenant, { stop: StopSignal; unsubscribe: () => void }>();

  constructor(context: EmulatorContext, options: ResolvedFlowOptions) {
    this.#context = context;
    this.#options = options;
    for (const { key } of context.keys.configured()) this.#keys.set(tenantIdOf(key), key);
  }

  /**
   * Stops every delivery in flight (reset, close): their tenants' state is gone, so they are not
   * retried. Tenants built afterwards start a new generation.
   */
  stopDeliveries(): void {
    this.#stop.stop();
    this.#stop = new StopSignal();
  }

  /**
   * Stops the deliveries of one tenant (its reset or restore through the control API): attempts in
   * flight stop waiting, scheduled retries are cancelled, and each counts as failed.
   */
  stopDeliveriesOf(tenant: Tenant): void {
    const entry = this.#stops.get(tenant);
    if (entry === undefined) return;
    entry.unsubscribe();
    entry.stop.stop();
  }

  /** Notes the key a tenant was reached with, so its deliveries can be signed. */
  remember(tenant: Tenant, key: string): void {
    if (this.#keys.get(tenant.id) !== key) this.#keys.set(tenant.id, key);
  }

  /** The flows of a tenant, built on first use. */
  forTenant(tenant: Tenant): TenantFlows {
    let flows = this.#flows.get(tenant);
    if (!flows) {
      const stop = new StopSignal();
      this.#stops.set(tenant, { stop, unsubscribe: this.#stop.onStop(() => stop.stop()) });
      flows = new TenantFlows(tenant, {
        clock: tenant.clock,
        ids: this.#context.ids,
        options: this.#options,
        secret: () => this.#secretOf(tenant),
        stop,
      });
      this.#flows.set(tenant, flows);
    }
    return flows;
  }

  /**
   * The tenant a control acts for: the one of `apiKey`, else the only configured key's, else the
   * only tenant there is. Throws a TypeError asking for `apiKey` when that is ambiguous.
   */
  tenantFor(apiKey?: string): Tenant {
    const { keys, state } = this.#context;
    if (apiKey !== undefined) {
      const known = keys.lookup(apiKey);
      if (!known) throw new RangeError('the emulator does not accept this API key');
      const tenant = state.tenantFor(apiKey, known.environment);
      this.remember(tenant, apiKey);
      return tenant;
    }
    const configured = keys.configured().filter((k) => !k.restricted);
    if (configured.length === 1) return this.tenantFor(configured[0]!.key);
    const tenants = state.tenants();
    if (tenants.length === 1) return tenants[0]!;
    throw new TypeError(
      `pass { apiKey }: the emulator has ${tenants.length} tenants and ${configured.length} configured keys, so which game is meant is ambiguous`,
    );
  }

  /** The flows of the tenant holding `orderId`. Throws `FlowError` 404 when no tenant has it. */
  forOrder(orderId: string): TenantFlows {
    for (const tenant of this.#context.state.tenants()) {
      if (tenant.part(ordersPart).has(orderId)) return this.forTenant(tenant);
    }
    throw new FlowError(404, 'not_found', `No order ${orderId}`);
  }

  /** The flows and order behind a checkout page's session (the opaque part of checkout_url). */
  forSession(session: string): { flows: TenantFlows; orderId: string } | undefined {
    const found = findOrderBySession(this.#context.state, session);
    return found && { flows: this.forTenant(found.tenant), orderId: found.order.order_id };
  }

  /** The flows of every tenant that sent `eventId`. */
  forEvent(eventId: string): TenantFlows[] {
    return this.#context.state
      .tenants()
      .filter((tenant) => [...tenant.part(deliveriesPart).values()].some((d) => d.event_id === eventId))
      .map((tenant) => this.forTenant(tenant));
  }

  #secretOf(tenant: Tenant): string {
    const key = this.#keys.get(tenant.id);
    if (key === undefined) {
      throw new FlowError(
        409,
        'unknown_tenant',
        `The emulator does not know the API key of ${tenant.id} (restored from a snapshot), so it cannot sign its deliveries (§6); make one request with the key, or configure it with apiKeys`,
      );
    }
    return key;
  }
}

const runtimes = new WeakMap<EmulatorContext, FlowsRuntime>();

/** Registers the runtime of an emulator (done once by the flows feature). */
export function attachFlows(context: EmulatorContext, runtime: FlowsRuntime): void {
  runtimes.set(context, runtime);
}

/** The flows of an emulator, for pages and the inspector. Throws when the flows feature is not installed. */
export function flowsOf(context: EmulatorContext): FlowsRuntime {
  const runtime = runtimes.get(context);
  if (!runtime) throw new Error('the flows feature is not installed (features.ts)');
  return runtime;
}
