/** "Two pages, two people": an admin and an integrator (or any two) on screen in one test. */
import type { Page } from 'playwright-core';
import { openWindow, type TestPages, type ViewportChoice } from './browser';

/**
 * Where the second person lives.
 * - `'contexts'`: two browser contexts, i.e. two browsers as far as the app can tell. Nothing is
 *   shared: each has its own localStorage, IndexedDB and cookies, so on the Firebase adapter
 *   each has its own Auth user. A change one makes reaches the other only through the backend
 *   (Firestore live queries). Use it for the Firebase adapter. On the memory backend each context
 *   holds its own copy of the demo data, so the two people do not see each other's changes.
 * - `'tabs'`: two tabs (pages) of ONE context. They share localStorage and differ only in
 *   sessionStorage. The memory backend keeps the demo data in localStorage (a change in one tab
 *   reaches the other through the `storage` event) and the signed-in user per tab in
 *   sessionStorage, so the two tabs are two people over the same data, live, as a demo visitor
 *   with two tabs would see them. The second page is a window of its own rather than a background
 *   tab, which headless Chromium starves of animation frames (see `openWindow`). Note that
 *   `page.clock` is installed per context, so in this mode it moves both tabs' time.
 */
export type TwoPeopleMode = 'contexts' | 'tabs';

export interface TwoPeopleOptions {
  mode: TwoPeopleMode;
  /** Both pages' viewport (desktop by default). */
  viewport?: ViewportChoice;
}

/**
 * Opens one page per person, named as asked, e.g.
 * `const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'contexts' })`.
 * Nobody is signed in yet: the test signs each page in as its person (demo buttons on the memory
 * backend, e-mail and password on the Firebase adapter). Everything closes after the test.
 */
export async function twoPeople<const First extends string, const Second extends string>(
  pages: TestPages,
  [first, second]: readonly [First, Second],
  { mode, viewport }: TwoPeopleOptions,
): Promise<Record<First | Second, Page>> {
  if ((first as string) === second) throw new Error(`two people need two names, got "${first}" twice`);
  if (mode === 'contexts') {
    const [a, b] = await Promise.all([pages.open(viewport), pages.open(viewport)]);
    return { [first]: a, [second]: b } as Record<First | Second, Page>;
  }
  const context = await pages.newContext(viewport);
  const a = await context.newPage();
  const b = await openWindow(context);
  return { [first]: a, [second]: b } as Record<First | Second, Page>;
}
