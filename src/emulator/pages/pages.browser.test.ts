/**
 * The emulator's pages in a real browser (headless Chromium, test/support/emulator/pages/browser.ts):
 * the emulator and the game each listen on 127.0.0.1, the game is this package's receiver, and the
 * player is Chromium. Open a checkout_url, click Pay: the game's handler runs once and the browser
 * lands on back_to_game_url, straight away or (the game failing first) after the waiting page has
 * refreshed itself. The login pages and the inspector's Redeliver and Refund too. Every request the
 * browser makes stays on the emulator or the game: the pages load nothing from anywhere else.
 */
import type { Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { createNodeMiddleware, createWebhookHandler, type WebhookEvent } from '../../webhooks/index.js';
import { listen } from '../../../test/support/webhooks/servers.js';
import type { Emulator } from '../emulator-handle.js';
import type { EmulatorOptions } from '../options.js';
import { startEmulator } from '../start-emulator.js';
import { clientOf, TEST_KEY } from '../../../test/support/emulator/emulator-client.js';
import { INSPECTOR_PATH } from './install-pages.js';
import { describeInBrowser } from '../../../test/support/emulator/pages/browser.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** The game: our receiver on a real port counting grants, failing the first `failFirst` item.add, and a return page. */
async function game(failFirst = 0) {
  const grants: WebhookEvent<'item.add'>[] = [];
  const removals: WebhookEvent<'item.remove'>[] = [];
  let failures = failFirst;
  const receiver = createNodeMiddleware(
    createWebhookHandler({
      secret: TEST_KEY,
      onError: () => {},
      on: {
        'item.add': (event) => {
          if (failures-- > 0) throw new Error('the inventory is down');
          grants.push(event);
        },
        'item.remove': (event) => void removals.push(event),
      },
    }),
  );
  const server = await listen((req, res) => {
    if (req.url === '/webhooks') return void receiver(req, res);
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Back in the game</h1>');
  });
  closers.push(server.close);
  return { url: server.url, grants, removals };
}

async function emulator(webhookUrl: string, options: EmulatorOptions = {}): Promise<Emulator> {
  const emu = await startEmulator({ apiKeys: [TEST_KEY], webhookUrl, ...options });
  closers.push(() => emu.close());
  return emu;
}

/** Fails the test if the page requests anything but the emulator and the game. */
function onlyLocal(page: Page, ...origins: string[]): string[] {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!origins.includes(new URL(request.url()).origin)) elsewhere.push(request.url());
  });
  return elsewhere;
}

describeInBrowser('emulator pages in Chromium', ({ newPage }) => {
  it('checkout: Pay runs the game handler once and the browser lands on back_to_game_url', async () => {
    const shop = await game();
    const emu = await emulator(`${shop.url}/webhooks`);
    const back = `${shop.url}/store/return`;
    const order = await clientOf(emu).orders.create({
      player_id: 'player_browser',
      items: [{ sku: 'gem_pack_500', name: 'Gems <500>' }],
      back_to_game_url: back,
    });
    const page = await newPage();
    const elsewhere = onlyLocal(page, emu.url, shop.url);
    await page.goto(order.checkout_url);
    await expect.poll(() => page.locator('table').first().textContent()).toContain('Gems <500>');
    expect(await page.getByRole('radio').count()).toBe(1);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(back);
    expect(await page.locator('h1').textContent()).toBe('Back in the game');
    expect(shop.grants.map((e) => e.event_data.player_id)).toEqual(['player_browser']);
    expect(elsewhere).toEqual([]);
  });

  it('checkout: the waiting page shows redelivering and refreshes itself until the game answers 2xx', async () => {
    const shop = await game(1);
    const emu = await emulator(`${shop.url}/webhooks`, { retryDelaysMs: [1500] });
    const back = `${shop.url}/store/return`;
    const order = await clientOf(emu).orders.create({
      player_id: 'player_slow',
      items: [{ sku: 'gem' }],
      back_to_game_url: back,
    });
    const page = await newPage();
    await page.goto(order.checkout_url);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(order.checkout_url);
    expect(await page.locator('.delivery-state').textContent()).toMatch(
      /^redelivering attempt 1 got 500 failed; next attempt in \d s$/,
    );
    await page.waitForURL(back, { timeout: 8000 });
    expect(shop.grants).toHaveLength(1);
  });

  it('login: authorization_url shows the player signed in; error_url shows the reason', async () => {
    const emu = await emulator('http://127.0.0.1:9/unused');
    const client = clientOf(emu);
    const page = await newPage();
    const elsewhere = onlyLocal(page, emu.url);
    const signIn = emu.hubLogin({ deepLink: 'https://play.example.com/hub' });
    const { authorization_url } = await client.users.authorize({
      player_id: 'player_42',
      nonce: signIn.nonce,
      player_info: { name: 'Ann', avatar_url: 'https://cdn.example.com/ann.png' },
    });
    await page.goto(authorization_url);
    expect(await page.locator('#signed-in').textContent()).toBe('Signed in as Ann');
    const refusal = emu.hubLogin({ deepLink: 'https://play.example.com/hub' });
    const { error_url } = await client.users.rejectAuthorization({ nonce: refusal.nonce, reason: 'not_eligible' });
    await page.goto(error_url);
    expect(await page.locator('#reason-text').textContent()).toBe(
      'This account is not eligible to sign in to the game hub.',
    );
    expect(elsewhere).toEqual([]);
  });

  it('inspector: Redeliver gets a failed item.add through, Refund sends item.remove', async () => {
    const shop = await game(1);
    const emu = await emulator(`${shop.url}/webhooks`, { retryDelaysMs: [] });
    const order = await clientOf(emu).orders.create({ player_id: 'player_ops', items: [{ sku: 'gem' }] });
    await emu.pay(order.order_id);
    const page = await newPage();
    await page.goto(`${emu.url}${INSPECTOR_PATH}`);
    const row = page.locator(`tr[data-order="${order.order_id}"]`);
    expect(await row.locator('.status').textContent()).toBe('delivery_failed');
    await page.getByRole('button', { name: 'Redeliver' }).click();
    await page.waitForURL(/notice=Redelivered/);
    expect(await page.locator('#notice').textContent()).toMatch(/^Redelivered whevt_/);
    expect(await page.locator('tr[data-attempt="2"] .status').textContent()).toBe('200 processed');
    expect(await row.locator('.status').textContent()).toBe('completed');
    expect(shop.grants).toHaveLength(1);
    await row.getByRole('button', { name: 'Refund' }).click();
    await page.waitForURL(/notice=Refunded/);
    expect(await row.locator('.status').textContent()).toBe('refunded');
    expect(shop.removals.map((e) => e.event_data.player_id)).toEqual(['player_ops']);
  });

  it.each([
    ['a sandboxed iframe', 'iframe'],
    ['a 307 bounce through another site', 'bounce'],
  ])('a Refund form posted from %s (Origin: null) is refused: nothing is refunded', async (_, route) => {
    const shop = await game();
    const emu = await emulator(`${shop.url}/webhooks`);
    const order = await clientOf(emu).orders.create({ player_id: 'player_target', items: [{ sku: 'gem' }] });
    expect((await emu.pay(order.order_id)).status).toBe('completed');
    const fields = `<input name="tenant" value="${emu.tenant(TEST_KEY).id}"><input name="action" value="refund"><input name="order_id" value="${order.order_id}">`;
    const inspector = `${emu.url}${INSPECTOR_PATH}`;
    const attacker = await listen((req, res) => {
      if (req.url === '/bounce') return void res.writeHead(307, { location: inspector }).end();
      const form = (action: string) =>
        `<form method="post" action="${action}">${fields}<button>Claim your prize</button></form>`;
      const body =
        route === 'iframe' ? `<iframe sandbox="allow-forms" srcdoc='${form(inspector)}'></iframe>` : form('/bounce');
      res.writeHead(200, { 'content-type': 'text/html' }).end(body);
    });
    closers.push(attacker.close);
    const page = await newPage();
    await page.goto(attacker.url);
    const answered = page.waitForResponse((response) => response.url() === inspector);
    const frame = route === 'iframe' ? page.frameLocator('iframe') : page;
    await frame.getByRole('button', { name: 'Claim your prize' }).click();
    const answer = await answered;
    expect(await answer.request().headerValue('origin')).toBe('null');
    expect(answer.status()).toBe(403);
    expect(emu.order(order.order_id)!.status).toBe('completed');
    expect(shop.removals).toEqual([]);
  });

  it('gives every newPage a fresh browser context: no cookie from the page before', async () => {
    const site = await listen((req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'seen=1' })
        .end(`<p>${req.headers.cookie ?? 'none'}</p>`),
    );
    closers.push(site.close);
    const first = await newPage();
    await first.goto(site.url);
    await first.reload();
    expect(await first.locator('p').textContent()).toBe('seen=1');
    const second = await newPage();
    await second.goto(site.url);
    expect(await second.locator('p').textContent()).toBe('none');
  });
});
