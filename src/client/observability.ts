/**
 * Turns the `logger`, `logLevel`, `hooks` and `tracing` options into the transport's observer
 * factory (src/internal/observe.ts), validating them as `createClient` does every option.
 */
import { ConfigurationError } from '../errors/configuration-error.js';
import { createObserverFactory, type ObserverFactory } from '../internal/observe.js';
import type { Redactor } from '../internal/redact.js';
import { DEFAULTS } from './defaults.js';
import type { ClientHooks } from './hooks.js';
import { resolveLogSink } from './logger.js';
import type { ClientOptions } from './options.js';

const HOOK_NAMES: readonly (keyof ClientHooks)[] = ['beforeRequest', 'afterResponse', 'beforeRetry', 'onFailure'];

function checkHooks(hooks: ClientHooks | undefined): ClientHooks | undefined {
  if (hooks === undefined) return undefined;
  if (typeof hooks !== 'object' || hooks === null) throw new ConfigurationError('hooks must be an object');
  for (const name of Object.keys(hooks)) {
    const value = hooks[name as keyof ClientHooks];
    if (!HOOK_NAMES.includes(name as keyof ClientHooks)) {
      throw new ConfigurationError(`hooks.${name} is not a hook; expected one of ${HOOK_NAMES.join(', ')}`);
    }
    if (value !== undefined && typeof value !== 'function') {
      throw new ConfigurationError(`hooks.${name} must be a function`);
    }
  }
  return HOOK_NAMES.some((name) => hooks[name] !== undefined) ? hooks : undefined;
}

/** `undefined` when no logger, no hook and no tracing is on: the transport then observes nothing. */
export function observerFor(options: ClientOptions, redact: Redactor): ObserverFactory | undefined {
  const tracing = options.tracing ?? DEFAULTS.tracing;
  if (typeof tracing !== 'boolean') throw new ConfigurationError('tracing must be true or false');
  return createObserverFactory({
    log: resolveLogSink(options.logger, options.logLevel, redact),
    hooks: checkHooks(options.hooks),
    tracing,
    redact,
    waitWarnMs: DEFAULTS.rateLimitWaitWarnMs,
  });
}
