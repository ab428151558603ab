import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cliHarness } from '../../test/support/cli/in-process-cli.js';
import { createNodeMiddleware, createWebhookHandler } from '../webhooks/index.js';
import { run } from './program.js';

const SECRET = 'cli-test-fake-secret-CANARY';
const { cli, tempPath, listen } = cliHarness(run, { secret: SECRET });

describe('game-commerce-s2s CLI', () => {
  it('prints help for every command and exits 0', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const command of ['emulator', 'webhook', 'spec'])
      expect(help.out).toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    // The contract run, the mock and spec bump work only in a clone: npm scripts, not the bin.
    for (const command of ['mock', 'contract', 'bump'])
      expect(help.out).not.toMatch(new RegExp(`^\\s+${command}\\b`, 'm'));
    for (const sub of [
      ['webhook', 'trigger'],
      ['webhook', 'sign'],
      ['webhook', 'verify'],
      ['spec', 'diff'],
    ]) {
      const result = await cli(...sub, '--help');
      expect(result.code, sub.join(' ')).toBe(0);
      expect(result.out).toMatch(new RegExp(`^Usage: game-commerce-s2s ${sub.join(' ')}\\b`, 'm'));
    }
  });

  it('reports bad usage in one line with exit code 2', async () => {
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err.trim().split('\n')).toHaveLength(1);
    const noSecret = await cli('webhook', 'sign', tempPath('missing.json'));
    expect(noSecret.code).toBe(2);
    expect(noSecret.err).toMatch(/^error: a signing secret is required/);
  });

  it('signs a body and verifies it; a changed body is invalid with exit code 1', async () => {
    const body = tempPath('body.json');
    await writeFile(body, '{"event_type":"item.add"}');
    const signed = await cli('webhook', 'sign', body, '--secret', SECRET, '--timestamp', '1764518400');
    expect(signed.code).toBe(0);
    const headersFile = tempPath('headers.json');
    await writeFile(headersFile, signed.out);
    expect(JSON.parse(signed.out)['x-service-signature-timestamp']).toBe('1764518400');

    const ok = await cli('webhook', 'verify', body, '--secret', SECRET, '--headers', headersFile);
    expect(ok).toMatchObject({ code: 0, out: expect.stringMatching(/^valid/) });
    await writeFile(body, '{"event_type":"item.add" }');
    const bad = await cli('webhook', 'verify', body, '--secret', SECRET, '--headers', headersFile);
    expect(bad.code).toBe(1);
    expect(bad.err).toBe(
      'error: invalid: no_matching_signature: The signature does not match the body and timestamp for any configured secret',
    );
  });

  it('triggers a signed item.add at a real receiver, and fails when the receiver refuses it', async () => {
    const granted: string[] = [];
    const handler = createWebhookHandler({
      secret: SECRET,
      on: { 'item.add': (e) => void granted.push(e.event_id) },
      onError: () => {},
    });
    const url = await listen(createNodeMiddleware(handler));
    const sent = await cli('webhook', 'trigger', 'item.add', '--url', url, '--secret', SECRET);
    expect(sent.code).toBe(0);
    expect(sent.out).toMatch(/item\.add whevt_test_\w+ -> 200/);
    expect(granted).toHaveLength(1);

    const forged = await cli('webhook', 'trigger', 'item.add', '--url', url, '--secret', 'cli-test-wrong-secret');
    expect(forged.code).toBe(1);
    expect(forged.out).toMatch(/-> 403/);
    expect(granted).toHaveLength(1);
  });

  it('checks a daily_reward.get answer against the document', async () => {
    let answer: unknown = { days: [{ day_number: 1, items: [{ sku: 'gem_pack_50', quantity: 2 }] }] };
    const url = await listen((_, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer)),
    );
    const good = await cli('webhook', 'trigger', 'daily_reward.get', '--url', url, '--secret', SECRET);
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/answer matches the document/);
    answer = { days: [{ day_number: 0, items: [] }] };
    const bad = await cli('webhook', 'trigger', 'daily_reward.get', '--url', url, '--secret', SECRET);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/does not match the document: .*day_number/);
  });

  it('uses --data as event_data, and refuses data the document forbids', async () => {
    const bodies: string[] = [];
    const url = await listen((req, res) => {
      let text = '';
      req
        .on('data', (c) => (text += c))
        .on('end', () => {
          bodies.push(text);
          res.writeHead(204).end();
        });
    });
    const data = tempPath('data.json');
    await writeFile(data, JSON.stringify({ player_id: 'player_cli', items: [{ sku: 'cli_sku' }] }));
    expect(
      (await cli('webhook', 'trigger', 'item.remove', '--url', url, '--secret', SECRET, '--data', data)).code,
    ).toBe(0);
    expect(JSON.parse(bodies[0]!).event_data).toEqual({ player_id: 'player_cli', items: [{ sku: 'cli_sku' }] });
    await writeFile(data, JSON.stringify({ items: [{ quantity: 1 }] }));
    const refused = await cli('webhook', 'trigger', 'item.remove', '--url', url, '--secret', SECRET, '--data', data);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/does not match the document/);
    expect(bodies).toHaveLength(1);
  });
});
