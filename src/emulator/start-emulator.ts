/**
 * `startEmulator(options)`: the service's local twin. Builds the context, installs every
 * feature, loads the seed, and listens on loopback (unless `listen: false`). Start-up compiles
 * nothing and reads no document: the validators were compiled by `npm run generate`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhooksPart, webhookUrlRegistration } from './api/webhook-registrations.js';
import { createContext } from './core/context.js';
import type { Emulator } from './emulator-handle.js';
import { type EmulatorFeature, FEATURES } from './features.js';
import { createCoreHandler } from './dispatcher.js';
import { createFetchAdapter } from './http/fetch-adapter.js';
import { createHostCheck, exposureWarning } from './http/host-check.js';
import { createNodeListener } from './http/node-adapter.js';
import { MAX_BODY_DEPTH, nestedDeeperThan, SEED_DEPTH_ALLOWANCE } from './limits/json-depth.js';
import { type EmulatorOptions, type ResolvedEmulatorOptions, resolveOptions } from './options.js';
import { SeedError } from './state/seed-error.js';

/** The seed as a parsed value: a file is read here, so a bad path or bad JSON is a `SeedError` too. */
function seedValue(options: ResolvedEmulatorOptions): Record<string, unknown> {
  let value: unknown = options.seed ?? {};
  if (typeof value === 'string') {
    const file = value;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new SeedError(
        file,
        `cannot read the seed file (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      );
    }
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new SeedError(file, `is not valid JSON (${(error as Error).message})`);
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new SeedError('seed', 'must be a JSON object');
  // Checked before anything copies it: structuredClone and snapshots recurse.
  const limit = MAX_BODY_DEPTH + SEED_DEPTH_ALLOWANCE;
  for (const [section, data] of Object.entries(value)) {
    if (nestedDeeperThan(data, limit - 1)) {
      throw new SeedError(`seed.${section}`, `is nested deeper than ${limit} levels of objects and arrays`);
    }
  }
  return value as Record<string, unknown>;
}

/** The seed with the `webhookUrl` registration added to what every tenant starts from. */
function withWebhookUrl(seed: Record<string, unknown>, url: string | undefined): Record<string, unknown> {
  if (url === undefined) return seed;
  const registration = webhookUrlRegistration(url);
  const add = (template: Record<string, unknown>) => {
    const existing = template[webhooksPart.name];
    // A snapshot taken with webhookUrl already holds the option's registration: replace it, once.
    const others = (Array.isArray(existing) ? existing : []).filter((r) => r?.id !== registration.id);
    return { ...template, [webhooksPart.name]: [...others, registration] };
  };
  if (!Object.hasOwn(seed, 'format')) return add(seed);
  const template = (seed.template ?? {}) as Record<string, unknown>;
  return { ...seed, template: add(template) };
}

function listen(server: Server, options: ResolvedEmulatorOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const { address, port } = server.address() as AddressInfo;
      resolve(`http://${address.includes(':') ? `[${address}]` : address}:${port}`);
    });
  });
}

export function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  return startEmulatorWith(options, FEATURES);
}

/** `startEmulator` with another feature list: the emulator's own tests add probes through it. */
export async function startEmulatorWith(
  options: EmulatorOptions,
  features: readonly EmulatorFeature[],
): Promise<Emulator> {
  const resolved = resolveOptions(options);
  const context = createContext(resolved);
  const controls: Record<string, unknown> = {};
  for (const feature of features) Object.assign(controls, feature.install(context, resolved));
  context.state.loadSeed(withWebhookUrl(seedValue(resolved), resolved.webhookUrl));

  const handle = createCoreHandler(context);
  let server: Server | undefined;
  if (resolved.listen) {
    const checkHost = createHostCheck(resolved.host, resolved.allowedHosts);
    server = createServer(
      { requestTimeout: resolved.bodyTimeoutMs + 5_000 },
      createNodeListener(handle, resolved, checkHost),
    );
    // A client reuses an idle connection until shortly before the `Keep-Alive: timeout` the server
    // announces; one whose event loop stalls past that margin (a loaded CI machine) sends on a
    // connection the server is closing and gets ECONNRESET. Node's 5 s default makes that likely
    // between any two calls of a test; a minute makes it rare.
    server.keepAliveTimeout = 65_000;
    const exposed = exposureWarning(resolved.host);
    // Before listening, so it is said even when the address cannot be had.
    if (exposed !== undefined) process.emitWarning(exposed, { code: 'GAME_COMMERCE_EMULATOR_EXPOSED' });
    context.setOrigin(await listen(server, resolved));
  }
  let closed: Promise<void> | undefined;
  // The features' controls are typed on Emulator (emulator-handle.ts).
  const emulator = {
    ...(controls as Partial<Emulator>),
    url: context.origin(),
    fetch: createFetchAdapter(handle, resolved),
    clock: context.clock,
    handle,
    snapshot: () => context.state.snapshot(),
    reset() {
      context.clock.cancelAll();
      context.faults.clear();
      context.rateLimiter.clear();
      context.state.reset();
      context.hooks.emit('reset', {});
    },
    inject: (fault) => context.faults.inject(fault),
    tenant(apiKey) {
      const known = context.keys.lookup(apiKey);
      if (known === undefined) throw new RangeError('the emulator does not accept this API key');
      return context.state.tenantFor(apiKey, known.environment);
    },
    close() {
      closed ??= (async () => {
        context.hooks.emit('closing', {});
        context.clock.cancelAll();
        if (server === undefined) return;
        const done = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await done;
      })();
      return closed;
    },
  } as Emulator;
  return emulator;
}

declare module './core/hooks.js' {
  interface EmulatorEvents {
    /** `emu.reset()` put every tenant back to the seed: features drop what they keep outside parts. */
    reset: Record<string, never>;
    /** `emu.close()` started. */
    closing: Record<string, never>;
  }
}
