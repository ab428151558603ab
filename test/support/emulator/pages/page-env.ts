/**
 * Test support for the page tests: an emulator without a socket whose webhook endpoint is a scripted
 * in-process game, the client on `emu.fetch`, and `page()` to open or post to a page the way a
 * browser would (a form post carries the page's Origin), answered as status, Location and HTML.
 */
import type { Emulator } from '../../../../src/emulator/emulator-handle.js';
import type { EmulatorOptions } from '../../../../src/emulator/options.js';
import { startEmulator } from '../../../../src/emulator/start-emulator.js';
import { clientOf, TEST_KEY } from '../emulator-client.js';
import { type ScriptedAnswer, scriptedGame } from '../scripted-game.js';

export { TEST_KEY };

export interface PageAnswer {
  status: number;
  location: string | null;
  body: string;
}

export async function pageEnv(options: EmulatorOptions & { script?: ScriptedAnswer[]; live?: boolean } = {}) {
  const { script = [200], live = false, ...rest } = options;
  const game = scriptedGame(...script);
  const emu: Emulator = await startEmulator({
    listen: false,
    apiKeys: [live ? `${TEST_KEY}:live` : TEST_KEY],
    webhookUrl: game.handler,
    clockStart: '2026-09-01T12:00:00Z',
    ...rest,
  });
  const client = clientOf(emu);
  /** GET a page, or POST `form` to it as the page's own form would. */
  const page = async (url: string, form?: Record<string, string>, headers: Record<string, string> = {}) => {
    const init: RequestInit = form
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams(form).toString(),
        }
      : { headers };
    const response = await emu.fetch(url.startsWith('/') ? `${emu.url}${url}` : url, init);
    return { status: response.status, location: response.headers.get('location'), body: await response.text() };
  };
  return { emu, client, game, page, close: () => emu.close() };
}
