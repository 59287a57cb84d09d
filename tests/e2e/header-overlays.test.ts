/**
 * The signed-in header's overlays load on first use (issue 18): the account menu, the bells'
 * popovers, the collapsed sidebar's tooltips and the mobile drawer are chunks of their own
 * (`web/src/ui/layout/account-menu-content.tsx`, `notices-bell-popover.tsx`,
 * `messages-bell-popover.tsx`, `collapsed-hint-tooltip.tsx`, `sidebar-drawer.tsx`), fetched by
 * the first click, key, hover or focus on their trigger and never with the page; that first use
 * still opens the overlay, with focus and keys as before.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { commentsText, errorsText } from '@solarcred/domain/messages';
import { expectPath, expectToast, signInAsDemo, type DemoLabel } from './support/app';
import { animationsSettled, screenshot, usePages, type ViewportChoice } from './support/browser';

const pages = usePages();

/** Vite names a lazily imported module's chunk after the module: `<name>-<hash>.js`. */
const overlayModules = ['account-menu-content', 'notices-bell-popover', 'messages-bell-popover', 'collapsed-hint-tooltip', 'sidebar-drawer'] as const;
type OverlayModule = (typeof overlayModules)[number];
const chunkOf = (url: string): OverlayModule | undefined =>
  overlayModules.find((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url));

/** Every overlay chunk the page has requested so far, in order. */
function recordOverlayChunks(page: Page): OverlayModule[] {
  const requested: OverlayModule[] = [];
  page.on('request', (request) => {
    const chunk = chunkOf(request.url());
    if (chunk && request.resourceType() === 'script') requested.push(chunk);
  });
  return requested;
}

/** Signs in as a demo persona and waits until the dashboard has settled (no request in flight). */
async function openDashboard(page: Page, persona: DemoLabel, path: string): Promise<void> {
  await signInAsDemo(page, persona);
  await expectPath(page, path);
  await page.getByRole('button', { name: 'Minha Conta' }).waitFor();
  await page.waitForLoadState('networkidle');
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);
const highlighted = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true }).and(page.locator('[data-highlighted]'));
const messagesBell = (page: Page) => page.getByRole('button', { name: new RegExp(`^${commentsText.bellTitle}`) });

describe('first loads', () => {
  it('admin dashboard: no overlay chunk with the page; Enter opens the menu on its first item, arrows move, Escape returns to the trigger', async () => {
    const page = await pages.open('desktop');
    const requested = recordOverlayChunks(page);
    await openDashboard(page, 'Administrador', '/admin/dashboard');
    await page.reload();
    await page.getByRole('button', { name: 'Minha Conta' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    const trigger = page.getByRole('button', { name: 'Minha Conta' });
    expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await highlighted(page, 'Perfil').waitFor();
    expect(requested).toEqual(['account-menu-content']);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await highlighted(page, 'Configurações').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Minha Conta');

    // The messages bell: its first click opens the popover, Escape closes it back to the bell.
    await messagesBell(page).click();
    await page.getByRole('dialog', { name: commentsText.bellTitle }).waitFor();
    expect(requested).toEqual(['account-menu-content', 'messages-bell-popover']);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: commentsText.bellTitle }).waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toMatch(new RegExp(`^${commentsText.bellTitle}`));
  });

  it('integrator dashboard: the notices badge renders on load; a click opens the menu, Space opens the notices bell', async () => {
    const page = await pages.open('desktop');
    const requested = recordOverlayChunks(page);
    await openDashboard(page, 'Integrador aprovado', '/integrator/dashboard');
    await page.getByTestId('notices-badge').waitFor();
    expect(requested).toEqual([]);

    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Meu Perfil', 'Configurações', 'Sair']);
    await page.keyboard.press('ArrowDown');
    await highlighted(page, 'Meu Perfil').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    const bell = page.getByTestId('notices-bell');
    expect(await bell.getAttribute('aria-haspopup')).toBe('dialog');
    await bell.focus();
    await page.keyboard.press(' ');
    await page.getByTestId('notices-popover').waitFor();
    await page.getByTestId('bell-notice').first().waitFor();
    expect(requested).toEqual(['account-menu-content', 'notices-bell-popover']);
    expect(await bell.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByTestId('notices-popover').waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notices-bell');
  });

  it('collapsed sidebar: the tooltips load with the first focus or hover of an entry, which shows its tooltip', async () => {
    const page = await pages.open('desktop');
    const requested = recordOverlayChunks(page);
    await openDashboard(page, 'Administrador', '/admin/dashboard');
    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Expandir menu lateral' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    // Keyboard: the skip link, then the first entry, focused (and still focused after the swap).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.getByRole('tooltip').getByText('Dashboard').waitFor();
    expect(requested).toEqual(['collapsed-hint-tooltip']);
    expect(await focusedName(page)).toBe('Dashboard');
    await page.keyboard.press('Tab');
    await page.getByRole('tooltip').getByText('Análises').waitFor();

    // Pointer, on a fresh load: hovering an entry shows its label.
    await page.reload();
    await page.getByRole('button', { name: 'Expandir menu lateral' }).waitFor();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Avisos' }).hover();
    await page.getByRole('tooltip').getByText('Avisos').waitFor();
  });

  it('mobile: the drawer loads with the first tap on Abrir menu, takes focus, and Escape gives it back', async () => {
    const page = await pages.open('mobile');
    const requested = recordOverlayChunks(page);
    await openDashboard(page, 'Administrador', '/admin/dashboard');
    expect(requested).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.click();
    await page.getByTestId('sidebar-drawer').waitFor();
    expect(requested).toEqual(['sidebar-drawer']);
    await expect.poll(() => focusedName(page)).toBe('Fechar menu');
    await page.keyboard.press('Escape');
    await page.getByTestId('sidebar-drawer').waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Abrir menu');
  });

  it("mobile: when the drawer's chunk cannot load, the page stays and says so", async () => {
    const page = await pages.open('mobile');
    await openDashboard(page, 'Administrador', '/admin/dashboard');
    let failed = false;
    await page.route(/\/assets\/sidebar-drawer-[\w-]+\.js$/, async (route) => {
      failed = true;
      await route.abort();
    });
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect.poll(() => failed).toBe(true);
    await expectToast(page, errorsText.connectionRetry);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByTestId('sidebar-drawer').count()).toBe(0);
  });
});

describe('screenshots of the open overlays', () => {
  it.each([
    ['desktop', 'light'],
    ['mobile', 'dark'],
  ] as const)('%s, %s: the account menu and both bells open on the integrator header', async (viewport: ViewportChoice, mode) => {
    const context = await pages.newContext(viewport, { colorScheme: mode });
    const page = await context.newPage();
    await openDashboard(page, 'Integrador aprovado', '/integrator/dashboard');
    const toasts = page.locator('[data-testid="toast"]');
    for (const close of await toasts.getByRole('button', { name: 'Fechar' }).all()) await close.click();
    await expect.poll(() => toasts.count()).toBe(0);
    const shot = async (name: string) => {
      await animationsSettled(page);
      await screenshot(page, `header-overlays-${String(viewport)}-${mode}-${name}`, { fullPage: false });
    };

    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
    await shot('menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    await messagesBell(page).click();
    await page.getByRole('dialog', { name: commentsText.bellTitle }).waitFor();
    await shot('messages');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: commentsText.bellTitle }).waitFor({ state: 'hidden' });

    await page.getByTestId('notices-bell').click();
    await page.getByTestId('bell-notice').first().waitFor();
    await shot('notices');
  });
});
