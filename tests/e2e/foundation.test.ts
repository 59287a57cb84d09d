import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectPath, expectToast, signInAsDemo } from './support/app';
import { usePages, screenshot } from './support/browser';

const pages = usePages();
let page: Page;
beforeEach(async () => {
  page = await pages.open();
});

describe('first journey on the memory backend', () => {
  it('landing -> /auth -> demo sign-in as admin -> admin dashboard', async () => {
    await page.goto('/');
    await screenshot(page, 'foundation-landing-desktop');
    await page.getByRole('link', { name: 'Meu Login' }).click();
    await expectPath(page, '/auth');
    await page.getByText('Contas de demonstração').waitFor();
    await screenshot(page, 'foundation-auth-desktop');
    await page.getByRole('button', { name: /Administrador/ }).click();
    await expectPath(page, '/admin/dashboard');
    await page.getByRole('link', { name: 'Gerenciar Integradores' }).first().waitFor();
    await expectToast(page, 'Login bem-sucedido! Redirecionando...');
    await screenshot(page, 'foundation-admin-dashboard-desktop');
  });

  it('a wrong password reads "Credenciais inválidas." and stays on /auth', async () => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Entrar' });
    await form.getByLabel('E-mail').fill('admin@solarcred.demo');
    await form.getByLabel(/^Senha/).fill('senha-errada');
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expectToast(page, 'Credenciais inválidas.');
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('the session and demo data survive a reload; reset signs out and restores the seed', async () => {
    await signInAsDemo(page, 'Administrador');
    await expectPath(page, '/admin/dashboard');
    await page.reload();
    await page.getByRole('link', { name: 'Gerenciar Integradores' }).first().waitFor();
    // The demo data is shared by the tabs (localStorage); the sign-in belongs to this tab (sessionStorage).
    expect(await page.evaluate(() => localStorage.getItem('solarcred-demo-state'))).not.toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('solarcred-demo-session'))).toBe('admin-demo');

    await page.evaluate(() => window.__solarcredMemory?.reset());
    await expectPath(page, '/auth');
  });

  it('sign-out returns to /auth', async () => {
    await signInAsDemo(page, 'Administrador');
    await expectPath(page, '/admin/dashboard');
    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expectPath(page, '/auth');
  });
});

describe('route table', () => {
  it.each([
    ['/login', '/auth'],
    ['/register', '/auth'],
    ['/admin', '/auth'],
    ['/admin/dashboard', '/auth'],
    ['/integrator/dashboard', '/auth'],
  ])('%s while signed out goes to %s', async (from, to) => {
    await page.goto(from);
    await expectPath(page, to);
  });

  it('/admin redirects an admin to /admin/dashboard', async () => {
    await signInAsDemo(page, 'Administrador', '/admin');
    await expectPath(page, '/admin/dashboard');
  });

  it('/admin/kanban redirects to /admin/proposals', async () => {
    await signInAsDemo(page, 'Administrador', '/admin/kanban');
    await expectPath(page, '/admin/proposals');
  });

  it('an unknown path shows "Página não encontrada"', async () => {
    page = await pages.open('mobile');
    await page.goto('/nao-existe/de-jeito-nenhum');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await screenshot(page, 'foundation-not-found-mobile');
  });

  it('the wizard without login says "Acesso negado. Por favor, faça login." and goes to /auth', async () => {
    await page.goto('/complete-profile');
    await expectPath(page, '/auth');
    await expectToast(page, 'Acesso negado. Por favor, faça login.');
  });
});
