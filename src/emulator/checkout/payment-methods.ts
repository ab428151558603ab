/**
 * Payment methods the checkout page offers (spec §1: "The sandbox supports card payments only;
 * alternative methods (wallets, local methods) appear only in live"). The spec names no live
 * methods, so the emulator offers a card, two wallets, PayPal and one local method; the lists are
 * an option.
 */
export interface PaymentMethodOptions {
  /** @default ['card'] (§1) */
  sandbox?: readonly string[];
  /** @default ['card', 'apple_pay', 'google_pay', 'paypal', 'ideal'] */
  live?: readonly string[];
}

export const DEFAULT_PAYMENT_METHODS = Object.freeze({
  sandbox: Object.freeze(['card']),
  live: Object.freeze(['card', 'apple_pay', 'google_pay', 'paypal', 'ideal']),
});

/** The methods for a sandbox or a live key. */
export function paymentMethodsFor(sandbox: boolean, options: PaymentMethodOptions = {}): readonly string[] {
  return sandbox
    ? (options.sandbox ?? DEFAULT_PAYMENT_METHODS.sandbox)
    : (options.live ?? DEFAULT_PAYMENT_METHODS.live);
}
