/**
 * Routing without a data router (web/src/app/router.tsx): a page's chunk loads when its route
 * first renders, and a navigation keeps the current screen until the next one has arrived — no
 * full-page 'Carregando...' between two screens.
 */
import { describe, expect, it } from 'vitest';
import { errorsText } from '@solarcred/domain/messages';
import { expectPath, signInAsDemo } from './support/app';
import { usePages } from './support/browser';

describe('routing', () => {
  const pages = usePages();

  it('keeps the current screen while the next page loads, then shows it', async () => {
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
    expect(await page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);

    release();
    await page.getByRole('heading', { name: 'Avisos', level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading)).toBe(false);
  });
});
