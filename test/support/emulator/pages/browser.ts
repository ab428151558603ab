/**
 * Test support (not exported): pages are tested in a real browser, playwright-core driving
 * Debian's Chromium (`apt-get install -y chromium`; `.ci/run` installs it when missing). Nothing is
 * downloaded: `npx playwright install` cannot run here, and playwright-core never tries.
 *
 * One browser per test file (launched in `beforeAll`, closed by its own handle in `afterAll`), a
 * fresh context per test so cookies never leak between tests. `chromium.launch` gives the browser a
 * fresh temporary user-data dir and removes it on close. A suite runs where Chromium is present,
 * skips with a one-line reason where it is absent, and FAILS under CI=true, where it is part of the
 * machine (the rule of test/support/stores/services.ts).
 */
import { accessSync, constants } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';

/** Debian's Chromium; CHROMIUM_PATH points elsewhere (another distribution, a local build). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless and quiet: no sandbox (containers), no GPU, no calls home, no first-run screens. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Why Chromium cannot be used at `path`, or undefined when it is an executable file. */
export function chromiumMissing(path: string = CHROMIUM_PATH): string | undefined {
  try {
    accessSync(path, constants.X_OK);
    return undefined;
  } catch (error) {
    return `${path} is not an executable (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
  }
}

/** What a browser suite does: run, skip with a reason, or fail with one (under CI=true). */
export type BrowserPlan = { run: true } | { run: false; skip: string } | { run: false; fail: string };

export function browserPlan(missing: string | undefined, ci: boolean): BrowserPlan {
  if (missing === undefined) return { run: true };
  const reason = `Chromium is unavailable: ${missing}; install it with apt-get install -y chromium or set CHROMIUM_PATH`;
  return ci
    ? { run: false, fail: `${reason} (under CI=true browser tests fail instead of skipping)` }
    : { run: false, skip: reason };
}

/** Launches headless Chromium; the caller closes it with `browser.close()`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS], timeout: 30_000 });
}

/** What a browser suite's tests get: a new page in a context of their own. */
export interface BrowserTools {
  /** A page in a fresh context (own cookies and storage), closed after the test. */
  newPage(): Promise<Page>;
}

/** `describe` with one Chromium for the file; see the header for the skip/fail rule. */
export function describeInBrowser(title: string, body: (tools: BrowserTools) => void): void {
  const plan = browserPlan(chromiumMissing(), process.env.CI === 'true');
  if (!plan.run) {
    if ('fail' in plan) {
      describe(title, () =>
        it('needs Chromium', () => {
          throw new Error(plan.fail);
        }),
      );
      return;
    }
    console.warn(`skipped "${title}": ${plan.skip}`);
    describe.skip(`${title} (skipped: ${plan.skip})`, () =>
      body({ newPage: () => Promise.reject(new Error(plan.skip)) }));
    return;
  }
  describe(title, () => {
    let browser: Browser | undefined;
    const contexts: BrowserContext[] = [];
    beforeAll(async () => {
      browser = await launchChromium();
    }, 60_000);
    afterEach(async () => {
      for (const context of contexts.splice(0)) await context.close();
    });
    afterAll(async () => {
      await browser?.close();
    });
    body({
      async newPage() {
        const context = await browser!.newContext();
        contexts.push(context);
        // A page that never settles should fail its test within the test's time, not hang the file.
        context.setDefaultTimeout(10_000);
        return context.newPage();
      },
    });
  });
}
