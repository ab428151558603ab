/**
 * The emulator's features, installed in order at start. A feature adds state parts, operation
 * handlers (or wraps them), routes, hook listeners, and controls on the `emu` handle, all through
 * the context; none edits another's files. Add a feature by adding it to this list.
 *
 * Order matters only for wrapping: a feature that wraps an operation handler comes after the one
 * that sets it.
 */
import { installApi } from './api/index.js';
import type { EmulatorContext } from './context.js';
import { installControl } from './control/install-control.js';
import { installFlows } from './flows/install-flows.js';
import { installPages } from './pages/install-pages.js';

export interface EmulatorFeature {
  readonly name: string;
  /** Installs the feature; returns the controls it adds to the `emu` handle (merged by name). */
  install(context: EmulatorContext): object | undefined;
}

export const FEATURES: readonly EmulatorFeature[] = [
  {
    name: 'api',
    install: (context) => {
      installApi(context);
      return undefined;
    },
  },
  // Checkout, deliveries, refunds, hub login, popups, daily rewards (§1, §3, §4, §6); wraps api handlers.
  { name: 'flows', install: installFlows },
  // Checkout, hub-login and inspector pages (emu-pages); reads the flows runtime, so after 'flows'.
  { name: 'pages', install: installPages },
  // The control API under /_emulator/v1/ (every emu control over HTTP); reads the flows runtime.
  { name: 'control', install: installControl },
];
