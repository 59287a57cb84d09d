/**
 * Several people at once on the Firebase adapter: each person is a browser context of its own
 * (its own Auth session), signed in with a seeded account.
 */
import type { Page } from 'playwright-core';
import { budgets } from '../../budgets';
import { expectPath, signIn } from '../../e2e/support/app';
import { usePages } from '../../e2e/support/browser';
import { DEMO_PASSWORD } from './seed-expectations';

export interface People {
  /** A fresh context, nobody signed in. */
  anonymous(): Promise<Page>;
  /** A fresh context signed in as `email` (demo password), once it has reached `landing`. */
  signedIn(email: string, landing: string): Promise<Page>;
}

/**
 * Registers the hooks (the harness's `usePages`: one browser per file, every context closed after
 * its test); each person is a context of its own, the `'contexts'` mode of `twoPeople`.
 */
export function peoplePerTest(): People {
  const pages = usePages();
  const anonymous = () => pages.open();
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

/** How long a change made through a function may take to reach another person's screen: `budgets.liveMs` (tests/budgets.ts). */
export const LIVE_UPDATE_TIMEOUT_MS = budgets.liveMs;

/**
 * Starts watching the page for `text` inside the element matching `selector` and resolves once the
 * watch is installed; the returned function resolves with the page's clock (ms) at the first DOM
 * mutation after which the text shows: precise to the mutation, unlike a polling locator. The time
 * is kept in the tab's sessionStorage, so it is read even when the page has navigated since (an
 * approval shows its message, then takes the integrator to another page).
 */
export async function watchFor(page: Page, selector: string, text: string, timeout = LIVE_UPDATE_TIMEOUT_MS): Promise<() => Promise<number>> {
  const key = `shownAt:${selector}::${text}`;
  await page.evaluate(
    ({ key, selector, text, timeout }) => {
      sessionStorage.removeItem(key);
      const shown = () => document.querySelector(selector)?.textContent?.includes(text) ?? false;
      const settle = (value: string) => sessionStorage.setItem(key, value);
      if (shown()) return settle(String(Date.now()));
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        observer.disconnect();
        clearTimeout(timer);
        settle(String(Date.now()));
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        settle('timeout');
      }, timeout);
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    },
    { key, selector, text, timeout },
  );
  return async () => {
    const handle = await page.waitForFunction((storageKey) => sessionStorage.getItem(storageKey), key, { polling: 50, timeout: timeout + budgets.actionMs });
    const value = String(await handle.jsonValue());
    if (value === 'timeout') throw new Error(`"${text}" did not show in ${selector} within ${timeout} ms`);
    return Number(value);
  };
}
