/**
 * The checkout page, routed by the emulator at an order's checkout_url (no socket, no browser): the
 * form per key (card only in the sandbox), Pay and the redirect only after the game's 2xx, the
 * delivery states in between (waiting, redelivering, failed), Decline, expiry, and the refusals.
 * The game is a scripted in-process endpoint; retries are stepped with `emu.clock.advance`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors/index.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { type PageAnswer, pageEnv } from '../../../test/support/emulator/pages/page-env.js';

const BACK = 'https://play.example-game.com/store/return?from=checkout';
const ORDER = {
  player_id: 'player_8412',
  items: [{ sku: 'gem_pack_500', name: 'Gems <500>' }],
  back_to_game_url: BACK,
  price_decimal: 4.99,
  currency: 'USD' as const,
};
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function setup(options: Parameters<typeof pageEnv>[0] & { order?: object } = {}) {
  const { order: extra, ...rest } = options;
  const env = await pageEnv(rest);
  closers.push(env.close);
  const order = await env.client.orders.create({ ...ORDER, ...extra } as typeof ORDER);
  return { ...env, url: order.checkout_url, orderId: order.order_id };
}

const methods = (answer: PageAnswer) => [...answer.body.matchAll(/name="method" value="(\w+)"/g)].map((m) => m[1]);
const pay = (method = 'card') => ({ action: 'pay', method });

describe('the checkout page (spec §1, §3, §6)', () => {
  it('shows the order escaped, and card only for a sandbox key; more methods for a live key', async () => {
    const sandbox = await setup();
    const form = await sandbox.page(sandbox.url);
    expect(form.status).toBe(200);
    expect(form.body).toContain('<code>gem_pack_500</code></td><td>Gems &lt;500&gt;</td>');
    expect(form.body).toContain('<span id="price">4.99 USD</span>');
    expect(methods(form)).toEqual(['card']);
    expect(form.body).toMatch(/<button name="action" value="pay">Pay<\/button>/);
    expect(form.body).toMatch(/<button name="action" value="decline"/);
    const live = await setup({ live: true });
    expect(methods(await live.page(live.url))).toEqual(['card', 'apple_pay', 'google_pay', 'paypal', 'ideal']);
  });

  it('Pay sends item.add once; after the 2xx the page redirects to back_to_game_url', async () => {
    const { page, url, game, emu, orderId } = await setup();
    const posted = await page(url, pay());
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(new URL(url).pathname);
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add']);
    expect(emu.order(orderId)!.payment).toMatchObject({ status: 'succeeded', method: 'card' });
    expect(await page(url)).toMatchObject({ status: 303, location: BACK });
    // Posting Pay again (a re-post) pays nothing more: the player is sent back again.
    expect(await page(url, pay())).toMatchObject({ status: 303, location: BACK });
    expect(game.received).toHaveLength(1);
  });

  it('shows redelivering while the game answers non-2xx, and redirects only after its 2xx', async () => {
    const { page, url, emu } = await setup({ script: [500, 200], retryDelaysMs: [60_000] });
    await page(url, pay());
    const waiting = await page(url);
    expect(waiting.status).toBe(200);
    expect(waiting.body).toContain('data-status="awaiting_game"');
    expect(waiting.body).toMatch(
      /<span class="state wait">redelivering<\/span> attempt 1 got 500; next attempt in 60 s/,
    );
    expect(waiting.body).toContain('<meta http-equiv="refresh" content="1">');
    expect(waiting.body).not.toContain(BACK);
    emu.clock.advance('60s');
    await expect.poll(async () => (await page(url)).location).toBe(BACK);
  });

  it('shows waiting while the first answer is outstanding, and failed once the retries ran out', async () => {
    const { page, url, emu, game } = await setup({
      script: ['hang'],
      retryDelaysMs: [60_000],
      deliveryTimeoutMs: 600_000,
    });
    const posted = await page(url, pay());
    expect(posted.status).toBe(303);
    const waiting = await page(url);
    expect(waiting.body).toMatch(/<span class="state wait">waiting<\/span> waiting for the game to answer item.add/);
    emu.clock.advance('10m'); // the first attempt times out; a retry is scheduled
    await expect.poll(async () => (await page(url)).body).toMatch(/redelivering<\/span> attempt 1 got timed out/);
    emu.clock.advance('1m'); // the retry is sent
    await expect.poll(() => game.received.length).toBe(2);
    emu.clock.advance('10m'); // and times out: no retry left
    await expect.poll(async () => (await page(url)).body).toContain('data-status="delivery_failed"');
    const failed = await page(url);
    expect(failed.body).toMatch(/<span class="state bad">failed<\/span> no 2xx after 2 attempts; last: timed out/);
    expect(failed.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(failed.body).not.toContain(BACK);
  });

  it('Decline records a declined payment, sends nothing, and shows the form again with a notice', async () => {
    const { page, url, game, client } = await setup();
    const declined = await page(url, { action: 'decline', method: 'card' });
    expect(declined).toMatchObject({ status: 303, location: `${new URL(url).pathname}?declined=1` });
    const form = await page(declined.location!);
    expect(form.body).toContain('Your payment was declined.');
    expect(form.body).toContain('value="pay"');
    expect(game.received).toHaveLength(0);
    const payments = await client.payments.list({ order_by: 'created_at' });
    expect(payments).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('completes without a redirect when back_to_game_url is absent or not navigable', async () => {
    for (const back of [undefined, 'javascript:alert(1)']) {
      const { page, url } = await setup({ order: { back_to_game_url: back } });
      await page(url, pay());
      const done = await page(url);
      expect(done.status).toBe(200);
      expect(done.body).toContain('Payment complete: the game confirmed the items.');
      expect(done.body).not.toContain('javascript:');
    }
  });

  it('answers an expired order with 410, an unknown checkout with 404, a method the key lacks with 409', async () => {
    const { page, url, emu, game } = await setup();
    const refused = await page(url, pay('paypal'));
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('paypal is not available with a sandbox key');
    emu.clock.advance('24h');
    const expired = await page(url);
    expect(expired.status).toBe(410);
    expect(expired.body).toContain('expired 24 hours after it was created');
    expect((await page(url, pay())).status).toBe(410);
    expect((await page('/checkout/cs_unknown')).status).toBe(404);
    expect(game.received).toHaveLength(0);
  });

  it('refuses a post from another site and one that is not a form', async () => {
    const { page, url, game, emu } = await setup();
    const foreign = await page(url, pay(), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // A sandboxed frame or a redirect through another site posts with Origin: null.
    expect((await page(url, pay(), { origin: 'null' })).status).toBe(403);
    // A browser that names no Origin still says where the post came from.
    expect((await page(url, pay(), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await page(url, pay(), { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    const json = await emu.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(415);
    expect(game.received).toHaveLength(0);
  });
});

describe('back_to_game_url the checkout page could not redirect to', () => {
  it.each([
    ['CR LF', 'https://play.example-game.com/store\r\nSet-Cookie: session=stolen'],
    ['a tab', 'mygame://store\treturn'],
    ['NUL', 'mygame://store\u0000'],
  ])('with %s is refused at create with 422 naming the field, and no order is made', async (_, back) => {
    const { client, emu } = await pageEnv();
    closers.push(() => emu.close());
    const error = await client.orders.create({ ...ORDER, back_to_game_url: back }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      {
        loc: ['body', 'back_to_game_url'],
        msg: 'Input should be a URL without control characters (CR, LF, tab, ...)',
        type: 'url_parsing',
      },
    ]);
    const tenants = Object.values(emu.snapshot().tenants);
    expect(tenants.flatMap((tenant) => tenant.parts.orders as unknown[])).toEqual([]);
  });

  it.each([
    [
      'https://play.example-game.com/store/€uro?coin=€',
      'https://play.example-game.com/store/%E2%82%ACuro?coin=%E2%82%AC',
    ],
    ['mygame://store/€', 'mygame://store/%E2%82%AC'],
  ])(
    'with non-ASCII (%s) is accepted and the paid player is sent to it percent-encoded, over a real socket too',
    async (back, location) => {
      const { page, url, close } = await setup({ order: { back_to_game_url: back } });
      expect((await page(url, pay())).status).toBe(303);
      expect(await page(url)).toMatchObject({ status: 303, location });
      await close();

      const served = await startEmulator({
        apiKeys: [TEST_KEY],
        webhookUrl: async () => new Response(null, { status: 204 }),
      });
      closers.push(() => served.close());
      const order = await clientOf(served).orders.create({ ...ORDER, back_to_game_url: back });
      expect((await served.pay(order.order_id)).redirect_url).toBe(back);
      const answer = await fetch(order.checkout_url, { redirect: 'manual' });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(location);
    },
  );
});
