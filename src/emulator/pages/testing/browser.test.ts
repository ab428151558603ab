/**
 * The browser harness itself: the skip/fail rule, and a real round trip (a page served on
 * 127.0.0.1, a click that posts a form, a redirect the browser follows) in headless Chromium
 * launched with the project's flags.
 */
import { describe, expect, it } from 'vitest';
import { listen } from '../../../webhooks/testing/servers.js';
import { browserPlan, CHROMIUM_ARGS, chromiumMissing, describeInBrowser } from './browser.js';

describe('browserPlan', () => {
  it('runs where Chromium is present, skips with the reason where absent, fails under CI=true', () => {
    expect(browserPlan(undefined, true)).toEqual({ run: true });
    const missing = chromiumMissing('/nonexistent/chromium');
    expect(missing).toBe('/nonexistent/chromium is not an executable (ENOENT)');
    const skip = browserPlan(missing, false);
    expect(skip).toEqual({
      run: false,
      skip: 'Chromium is unavailable: /nonexistent/chromium is not an executable (ENOENT); install it with apt-get install -y chromium or set CHROMIUM_PATH',
    });
    expect(browserPlan(missing, true)).toMatchObject({ run: false, fail: expect.stringMatching(/under CI=true/) });
  });

  it('launches with the flags the project requires', () => {
    expect(CHROMIUM_ARGS).toEqual([
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ]);
  });
});

describeInBrowser('headless Chromium', ({ newPage }) => {
  it('clicks a form button, the server sees the post once, the browser follows the redirect', async () => {
    const posts: string[] = [];
    const server = await listen((req, res) => {
      if (req.method === 'POST') {
        let body = '';
        req
          .on('data', (c) => (body += c))
          .on('end', () => {
            posts.push(body);
            res.writeHead(303, { location: '/done' }).end();
          });
      } else if (req.url === '/done') res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Done</h1>');
      else
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<form method="post" action="/go"><button name="choice" value="pay">Pay</button></form>');
    });
    try {
      const page = await newPage();
      await page.goto(server.url);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(`${server.url}/done`);
      expect(await page.locator('h1').textContent()).toBe('Done');
      expect(posts).toEqual(['choice=pay']);
    } finally {
      await server.close();
    }
  });

  it('gives each test a fresh context: no cookie from the test before', async () => {
    const server = await listen((req, res) =>
      res
        .writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'seen=1' })
        .end(`<p>${req.headers.cookie ?? 'none'}</p>`),
    );
    try {
      const first = await newPage();
      await first.goto(server.url);
      await first.reload();
      expect(await first.locator('p').textContent()).toBe('seen=1');
      const second = await newPage();
      await second.goto(server.url);
      expect(await second.locator('p').textContent()).toBe('none');
    } finally {
      await server.close();
    }
  });
});
