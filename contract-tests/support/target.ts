/**
 * What the contract run talks to. By default the embedded Prism mock with an obviously fake key.
 * With CONTRACT_LIVE=1 (`npm run contract:live`), a real environment through a validating
 * `prism proxy`: S2S_BASE_URL and S2S_API_KEY (a sandbox key) must be set, and operations that
 * write run only with S2S_LIVE_WRITES=1.
 */
export interface ContractTarget {
  live: boolean;
  /** Upstream for the proxy (live only). */
  upstream?: string;
  apiKey: string;
  /** Whether operations other than GET may be sent. */
  writes: boolean;
}

export const MOCK_API_KEY = 'sk_test_contract_fake_key';

export function contractTarget(env: NodeJS.ProcessEnv = process.env): ContractTarget {
  if (env.CONTRACT_LIVE !== '1') return { live: false, apiKey: MOCK_API_KEY, writes: true };
  const upstream = env.S2S_BASE_URL;
  const apiKey = env.S2S_API_KEY;
  if (!upstream || !apiKey) throw new Error(liveSkipReason(env)!);
  return { live: true, upstream, apiKey, writes: env.S2S_LIVE_WRITES === '1' };
}

/** Why a live run cannot happen, or undefined when it can. */
export function liveSkipReason(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const missing = ['S2S_BASE_URL', 'S2S_API_KEY'].filter((name) => !env[name]);
  if (missing.length === 0) return undefined;
  return `contract:live skipped: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set S2S_BASE_URL (the base URL with its path prefix) and S2S_API_KEY (a sandbox key) to run the operation checks against a real environment; add S2S_LIVE_WRITES=1 to include operations that write.`;
}
