import { describe, expect, it } from 'vitest';
import { manualClock } from '../testing/manual-clock.js';
import { appendNonce } from './deep-link.js';
import { HUB_LOGIN_ERROR_PATH, HUB_LOGIN_PATH, HubLogin } from './hub-login.js';

const BASE = 'http://127.0.0.1:4010';
const hub = () => new HubLogin({ clock: manualClock(), baseUrl: () => BASE });

describe('hub login (spec §2, §4 Hub login flow)', () => {
  it('appends a fresh nonce to the deep link and keeps its static query parameters byte for byte', () => {
    const login = hub();
    const a = login.open('https://play.example.com/login?src=hub&name=a%20b+c#top');
    const b = login.open('https://play.example.com/login?src=hub&name=a%20b+c#top');
    expect(a.url).toBe(`https://play.example.com/login?src=hub&name=a%20b+c&nonce=${a.nonce}#top`);
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(b.nonce).not.toBe(a.nonce);
    expect(appendNonce('mygame://login', 'n1')).toBe('mygame://login?nonce=n1');
    expect(appendNonce('https://x.example/?', 'n1')).toBe('https://x.example/?nonce=n1');
    expect(() => appendNonce('not a link', 'n1')).toThrow(TypeError);
  });

  it('authorize returns an emulator page carrying a login token and the nonce; the nonce is used once', () => {
    const login = hub();
    const { nonce } = login.open('https://play.example.com/login');
    const { authorization_url } = login.authorize({ player_id: 'player_8412', nonce, redirect_path: '/daily-rewards' });
    const url = new URL(authorization_url);
    expect(url.origin + url.pathname).toBe(BASE + HUB_LOGIN_PATH);
    expect(url.searchParams.get('nonce')).toBe(nonce);
    const token = url.searchParams.get('token')!;
    expect(login.session(token)).toMatchObject({ player_id: 'player_8412', nonce, redirect_path: '/daily-rewards' });
    expect(() => login.authorize({ player_id: 'player_8412', nonce })).toThrow(
      expect.objectContaining({ status: 409, code: 'nonce_used' }),
    );
    expect(() => login.reject({ nonce, reason: 'banned' })).toThrow(expect.objectContaining({ status: 409 }));
  });

  it('refuses a nonce the hub never issued with 400', () => {
    const login = hub();
    expect(() => login.authorize({ player_id: 'p', nonce: 'deadbeef' })).toThrow(
      expect.objectContaining({ status: 400, code: 'unknown_nonce' }),
    );
    expect(() => login.reject({ nonce: 'deadbeef', reason: 'banned' })).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('reject returns an error page showing the reason, and uses the nonce up', () => {
    const login = hub();
    const { nonce } = login.open('https://play.example.com/login');
    const { error_url } = login.reject({ nonce, reason: 'not_eligible' });
    const url = new URL(error_url);
    expect(url.pathname).toBe(HUB_LOGIN_ERROR_PATH);
    expect(url.searchParams.get('reason')).toBe('not_eligible');
    expect(url.searchParams.get('nonce')).toBe(nonce);
    expect(login.nonce(nonce)!.state).toBe('rejected');
    expect(() => login.authorize({ player_id: 'p', nonce })).toThrow(expect.objectContaining({ code: 'nonce_used' }));
  });

  it('snapshots and restores nonces and sessions', () => {
    const login = hub();
    const { nonce } = login.open('https://play.example.com/login');
    const saved = JSON.parse(JSON.stringify(login.snapshot()));
    login.authorize({ player_id: 'p', nonce });
    login.restore(saved);
    expect(login.nonce(nonce)!.state).toBe('issued');
    expect(() => login.authorize({ player_id: 'p', nonce })).not.toThrow();
  });
});
