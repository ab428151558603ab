/**
 * The hub-login pages and the inspector, routed by the emulator (no socket, no browser): the
 * signed-in player and the refused sign-in (escaped; links that match nothing are 404), and the
 * inspector's lists and actions (refund, reverse, redeliver; refusals as notices; posts from another
 * site refused), with the key never on the page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { INSPECTOR_PATH } from './install-pages.js';
import { pageEnv, TEST_KEY } from '../../../test/support/emulator/pages/page-env.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function setup(options: Parameters<typeof pageEnv>[0] = {}) {
  const env = await pageEnv(options);
  closers.push(env.close);
  return env;
}

describe('hub login pages (spec §2, §4)', () => {
  it('authorization_url shows the player signed in, escaped, with the redirect path; the avatar is not loaded', async () => {
    const { emu, client, page } = await setup();
    const { nonce } = emu.hubLogin({ deepLink: 'https://play.example.com/login' });
    const player_info = { name: '<b>Ann</b>', avatar_url: 'https://cdn.example.com/a.png', attributes: { level: 7 } };
    const { authorization_url } = await client.users.authorize({
      player_id: 'player_1',
      nonce,
      redirect_path: '/rewards',
      player_info,
    });
    const signedIn = await page(authorization_url);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toContain('Signed in as <span id="player">&lt;b&gt;Ann&lt;/b&gt;</span>');
    expect(signedIn.body).toContain('<code id="redirect-path">/rewards</code>');
    expect(signedIn.body).toContain(
      '<code>https://cdn.example.com/a.png</code> <span class="muted">(not loaded)</span>',
    );
    expect(signedIn.body).not.toMatch(/<img/);
    expect(signedIn.body).toContain('&quot;level&quot;: 7');
    const forged = new URL(authorization_url);
    forged.searchParams.set('nonce', 'other');
    expect((await page(forged.href)).status).toBe(404);
    expect((await page('/hub/login?token=nope&nonce=x')).status).toBe(404);
  });

  it('error_url shows the reason; a link that matches no rejection is 404', async () => {
    const { emu, client, page } = await setup();
    const { nonce } = emu.hubLogin({ deepLink: 'https://play.example.com/login' });
    const { error_url } = await client.users.rejectAuthorization({ nonce, reason: 'banned' });
    const refused = await page(error_url);
    expect(refused.status).toBe(200);
    expect(refused.body).toContain('<p id="reason-text">This account is banned from the game hub.</p>');
    expect(refused.body).toContain('<code id="reason">banned</code>');
    expect((await page(`/hub/login/error?nonce=${nonce}&reason=not_eligible`)).status).toBe(404);
  });
});

describe('the inspector', () => {
  const post = (form: Record<string, string>) => [INSPECTOR_PATH, form] as const;
  const notice = (location: string | null) => new URL(location!, 'http://localhost').searchParams.get('notice');

  it('lists orders, payments and every delivery attempt with status, latency and body; no key on the page', async () => {
    const { client, emu, page } = await setup({ script: [500, 200], retryDelaysMs: [] });
    const order = await client.orders.create({ player_id: 'player_1', items: [{ sku: 'sku_<1>' }] });
    await emu.pay(order.order_id);
    const inspector = await page(INSPECTOR_PATH);
    expect(inspector.status).toBe(200);
    expect(inspector.body).toContain('<code>sku_&lt;1&gt;</code>');
    expect(inspector.body).toMatch(
      new RegExp(`<tr data-order="${order.order_id}">[\\s\\S]*?<td class="status">delivery_failed</td>`),
    );
    expect(inspector.body).toMatch(
      /<tr data-payment="pay_\w+">[\s\S]*?<td>card<\/td>\s*<td class="status">succeeded<\/td>/,
    );
    expect(inspector.body).toMatch(
      /<tr data-attempt="1">[\s\S]*?<td class="status">500<\/td><td>\d+\.\d ms<\/td><td><pre>\{&quot;ok&quot;:true\}<\/pre><\/td>/,
    );
    expect(inspector.body).toContain('value="refund"');
    expect(inspector.body).toContain('value="redeliver"');
    expect(inspector.body).not.toContain(TEST_KEY);
    expect(await page('/_emulator')).toMatchObject({ status: 303, location: INSPECTOR_PATH });
  });

  it('Redeliver sends the event again and the new attempt shows; Refund sends item.remove', async () => {
    const { client, emu, page, game } = await setup({ script: [500, 200], retryDelaysMs: [] });
    const order = await client.orders.create({ player_id: 'player_1', items: [{ sku: 'gem' }] });
    const paid = await emu.pay(order.order_id);
    const eventId = paid.deliveries[0]!.event_id;
    const tenant = emu.tenant(TEST_KEY).id;
    const redelivered = await page(...post({ tenant, action: 'redeliver', event_id: eventId }));
    expect(redelivered.status).toBe(303);
    expect(notice(redelivered.location)).toBe(`Redelivered ${eventId}`);
    expect(emu.order(order.order_id)!.status).toBe('completed');
    const after = await page(redelivered.location!);
    expect(after.body).toContain(`<section role="status" id="notice">Redelivered ${eventId}</section>`);
    expect(after.body).toMatch(/<tr data-attempt="2">[\s\S]*?<td>redelivery<\/td>[\s\S]*?<td class="status">200<\/td>/);

    const refunded = await page(...post({ tenant, action: 'refund', order_id: order.order_id }));
    expect(notice(refunded.location)).toBe(`Refunded ${order.order_id}: item.remove sent`);
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add', 'item.add', 'item.remove']);
    expect(emu.order(order.order_id)!.status).toBe('refunded');
  });

  it('shows a refused action as a notice, and refuses posts from another site and unknown tenants', async () => {
    const { client, emu, page, game } = await setup();
    const order = await client.orders.create({ player_id: 'player_1', items: [{ sku: 'gem' }] });
    const tenant = emu.tenant(TEST_KEY).id;
    const refused = await page(...post({ tenant, action: 'refund', order_id: order.order_id }));
    expect(notice(refused.location)).toBe(`Refused (409): Order ${order.order_id} cannot be refunded: it is open`);
    const foreign = await page(
      INSPECTOR_PATH,
      { tenant, action: 'refund', order_id: order.order_id },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    const sandboxed = await page(
      INSPECTOR_PATH,
      { tenant, action: 'refund', order_id: order.order_id },
      { origin: 'null' },
    );
    expect(sandboxed.status).toBe(403);
    expect((await page(...post({ tenant: 'tenant_nope', action: 'refund' }))).status).toBe(404);
    expect(game.received).toHaveLength(0);
  });
});
