/**
 * Passwordless hub login (spec §2 Authorize user, §2 Reject authorization, §4 Hub login flow).
 * `open` plays the hub: it mints a nonce and returns the deep link the hub would open (step 1).
 * `authorize` and `reject` answer POST /v1/users/authorize and .../reject (steps 3 and 5) with an
 * address of an emulator page, carrying a login token and the nonce as query parameters (§2).
 *
 * Choices the spec leaves open (§4 shows no refusal status and no nonce lifetime):
 * - A nonce is used once: by an authorization or by a rejection, whichever comes first.
 * - A nonce the hub never issued is refused with 400, one already used with 409 (both declared by
 *   the two operations; §7: 409 is a request that conflicts with the resource's current state).
 * - Nonces do not expire in the emulator.
 */
import { randomBytes } from 'node:crypto';
import type { FlowClock } from '../delivery/flow-clock.js';
import { FlowError } from '../errors/flow-error.js';
import { appendNonce } from './deep-link.js';

/** Path of the page `authorization_url` points at: the player signed in to the hub. */
export const HUB_LOGIN_PATH = '/hub/login';
/** Path of the page `error_url` points at: the hub's error for the reason. */
export const HUB_LOGIN_ERROR_PATH = '/hub/login/error';

/** §2 Reject authorization: the reasons a game may give. */
export type RejectReason = 'not_eligible' | 'banned' | 'rejected';

export interface NonceRecord {
  nonce: string;
  deep_link: string;
  /** Emulator time, ms. */
  issued_at: number;
  state: 'issued' | 'authorized' | 'rejected';
  used_at: number | null;
}

/** A signed-in player, shown by the page at `authorization_url`. */
export interface LoginSession {
  token: string;
  nonce: string;
  player_id: string;
  redirect_path: string | null;
  player_info: Record<string, unknown> | null;
  created_at: number;
}

export interface HubLoginEnv {
  clock: FlowClock;
  /** The emulator's base URL, which the page addresses are built on. */
  baseUrl: () => string;
}

export interface HubLoginState {
  nonces: NonceRecord[];
  sessions: LoginSession[];
}

export class HubLogin {
  readonly #env: HubLoginEnv;
  #nonces = new Map<string, NonceRecord>();
  #sessions = new Map<string, LoginSession>();

  constructor(env: HubLoginEnv) {
    this.#env = env;
  }

  /** §4 step 1: the link the hub opens, with a fresh nonce appended. */
  open(deepLink: string): { url: string; nonce: string } {
    const nonce = randomBytes(16).toString('hex');
    const url = appendNonce(deepLink, nonce);
    this.#nonces.set(nonce, {
      nonce,
      deep_link: deepLink,
      issued_at: this.#env.clock.now(),
      state: 'issued',
      used_at: null,
    });
    return { url, nonce };
  }

  /** §4 step 3: POST /v1/users/authorize. Throws `FlowError` 400 (unknown nonce) or 409 (used). */
  authorize(body: {
    player_id: string;
    nonce: string;
    redirect_path?: string;
    player_info?: Record<string, unknown>;
  }): { authorization_url: string } {
    const record = this.#use(body.nonce, 'authorized');
    const token = randomBytes(24).toString('base64url');
    this.#sessions.set(token, {
      token,
      nonce: record.nonce,
      player_id: body.player_id,
      redirect_path: body.redirect_path ?? null,
      player_info: body.player_info ?? null,
      created_at: record.used_at!,
    });
    return { authorization_url: this.#page(HUB_LOGIN_PATH, { token, nonce: record.nonce }) };
  }

  /** §4 step 5: POST /v1/users/authorize/reject. Throws `FlowError` 400 (unknown nonce) or 409 (used). */
  reject(body: { nonce: string; reason: RejectReason }): { error_url: string } {
    const record = this.#use(body.nonce, 'rejected');
    return { error_url: this.#page(HUB_LOGIN_ERROR_PATH, { reason: body.reason, nonce: record.nonce }) };
  }

  /** The signed-in player behind a login token, for the page at `authorization_url`. */
  session(token: string): LoginSession | undefined {
    return this.#sessions.get(token);
  }

  nonce(nonce: string): NonceRecord | undefined {
    return this.#nonces.get(nonce);
  }

  snapshot(): HubLoginState {
    return structuredClone({ nonces: [...this.#nonces.values()], sessions: [...this.#sessions.values()] });
  }

  restore(state: HubLoginState): void {
    const copy = structuredClone(state);
    this.#nonces = new Map(copy.nonces.map((n) => [n.nonce, n]));
    this.#sessions = new Map(copy.sessions.map((s) => [s.token, s]));
  }

  #use(nonce: string, state: 'authorized' | 'rejected'): NonceRecord {
    const record = this.#nonces.get(nonce);
    if (!record) {
      throw new FlowError(
        400,
        'unknown_nonce',
        'Unknown nonce: the hub did not issue it (in the emulator, nonces come from emu.hubLogin({ deepLink }))',
      );
    }
    if (record.state !== 'issued') {
      throw new FlowError(409, 'nonce_used', `The nonce was already used (${record.state}); a nonce is used once`);
    }
    record.state = state;
    record.used_at = this.#env.clock.now();
    return record;
  }

  #page(path: string, query: Record<string, string>): string {
    const url = new URL(path, this.#env.baseUrl());
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.href;
  }
}
