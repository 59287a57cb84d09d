/**
 * Skeletons between screens (issue 46): inside a signed-in area a page whose code has not arrived
 * shows its skeleton under the area's header and sidebar, never the full-screen 'Carregando...'.
 * The page's chunk is held back with page.route, so the waiting state lasts until the test lets
 * it go, on any machine. routing.test.ts checks the same for a navigation by a sidebar link.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorsText } from '@solarcred/domain/messages';
import { signInAsDemo } from './support/app';
import { animationsSettled, screenshot, usePages } from './support/browser';

/** Holds the chunk whose file name matches until `release()`; `requested` tells it was asked for. */
async function holdChunk(page: Page, file: RegExp) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { requested: false, release: () => release() };
  await page.route(file, async (route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return state;
}

describe('skeletons', () => {
  const pages = usePages();

  const cases = [
    { viewport: 'desktop', colorScheme: 'light' },
    { viewport: 'desktop', colorScheme: 'dark' },
    { viewport: 'mobile', colorScheme: 'light' },
    { viewport: 'mobile', colorScheme: 'dark' },
  ] as const;

  it.each(cases)('a page opened by its address loads under the header with its skeleton ($viewport, $colorScheme)', async ({ viewport, colorScheme }) => {
    const page = await (await pages.newContext(viewport, { colorScheme })).newPage();
    const board = await holdChunk(page, /\/assets\/admin-board-page-[\w-]+\.js$/);
    await signInAsDemo(page, 'Administrador', '/admin/proposals');

    // The session known and the layout drawn: the header stays, the board's skeleton says it loads.
    const skeleton = page.getByRole('status', { name: errorsText.loadingScreen });
    await skeleton.waitFor();
    expect(board.requested).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('main').locator('[data-skeleton="board"]').count()).toBe(1);
    // No full-screen loading screen beside it.
    expect(await page.getByText(errorsText.loading).count()).toBe(0);
    await animationsSettled(page);
    await screenshot(page, `skeleton-board-${viewport === 'desktop' ? 1280 : 390}-${colorScheme}`, { fullPage: false });

    board.release();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await skeleton.waitFor({ state: 'detached' });
  });

  it('a form screen shows the form’s skeleton, in the minimal layout too', async () => {
    const page = await pages.open('mobile');
    const form = await holdChunk(page, /\/assets\/complete-profile-page-[\w-]+\.js$/);
    await signInAsDemo(page, 'Cadastro a completar', '/complete-profile');
    await page.getByRole('status', { name: errorsText.loadingScreen }).waitFor();
    expect(form.requested).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.locator('[data-skeleton="form"]').count()).toBe(1);
    form.release();
    await page.getByRole('status', { name: errorsText.loadingScreen }).waitFor({ state: 'detached' });
  });
});
