/**
 * The hub login pages and the inspector over the flow modules, without a socket: the signed-in
 * player and the refused sign-in (escaped, links that match no login refused), and the inspector's
 * lists and actions (refund, reverse, redeliver; refusals as notices; posts from elsewhere refused).
 */
import { describe, expect, it } from 'vitest';
import { refundOrder, reverseOrder } from '../disputes/refunds.js';
import { HubLogin } from '../login/hub-login.js';
import { checkoutTestEnv } from '../testing/flow-env.js';
import { manualClock } from '../testing/manual-clock.js';
import { scriptedGame } from '../testing/scripted-game.js';
import type { PageRequest } from './forms.js';
import { serveInspector } from './inspector-page.js';
import { serveLogin, serveLoginError } from './login-pages.js';

const HOST = '127.0.0.1:4010';

function get(url: string): PageRequest {
  const parsed = new URL(url, `http://${HOST}`);
  return { method: 'GET', path: parsed.pathname, query: parsed.searchParams, headers: { host: HOST }, body: undefined };
}

function post(path: string, form: Record<string, string>, origin = `http://${HOST}`): PageRequest {
  const headers = { host: HOST, origin, 'content-type': 'application/x-www-form-urlencoded' };
  return { method: 'POST', path, query: new URLSearchParams(), headers, body: new URLSearchParams(form).toString() };
}

describe('hub login pages (spec §2, §4)', () => {
  const hub = () => new HubLogin({ clock: manualClock(), baseUrl: () => `http://${HOST}` });

  it('authorization_url shows the player signed in, escaped, with the redirect path; the avatar is not loaded', () => {
    const login = hub();
    const { nonce } = login.open('https://play.example.com/login');
    const player_info = { name: '<b>Ann</b>', avatar_url: 'https://cdn.example.com/a.png', attributes: { level: 7 } };
    const { authorization_url } = login.authorize({
      player_id: 'player_1',
      nonce,
      redirect_path: '/rewards',
      player_info,
    });
    const page = serveLogin(login, get(authorization_url));
    expect(page.status).toBe(200);
    expect(page.body).toContain('Signed in as <span id="player">&lt;b&gt;Ann&lt;/b&gt;</span>');
    expect(page.body).toContain('<code id="redirect-path">/rewards</code>');
    expect(page.body).toContain('<code>https://cdn.example.com/a.png</code> <span class="muted">(not loaded)</span>');
    expect(page.body).not.toMatch(/<img/);
    expect(page.body).toContain('&quot;level&quot;: 7');
  });

  it('a token or nonce that matches no authorization is 404', () => {
    const login = hub();
    const { nonce } = login.open('https://play.example.com/login');
    const url = new URL(login.authorize({ player_id: 'player_1', nonce }).authorization_url);
    expect(serveLogin(login, get(`/hub/login?token=nope&nonce=${nonce}`)).status).toBe(404);
    url.searchParams.set('nonce', 'other');
    expect(serveLogin(login, get(url.href)).status).toBe(404);
  });

  it('error_url shows the reason; a link for a nonce that was not rejected is 404', () => {
    const login = hub();
    const { nonce } = login.open('https://play.example.com/login');
    const { error_url } = login.reject({ nonce, reason: 'banned' });
    const page = serveLoginError(login, get(error_url));
    expect(page.status).toBe(200);
    expect(page.body).toContain('<p id="reason-text">This account is banned from the game hub.</p>');
    expect(page.body).toContain('<code id="reason">banned</code>');
    const other = login.open('https://play.example.com/login');
    expect(serveLoginError(login, get(`/hub/login/error?reason=banned&nonce=${other.nonce}`)).status).toBe(404);
  });
});

describe('the inspector', () => {
  function setup(script = [200]) {
    const game = scriptedGame(...script);
    const flows = checkoutTestEnv(game.handler, { retryDelaysMs: [] });
    const tenant = {
      id: 'tenant_0123456789abcdef',
      label: 'sandbox key …fake_key',
      ...flows,
      refund: (orderId: string) => refundOrder(flows.removal, orderId),
      reverse: (orderId: string) => reverseOrder(flows.removal, orderId),
      now: flows.clock.now,
    };
    const env = { tenants: () => [tenant], actionWaitMs: 200 };
    const open = (id: string) =>
      flows.checkout.open(
        { player_id: `player_${id}`, items: [{ sku: `sku_<${id}>` }] },
        { orderId: id, requestId: null },
      );
    return { game, flows, env, open, tenant };
  }

  it('lists orders, payments and every delivery attempt with status, latency and body', async () => {
    const { flows, env, open } = setup([500, 200]);
    open('ord_1');
    await flows.checkout.pay('ord_1').settled.catch(() => {});
    const page = await serveInspector(env, get('/_emulator/inspector'));
    expect(page.status).toBe(200);
    expect(page.body).toContain('sandbox key …fake_key');
    expect(page.body).toContain('<code>sku_&lt;ord_1&gt;</code>');
    expect(page.body).toMatch(/<tr data-order="ord_1">[\s\S]*?<td class="status">delivery_failed<\/td>/);
    expect(page.body).toMatch(/<tr data-payment="pay_\w+">[\s\S]*?<td>card<\/td>\s*<td class="status">succeeded<\/td>/);
    expect(page.body).toMatch(
      /<tr data-attempt="1">[\s\S]*?<td class="status">500<\/td><td>\d+\.\d ms<\/td><td><pre>\{&quot;ok&quot;:true\}<\/pre><\/td>/,
    );
    expect(page.body).toContain('value="refund"');
    expect(page.body).toContain('value="redeliver"');
    expect(page.body).not.toContain('sk_test_emulator_flows_fake_key');
  });

  it('Redeliver sends the event again and the new attempt shows; Refund sends item.remove', async () => {
    const { flows, env, open, game } = setup([500, 200]);
    open('ord_1');
    const settled = await flows.checkout.pay('ord_1').settled;
    const eventId = settled.deliveries[0]!.event_id;
    const redelivered = await serveInspector(
      env,
      post('/_emulator/inspector', { tenant: 'tenant_0123456789abcdef', action: 'redeliver', event_id: eventId }),
    );
    expect(redelivered.status).toBe(303);
    const notice = new URL(redelivered.headers['location']!, `http://${HOST}`).searchParams;
    expect(notice.get('notice')).toBe(`Redelivered ${eventId}`);
    expect(flows.checkout.status(flows.checkout.get('ord_1')!)).toBe('completed');
    const page = await serveInspector(env, get(redelivered.headers['location']!));
    expect(page.body).toContain(`<section role="status" id="notice">Redelivered ${eventId}</section>`);
    expect(page.body).toMatch(/<tr data-attempt="2">[\s\S]*?<td>redelivery<\/td>[\s\S]*?<td class="status">200<\/td>/);

    const refunded = await serveInspector(
      env,
      post('/_emulator/inspector', { tenant: 'tenant_0123456789abcdef', action: 'refund', order_id: 'ord_1' }),
    );
    expect(new URL(refunded.headers['location']!, `http://${HOST}`).searchParams.get('notice')).toBe(
      'Refunded ord_1: item.remove sent',
    );
    expect(game.received.map((r) => r.event.event_type)).toEqual(['item.add', 'item.add', 'item.remove']);
    expect(flows.payments.list().map((p) => p.status)).toEqual(['refunded']);
  });

  it('shows a refused action as a notice, and refuses posts from elsewhere and unknown tenants', async () => {
    const { env, open, game } = setup();
    open('ord_1');
    const refused = await serveInspector(
      env,
      post('/_emulator/inspector', { tenant: 'tenant_0123456789abcdef', action: 'refund', order_id: 'ord_1' }),
    );
    expect(new URL(refused.headers['location']!, `http://${HOST}`).searchParams.get('notice')).toBe(
      'Refused (409): Order ord_1 cannot be refunded: it is open',
    );
    const foreign = await serveInspector(
      env,
      post(
        '/_emulator/inspector',
        { tenant: 'tenant_0123456789abcdef', action: 'refund', order_id: 'ord_1' },
        'https://evil.example',
      ),
    );
    expect(foreign.status).toBe(403);
    expect(
      (await serveInspector(env, post('/_emulator/inspector', { tenant: 'tenant_nope', action: 'refund' }))).status,
    ).toBe(404);
    expect(game.received).toHaveLength(0);
  });
});
