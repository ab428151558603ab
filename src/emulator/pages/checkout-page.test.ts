/**
 * The checkout page over the checkout flow, without a socket: the form per key (card only in the
 * sandbox), Pay and the redirect only after the game's 2xx, the delivery states in between
 * (waiting, redelivering, failed), Decline, expiry, and the refusals. The game is an in-process
 * script; the emulator clock is manual, so retries are stepped through.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_LIFETIME_MS } from '../checkout/checkout.js';
import { checkoutTestEnv } from '../testing/flow-env.js';
import { type ScriptedAnswer, scriptedGame } from '../testing/scripted-game.js';
import { serveCheckout } from './checkout-page.js';
import type { PageRequest } from './forms.js';

const BACK = 'https://play.example-game.com/store/return?from=checkout';
const PATH = '/checkout/cs_test';

function request(
  method: string,
  options: { query?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): PageRequest {
  const form = options.form ? new URLSearchParams(options.form).toString() : undefined;
  return {
    method,
    path: PATH,
    query: new URLSearchParams(options.query ?? ''),
    headers: {
      host: '127.0.0.1:4010',
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://127.0.0.1:4010' } : {}),
      ...options.headers,
    },
    body: form,
  };
}

function setup(
  script: ScriptedAnswer[] = [200],
  options: Parameters<typeof checkoutTestEnv>[1] & { order?: object } = {},
) {
  const game = scriptedGame(...script);
  const flows = checkoutTestEnv(game.handler, options);
  const order = {
    player_id: 'player_8412',
    items: [{ sku: 'gem_pack_500', name: 'Gems <500>' }],
    back_to_game_url: BACK,
    price_decimal: 4.99,
    currency: 'USD',
    ...options.order,
  };
  flows.checkout.open(order as never, { orderId: 'ord_1', requestId: 'req_1' });
  const env = { checkout: flows.checkout, sandbox: options.sandbox ?? true, now: flows.clock.now, payWaitMs: 50 };
  const serve = (r: PageRequest) => serveCheckout(env, 'ord_1', r);
  return { game, flows, serve };
}

const pay = (method = 'card') => request('POST', { form: { action: 'pay', method } });

describe('the checkout page (spec §1, §3, §6)', () => {
  it('shows the order escaped, and card only for a sandbox key; more methods for a live key', async () => {
    const sandbox = await setup().serve(request('GET'));
    expect(sandbox.status).toBe(200);
    expect(sandbox.body).toContain('<code>gem_pack_500</code></td><td>Gems &lt;500&gt;</td>');
    expect(sandbox.body).toContain('4.99 USD');
    expect([...sandbox.body.matchAll(/name="method" value="(\w+)"/g)].map((m) => m[1])).toEqual(['card']);
    const live = await setup([200], { sandbox: false }).serve(request('GET'));
    expect([...live.body.matchAll(/name="method" value="(\w+)"/g)].map((m) => m[1])).toEqual([
      'card',
      'apple_pay',
      'google_pay',
      'paypal',
      'ideal',
    ]);
    expect(live.body).toMatch(/<button name="action" value="pay">Pay<\/button>/);
    expect(live.body).toMatch(/<button name="action" value="decline"/);
  });

  it('Pay sends item.add once; after the 2xx the page redirects to back_to_game_url', async () => {
    const { game, serve, flows } = setup();
    const posted = await serve(pay());
    expect(posted).toMatchObject({ status: 303, headers: { location: PATH } });
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add']);
    expect(flows.payments.list().map((p) => p.status)).toEqual(['succeeded']);
    expect(await serve(request('GET'))).toMatchObject({ status: 303, headers: { location: BACK } });
    // A second Pay (a re-post) pays nothing more: the player is sent back again.
    expect(await serve(pay())).toMatchObject({ status: 303, headers: { location: BACK } });
    expect(flows.payments.list()).toHaveLength(1);
    expect(game.received).toHaveLength(1);
  });

  it('shows redelivering while the game answers non-2xx, and redirects only after its 2xx', async () => {
    const { serve, flows } = setup([500, 200], { retryDelaysMs: [1000] });
    await serve(pay());
    const waiting = await serve(request('GET'));
    expect(waiting.status).toBe(200);
    expect(waiting.body).toContain('data-status="awaiting_game"');
    expect(waiting.body).toMatch(
      /<span class="state wait">redelivering<\/span> attempt 1 got 500; next attempt in 1 s/,
    );
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="1">');
    await flows.clock.advance(1000);
    expect(await serve(request('GET'))).toMatchObject({ status: 303, headers: { location: BACK } });
  });

  it('shows waiting while the first answer is outstanding, and failed once the retries ran out', async () => {
    const { serve, flows } = setup(['hang'], { retryDelaysMs: [500], timeoutMs: 1000 });
    expect((await serve(pay())).status).toBe(303);
    const waiting = await serve(request('GET'));
    expect(waiting.body).toMatch(/<span class="state wait">waiting<\/span> waiting for the game to answer item.add/);
    await flows.clock.advance(1000 + 500 + 1000);
    const failed = await serve(request('GET'));
    expect(failed.body).toContain('data-status="delivery_failed"');
    expect(failed.body).toMatch(/<span class="state bad">failed<\/span> no 2xx after 2 attempts; last: timed out/);
    expect(failed.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(failed.body).not.toContain(BACK);
  });

  it('Decline records a declined payment, sends nothing, and shows the form again with a notice', async () => {
    const { serve, game, flows } = setup();
    const declined = await serve(request('POST', { form: { action: 'decline', method: 'card' } }));
    expect(declined).toMatchObject({ status: 303, headers: { location: `${PATH}?declined=1` } });
    const page = await serve(request('GET', { query: 'declined=1' }));
    expect(page.body).toContain('Your payment was declined.');
    expect(page.body).toContain('value="pay"');
    expect(game.received).toHaveLength(0);
    expect(flows.payments.list().map((p) => p.status)).toEqual(['declined']);
  });

  it('completes without a redirect when back_to_game_url is absent or not navigable', async () => {
    for (const back of [undefined, 'javascript:alert(1)']) {
      const { serve } = setup([200], { order: { back_to_game_url: back } });
      await serve(pay());
      const done = await serve(request('GET'));
      expect(done.status).toBe(200);
      expect(done.body).toContain('Payment complete: the game confirmed the items.');
      expect(done.body).not.toContain('javascript:');
    }
  });

  it('answers an expired order with 410, an unknown one with 404, a method the key lacks with 409', async () => {
    const { serve, flows } = setup();
    expect((await serve(pay('paypal'))).status).toBe(409);
    expect((await serve(pay('paypal'))).body).toContain('paypal is not available with a sandbox key');
    await flows.clock.advance(ORDER_LIFETIME_MS);
    const expired = await serve(request('GET'));
    expect(expired.status).toBe(410);
    expect(expired.body).toContain('expired 24 hours after it was created');
    expect((await serve(pay())).status).toBe(410);
    const unknown = await serveCheckout(
      { checkout: flows.checkout, sandbox: true, now: flows.clock.now },
      'ord_x',
      request('GET'),
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a post from another site and one that is not a form', async () => {
    const { serve, game } = setup();
    const foreign = await serve(
      request('POST', { form: { action: 'pay' }, headers: { origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
    const json = await serve({ ...pay(), headers: { host: '127.0.0.1:4010', 'content-type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(game.received).toHaveLength(0);
  });
});
