/**
 * Several people at once on the Firebase adapter: each person is a browser context of its own
 * (its own Auth session), signed in with a seeded account.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { baseUrl, expectPath, signIn } from '../../e2e/support/app';
import { launchBrowser, openPage } from '../../e2e/support/browser';
import { DEMO_PASSWORD } from './seed-expectations';

export interface People {
  /** A fresh context, nobody signed in. */
  anonymous(): Promise<Page>;
  /** A fresh context signed in as `email` (demo password), once it has reached `landing`. */
  signedIn(email: string, landing: string): Promise<Page>;
}

/** Registers the hooks: one browser per file, every context opened by a test closed after it. */
export function peoplePerTest(): People {
  let browser: Browser | undefined;
  const open: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()));
  });

  async function anonymous(): Promise<Page> {
    if (!browser) throw new Error('the browser did not start');
    const { context, page } = await openPage(browser, baseUrl());
    open.push(context);
    return page;
  }

  return {
    anonymous,
    async signedIn(email, landing) {
      const page = await anonymous();
      await signIn(page, email, DEMO_PASSWORD);
      await expectPath(page, landing);
      return page;
    },
  };
}

type Watches = Record<string, Promise<number>>;

/**
 * Starts watching the page for `text` inside the element matching `selector` and resolves once the
 * watch is installed; the returned function resolves with the page's clock (ms) at the first DOM
 * mutation after which the text shows: precise to the mutation, unlike a polling locator.
 */
export async function watchFor(page: Page, selector: string, text: string, timeout = 20_000): Promise<() => Promise<number>> {
  const key = `${selector}::${text}`;
  await page.evaluate(
    ({ key, selector, text, timeout }) => {
      const scope = window as unknown as { __shownAt?: Watches };
      const watches = (scope.__shownAt ??= {});
      watches[key] = new Promise<number>((resolve, reject) => {
        const shown = () => document.querySelector(selector)?.textContent?.includes(text) ?? false;
        if (shown()) return resolve(Date.now());
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Date.now());
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`"${text}" did not show in ${selector} within ${timeout} ms`));
        }, timeout);
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      });
    },
    { key, selector, text, timeout },
  );
  return () => page.evaluate((key) => (window as unknown as { __shownAt: Watches }).__shownAt[key] as Promise<number>, key);
}
