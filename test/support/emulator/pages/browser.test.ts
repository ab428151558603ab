/**
 * The browser harness itself: the skip/fail rule and the launch flags. Its use in a real browser
 * (a fresh context per test, clicks, redirects) is proven by pages.browser.test.ts, which shares
 * one browser for the file so npm test launches Chromium once.
 */
import { describe, expect, it } from 'vitest';
import { browserPlan, CHROMIUM_ARGS, chromiumMissing } from './browser.js';

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
