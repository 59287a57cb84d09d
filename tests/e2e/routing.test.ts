/**
 * Routing without a data router (web/src/app/router.tsx): a page's chunk loads when its route
 * first renders. Inside a signed-in area a navigation answers at once (issue 46): the header and
 * sidebar stay and the next page's skeleton replaces the old screen until its code has arrived —
 * no full-page 'Carregando...' between two screens, and no click that seems to do nothing.
 */
import { describe, expect, it } from 'vitest';
import { errorsText } from '@solarcred/domain/messages';
import { expectPath, signInAsDemo } from './support/app';
import { usePages } from './support/browser';

describe('routing', () => {
  const pages = usePages();

  it('keeps the area’s header and shows the next page’s skeleton while it loads, then the page', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador');
    await expectPath(page, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let requested = false;
    await page.route(/\/assets\/notices-page-[\w-]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.evaluate((loading) => {
      const state = window as unknown as { sawLoading?: boolean };
      state.sawLoading = false;
      new MutationObserver(() => {
        if ([...document.querySelectorAll('[role="status"]')].some((node) => node.textContent?.includes(loading))) state.sawLoading = true;
      }).observe(document.body, { subtree: true, childList: true });
    }, errorsText.loading);

    await page.getByRole('link', { name: 'Avisos' }).first().click();
    await expect.poll(() => requested).toBe(true);
    // The click answered: the old screen has gone, the skeleton of a list stands in the layout.
    const skeleton = page.getByRole('main').getByRole('status', { name: errorsText.loadingScreen });
    await skeleton.waitFor();
    expect(await skeleton.getAttribute('data-skeleton')).toBe('list');
    expect(await page.getByRole('heading', { name: 'Dashboard', level: 1 }).count()).toBe(0);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(true);

    release();
    await page.getByRole('heading', { name: 'Avisos', level: 1 }).waitFor();
    await skeleton.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading)).toBe(false);
  });
});
