import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layout } from '@solarcred/domain/constants';
import { auth as authText } from '@solarcred/domain/messages';
import { expectPath, expectToast, signInAsDemo, type DemoLabel } from './support/app';
import { animationsSettled, usePages, type ViewportChoice, screenshot, viewports } from './support/browser';

const pages = usePages();
let page: Page;

async function signedIn(label: DemoLabel, landing: string, viewport: ViewportChoice): Promise<void> {
  page = await pages.open(viewport);
  // Straight to the landing, signed in: no /auth in the tab order, no sign-in toast over the layout.
  await signInAsDemo(page, label, landing);
  await page.getByRole('button', { name: 'Minha Conta' }).waitFor();
}

/** Screenshot once slide-ins and fades have finished. */
async function settledScreenshot(name: string): Promise<void> {
  await animationsSettled(page);
  await screenshot(page, name);
}

const sidebar = () => page.getByTestId('sidebar');
const drawer = () => page.getByTestId('sidebar-drawer');
const width = async (locator: Locator) => (await locator.boundingBox())?.width;
const navLinks = (scope: Locator) => scope.getByRole('navigation', { name: 'Menu principal' }).getByRole('link');
const currentEntry = (scope: Locator) => scope.locator('nav a[aria-current="page"]');

/** Texts of the open menu's entries (the first opening fetches the menu's code: wait for it). */
const menuItems = async () => {
  await page.getByRole('menu').waitFor();
  return (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
};

/** Opens the top bar's 'Minha Conta' menu and picks an entry. */
async function pickFromAccountMenu(name: string): Promise<void> {
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

// The spec's entries with 'Taxas e Linhas' (issue 32) and the cashback screens (issue 27), then the demo's e-mail outbox (memory backend only, issue 15).
const adminEntries = ['Dashboard', 'Análises', 'Gerenciar Integradores', 'Kanban de Propostas', 'Avisos', 'Taxas e Linhas', 'Pagamentos', 'Repasses', 'Configurações', 'Solicitações LGPD', 'Auditoria', 'Termos e privacidade', 'Caixa de saída'];
const integratorEntries = ['Dashboard', 'Subir Proposta', 'Gerar Link de Proposta', 'Minhas Propostas', 'Financeiro', 'Cashback', 'Equipe', 'Integrações', 'Meu Perfil'];
const company = 'Sol Nascente Energia Ltda';

describe('admin layout, desktop (1280 px)', () => {
  it('the sidebar is 256 px, collapses to 80 px (mini logo, labels hidden) and stays so after a reload', async () => {
    await signedIn('Administrador', '/admin/dashboard', 'desktop');
    await expect.poll(() => width(sidebar())).toBe(layout.sidebarExpandedPx);
    expect(await navLinks(sidebar()).allInnerTexts()).toEqual(adminEntries);
    await expect.poll(() => sidebar().innerText()).toContain('SolarCred');
    await page.getByRole('button', { name: 'Mensagens' }).waitFor();
    await page.getByRole('button', { name: 'Notificações' }).waitFor();
    await settledScreenshot('layouts-admin-desktop');

    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await expect.poll(() => width(sidebar())).toBe(layout.sidebarCollapsedPx);
    expect((await sidebar().innerText()).trim()).toBe('');
    await sidebar().getByLabel('SolarCred').waitFor();
    for (const name of adminEntries) await sidebar().getByRole('link', { name, exact: true }).waitFor();
    await sidebar().getByRole('link', { name: 'Avisos' }).focus();
    await page.getByRole('tooltip').getByText('Avisos').waitFor();
    await settledScreenshot('layouts-admin-desktop-collapsed');

    await page.reload();
    await page.getByRole('button', { name: 'Expandir menu lateral' }).waitFor();
    await expect.poll(() => width(sidebar())).toBe(layout.sidebarCollapsedPx);
    await page.getByRole('button', { name: 'Expandir menu lateral' }).click();
    await expect.poll(() => width(sidebar())).toBe(layout.sidebarExpandedPx);
    await page.reload();
    await expect.poll(() => width(sidebar())).toBe(layout.sidebarExpandedPx);
  });

  it('marks the current route with aria-current and moves the mark on navigation', async () => {
    await signedIn('Administrador', '/admin/dashboard', 'desktop');
    await expect.poll(() => currentEntry(sidebar()).allInnerTexts()).toEqual(['Dashboard']);
    await sidebar().getByRole('link', { name: 'Kanban de Propostas' }).click();
    await expectPath(page, '/admin/proposals');
    await expect.poll(() => currentEntry(sidebar()).allInnerTexts()).toEqual(['Kanban de Propostas']);
    await page.goto('/admin/kanban');
    await expectPath(page, '/admin/proposals');
    await expect.poll(() => currentEntry(sidebar()).allInnerTexts()).toEqual(['Kanban de Propostas']);
    await sidebar().getByRole('link', { name: 'Gerenciar Integradores' }).click();
    await expectPath(page, '/admin/integrators');
    await expect.poll(() => currentEntry(sidebar()).allInnerTexts()).toEqual(['Gerenciar Integradores']);
  });

  it("'Minha Conta' leads to Perfil and Configurações (also by keyboard); Sair says when it fails, else goes to /auth", async () => {
    await signedIn('Administrador', '/admin/dashboard', 'desktop');
    await page.getByRole('button', { name: 'Minha Conta' }).click();
    expect(await menuItems()).toEqual(['Perfil', 'Configurações', 'Sair']);
    await settledScreenshot('layouts-admin-account-menu-desktop');
    await page.getByRole('menuitem', { name: 'Perfil', exact: true }).click();
    await expectPath(page, '/admin/profile');
    // The page shows once its chunk is in (navigations are transitions) and the menu has gone:
    // only then is the next Enter an opening rather than a press on a menu still on its way out.
    await page.getByRole('heading', { level: 1, name: 'Perfil', exact: true }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Minha Conta' }).focus();
    await page.keyboard.press('Enter');
    // Opened by the keyboard, the menu highlights its first item: only then does ArrowDown move from it.
    await page.getByRole('menuitem', { name: 'Perfil', exact: true }).and(page.locator('[data-highlighted]')).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Configurações' }).and(page.locator('[data-highlighted]')).waitFor();
    await page.keyboard.press('Enter');
    await expectPath(page, '/admin/settings');
    await expect.poll(() => currentEntry(sidebar()).allInnerTexts()).toEqual(['Configurações']);

    await page.evaluate(() => window.__solarcredMemory?.failNext('signOut'));
    await pickFromAccountMenu('Sair');
    await expectToast(page, authText.logoutFailure);
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await pickFromAccountMenu('Sair');
    await expectPath(page, '/auth');
  });

  it('keyboard: a skip link first, then the sidebar entries, then the top bar', async () => {
    await signedIn('Administrador', '/admin/dashboard', 'desktop');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    for (let step = 0; step < adminEntries.length; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Recolher menu lateral');
    await page.keyboard.press('Enter');
    await expect.poll(() => width(sidebar())).toBe(layout.sidebarCollapsedPx);
  });
});

describe('admin layout, mobile (390 px)', () => {
  it('hides the sidebar; the toggle opens a drawer that the backdrop, Escape or a link closes', async () => {
    await signedIn('Administrador', '/admin/dashboard', 'mobile');
    expect(await sidebar().isVisible()).toBe(false);
    await settledScreenshot('layouts-admin-mobile');

    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await toggle.click();
    await drawer().waitFor();
    await page.locator('[data-part="backdrop"]').waitFor();
    expect(await navLinks(drawer()).allInnerTexts()).toEqual(adminEntries);
    await expect.poll(() => currentEntry(drawer()).allInnerTexts()).toEqual(['Dashboard']);
    await settledScreenshot('layouts-admin-mobile-drawer');

    const { width: vw, height: vh } = viewports.mobile;
    await page.mouse.click(vw - 20, vh / 2);
    await drawer().waitFor({ state: 'hidden' });

    await toggle.click();
    await drawer().waitFor();
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });

    await toggle.click();
    await drawer().getByRole('link', { name: 'Avisos' }).click();
    await expectPath(page, '/admin/notices');
    await drawer().waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Avisos' }).waitFor();

    // Back with the drawer open: the page changes and the drawer closes with it.
    await toggle.click();
    await drawer().waitFor();
    await page.goBack();
    await expectPath(page, '/admin/dashboard');
    await drawer().waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });
});

describe('integrator layout', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as const)('%s: company name, entries, bells, profile menu and Sair', async (name, viewport) => {
    await signedIn('Integrador aprovado', '/integrator/dashboard', viewport);
    const mobile = name === 'mobile';
    if (mobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
    const side = mobile ? drawer() : sidebar();
    await side.getByText(company).waitFor();
    expect(await navLinks(side).allInnerTexts()).toEqual(integratorEntries);
    await settledScreenshot(`layouts-integrator-${name}${mobile ? '-drawer' : ''}`);

    await side.getByRole('link', { name: 'Minhas Propostas' }).click();
    await expectPath(page, '/integrator/kanban');
    if (mobile) await drawer().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Mensagens' }).waitFor();
    await page.getByRole('button', { name: 'Avisos' }).waitFor();

    await page.getByRole('button', { name: 'Minha Conta' }).click();
    expect(await menuItems()).toEqual(['Meu Perfil', 'Configurações', 'Sair']);
    await settledScreenshot(`layouts-integrator-${name}-menu`);
    await page.getByRole('menuitem', { name: 'Configurações' }).click();
    await expectPath(page, '/integrator/profile');
    await page.goto('/integrator/dashboard');
    await pickFromAccountMenu('Meu Perfil');
    await expectPath(page, '/integrator/profile');

    if (mobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await side.getByRole('button', { name: 'Sair' }).click();
    await expectPath(page, '/auth');
  });

  it('the collapsed integrator sidebar keeps the company name for screen readers and Sair by name', async () => {
    await signedIn('Integrador aprovado', '/integrator/dashboard', 'desktop');
    await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
    await expect.poll(() => width(sidebar())).toBe(layout.sidebarCollapsedPx);
    expect(await sidebar().getByText(company).count()).toBe(1);
    await settledScreenshot('layouts-integrator-desktop-collapsed');
    await sidebar().getByRole('button', { name: 'Sair' }).click();
    await expectPath(page, '/auth');
  });
});

describe('minimal layout', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as const)('%s: logo and an account menu holding only Sair', async (name, viewport) => {
    await signedIn('Cadastro a completar', '/complete-profile', viewport);
    const header = page.locator('header');
    await header.getByLabel('SolarCred').waitFor();
    expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
    await header.getByRole('button', { name: 'Minha Conta' }).click();
    expect(await menuItems()).toEqual(['Sair']);
    await settledScreenshot(`layouts-minimal-${name}-menu`);
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expectPath(page, '/auth');
  });
});
