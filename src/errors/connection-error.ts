import { GameCommerceError } from './game-commerce-error.js';

/**
 * No HTTP answer was received: DNS failure, refused or reset connection, TLS failure.
 *
 * `requestSent` tells the two cases apart that matter for money: `false` means the failure happened
 * before the request left (e.g. ECONNREFUSED, DNS), so the service cannot have acted and even a
 * POST is safe to resend; `true` means it may have been received (e.g. connection reset after
 * sending), so a createOrder must not be sent again blindly.
 *
 * The message names the method, path and host (`GET /v1/achievements on api.example.com: ...`), so
 * a DNS or firewall problem points at the address that failed. Never the key: every part is redacted.
 */
export class ConnectionError extends GameCommerceError {
  /** Whether the request may have reached the service. `true` when unknown. */
  readonly requestSent: boolean;
  /** Host (and port, when not the default) the request was sent to, e.g. `api.example.com`. */
  readonly host: string;

  constructor(
    message: string,
    init: { method: string; path: string; host?: string; requestSent: boolean; cause?: unknown },
  ) {
    super(message, init);
    this.requestSent = init.requestSent;
    this.host = init.host ?? '';
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), host: this.host, requestSent: this.requestSent };
  }
}
