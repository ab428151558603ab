/**
 * Which keys the emulator accepts, and what each one is (spec §5: the key picks sandbox or live;
 * an unknown key is 401; an authenticated key that is not permitted is 403).
 *
 * A key is given as text, `K`, `K:live`, `K:sandbox`, `K:restricted` or `K:live:restricted`
 * (`--api-key`, repeatable), or as an object. A plain `K` is a sandbox key. Everything after the
 * first colon is a suffix: a key itself holds no colon (spec §5 rule 2 sends it as a Basic user
 * name, which cannot), so `K:prod` is a typo to refuse, not a key to accept as written.
 *
 * With no keys configured the emulator is open: any non-empty key is accepted as its own sandbox
 * tenant, as the Prism mock accepts any key. That is what parallel test workers want (each worker
 * its own key, its own state) and what `npx game-commerce-s2s emulator` does by default; configure
 * keys to test a 401, a 403 or a live key.
 */
import { EmulatorOptionError } from '../errors/option-error.js';
import type { Environment } from '../state/part.js';

export interface ApiKeyConfig {
  key: string;
  /** @default 'sandbox' */
  environment?: Environment;
  /** Every request with this key is refused with 403 (spec §5 rule 5). @default false */
  restricted?: boolean;
}

/** A key as the emulator holds it. */
export interface KnownKey {
  environment: Environment;
  restricted: boolean;
}

const FLAGS = new Set(['live', 'sandbox', 'restricted']);
const ALLOWED = 'a key may end in :live, :sandbox, :restricted or :live:restricted';

/** A suffix is shown only when it cannot be a piece of a key: a short word, such as `prod`. */
const shown = (suffix: string) =>
  /^[A-Za-z]{1,12}$/.test(suffix)
    ? `unknown suffix ":${suffix}"`
    : 'unknown suffix (not shown: it may be part of the key)';

/**
 * `K`, `K:live`, `K:restricted`, `K:live:restricted` → its config. Throws an `EmulatorOptionError`
 * for the option `at`, naming the problem and never the key.
 */
export function parseApiKey(text: string, at = 'apiKey'): ApiKeyConfig {
  const [key = '', ...flags] = text.split(':');
  if (key === '')
    throw new EmulatorOptionError(at, `an API key is empty in ${JSON.stringify(text.replace(/[^:]/g, '*'))}`);
  const unknown = flags.find((flag) => !FLAGS.has(flag));
  if (unknown !== undefined) throw new EmulatorOptionError(at, `${shown(unknown)}; ${ALLOWED}`);
  if (flags.includes('live') && flags.includes('sandbox')) {
    throw new EmulatorOptionError(at, 'an API key cannot be both live and sandbox');
  }
  return {
    key,
    environment: flags.includes('live') ? 'live' : 'sandbox',
    restricted: flags.includes('restricted'),
  };
}

/** An object entry, checked field by field (it may come from JavaScript or a JSON file). */
function checkConfig(config: ApiKeyConfig, at: string): KnownKey & { key: string } {
  if (typeof config?.key !== 'string' || config.key === '')
    throw new EmulatorOptionError(`${at}.key`, 'an API key is empty');
  const { environment = 'sandbox', restricted = false } = config;
  if (environment !== 'sandbox' && environment !== 'live') {
    throw new EmulatorOptionError(`${at}.environment`, "must be 'sandbox' or 'live'");
  }
  if (typeof restricted !== 'boolean') throw new EmulatorOptionError(`${at}.restricted`, 'must be true or false');
  return { key: config.key, environment, restricted };
}

export interface KeyTable {
  /** True when no key was configured and any key is accepted (as sandbox). */
  readonly open: boolean;
  /** What a key is; undefined for a key the emulator does not accept. */
  lookup(key: string): KnownKey | undefined;
  /** The configured keys (empty when open), for the CLI's start-up lines. */
  configured(): readonly (KnownKey & { key: string })[];
}

export function createKeyTable(keys: readonly (string | ApiKeyConfig)[] | undefined): KeyTable {
  const known = new Map<string, KnownKey>();
  (keys ?? []).forEach((entry, index) => {
    const at = `apiKeys[${index}]`;
    const { key, environment, restricted } = checkConfig(
      typeof entry === 'string' ? parseApiKey(entry, at) : entry,
      at,
    );
    known.set(key, { environment, restricted });
  });
  const open = known.size === 0;
  const openKey: KnownKey = { environment: 'sandbox', restricted: false };
  return {
    open,
    lookup: (key) => (open ? (key === '' ? undefined : openKey) : known.get(key)),
    configured: () => [...known].map(([key, value]) => ({ key, ...value })),
  };
}

/** How a key may be shown: never in full (spec §5.4), only its last four characters. */
export function maskKey(key: string): string {
  return key.length <= 8 ? '****' : `****${key.slice(-4)}`;
}
