import { describe, expect, it } from 'vitest';
import { flowTestEnv } from '../../../test/support/emulator/flow-env.js';
import { scriptedGame } from '../../../test/support/emulator/scripted-game.js';
import { appendNonce } from './deep-link.js';
import { hubNoncesPart } from './hub-login.js';

const tenantFlows = () => flowTestEnv(scriptedGame(200).handler);

describe('hub login, the hub side (spec §2, §4 Hub login flow)', () => {
  it('appends a fresh nonce to the deep link and keeps its static query parameters byte for byte', () => {
    const { flows } = tenantFlows();
    const a = flows.hubLogin('https://play.example.com/login?src=hub&name=a%20b+c#top');
    const b = flows.hubLogin('https://play.example.com/login?src=hub&name=a%20b+c#top');
    expect(a.url).toBe(`https://play.example.com/login?src=hub&name=a%20b+c&nonce=${a.nonce}#top`);
    expect(a.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(b.nonce).not.toBe(a.nonce);
    expect(appendNonce('mygame://login', 'n1')).toBe('mygame://login?nonce=n1');
    expect(appendNonce('https://x.example/?', 'n1')).toBe('https://x.example/?nonce=n1');
    expect(() => appendNonce('not a link', 'n1')).toThrow(TypeError);
  });

  it('a nonce is used once, by an authorization or a rejection; an unknown one is refused with 400', () => {
    const { flows, tenant } = tenantFlows();
    const { nonce } = flows.hubLogin('https://play.example.com/login');
    flows.useNonce(nonce, 'authorized');
    expect(tenant.part(hubNoncesPart).get(nonce)).toMatchObject({ state: 'authorized', used_at: expect.any(String) });
    expect(() => flows.useNonce(nonce, 'authorized')).toThrow(
      expect.objectContaining({ status: 409, code: 'nonce_used' }),
    );
    expect(() => flows.useNonce(nonce, 'rejected')).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => flows.useNonce('deadbeef', 'authorized')).toThrow(
      expect.objectContaining({ status: 400, code: 'unknown_nonce' }),
    );
    const other = flows.hubLogin('https://play.example.com/login').nonce;
    flows.useNonce(other, 'rejected');
    expect(() => flows.useNonce(other, 'authorized')).toThrow(/already used \(rejected\)/);
  });

  it('a request that fails after spending the nonce leaves it unused (the journal undoes it)', () => {
    const { flows, tenant } = tenantFlows();
    const { nonce } = flows.hubLogin('https://play.example.com/login');
    expect(() =>
      tenant.journal.run(
        () => {
          flows.useNonce(nonce, 'authorized');
          throw new Error('the handler after the check failed');
        },
        () => false,
      ),
    ).toThrow(/failed/);
    expect(tenant.part(hubNoncesPart).get(nonce)!.state).toBe('issued');
  });
});
