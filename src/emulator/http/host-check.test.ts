/**
 * DNS rebinding: a page on another site whose name is re-pointed at 127.0.0.1 reaches the emulator
 * with its own name in `Host`. The emulator on a socket answers only the names it listens on
 * (loopback names, IP addresses, its `host`, `allowedHosts`), and says loudly when it listens
 * beyond loopback.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Emulator } from '../emulator-handle.js';
import { startEmulator } from '../start-emulator.js';
import { TEST_KEY } from '../../../test/support/emulator/emulator-client.js';

/** A GET with exactly this Host header (fetch sets its own). */
function get(url: string, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}${path}`,
      { headers: { host, authorization: `Bearer ${TEST_KEY}` } },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

let emu: Emulator;
let port: string;
beforeAll(async () => {
  emu = await startEmulator({ allowedHosts: ['emulator', 'Game-Emulator.test'] });
  port = new URL(emu.url).port;
});
afterAll(() => emu.close());

describe('the Host header (DNS rebinding)', () => {
  it.each([
    ['127.0.0.1 with its port', () => `127.0.0.1:${port}`],
    ['localhost', () => `localhost:${port}`],
    ['localhost in capitals, another port (a forwarded port)', () => 'LOCALHOST:8080'],
    ['[::1]', () => `[::1]:${port}`],
    ['an IP address (no name to re-point)', () => `192.168.1.20:${port}`],
    ['a name in allowedHosts', () => `emulator:${port}`],
    ['a name in allowedHosts, any case', () => 'game-emulator.test'],
  ])('answers %s', async (_, host) => {
    expect((await get(emu.url, '/v1/achievements', host())).status).toBe(200);
  });

  it.each([
    ['another name on its port', () => `rebind.evil.example:${port}`],
    ['another name without a port', () => 'rebind.evil.example'],
    ['a name that starts like loopback', () => `127.0.0.1.nip.io:${port}`],
    ['a user-info trick', () => `evil.example@127.0.0.1:${port}`],
    ['a subdomain of an allowed name', () => `x.emulator:${port}`],
  ])('refuses %s with 403, API and pages alike, saying how to allow a name', async (_, host) => {
    for (const path of ['/v1/achievements', '/_emulator/inspector', '/checkout/cs_x']) {
      const answer = await get(emu.url, path, host());
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        detail: expect.stringMatching(/^The emulator does not answer to the host name .*allowedHosts.*--allowed-host/),
      });
    }
  });

  it('emu.fetch has no socket a browser could reach, and answers any origin', async () => {
    const response = await emu.fetch('http://rebind.evil.example/v1/achievements', {
      headers: { authorization: `Bearer ${TEST_KEY}` },
    });
    expect(response.status).toBe(200);
  });

  it('warns loudly (a process warning on stderr) when asked to listen beyond loopback', async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      // 192.0.2.1 (TEST-NET-1) is no address of this machine: the start fails, after the warning.
      await expect(startEmulator({ host: '192.0.2.1' })).rejects.toThrow(/EADDRNOTAVAIL|listen/);
      const quiet = await startEmulator({ host: '127.0.0.1' });
      await quiet.close();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((w) => [(w as NodeJS.ErrnoException).code, w.message])).toEqual([
      [
        'GAME_COMMERCE_EMULATOR_EXPOSED',
        expect.stringMatching(/^The emulator listens on 192\.0\.2\.1, not loopback: other machines can reach it/),
      ],
    ]);
  });
});
