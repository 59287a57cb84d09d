/**
 * A gestor's and a vendedor's own pages (issue 45) on the memory backend: 'Manter meu perfil
 * atualizado' on the dashboard, the sidebar's 'Meu Perfil' and the account menu all lead to the
 * member's own 'Meu Perfil' (its account in the company: name, e-mail, company, role), not a
 * bounce to the dashboard; the titular's pages stay the titular's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { teamText } from '../../domain/src/team/team-text';
import { expectPath, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const company = 'Sol Nascente Energia Ltda';
const sidebarLinks = (page: Page) => page.getByTestId('sidebar').getByRole('navigation', { name: 'Menu principal' }).getByRole('link');

async function onOwnProfile(page: Page, name: string, papel: string): Promise<void> {
  await expectPath(page, '/integrator/profile');
  await page.getByRole('heading', { level: 1, name: 'Meu Perfil' }).waitFor();
  await page.getByText(teamText.memberProfileSubtitle(company)).waitFor();
  const account = page.getByRole('region', { name: 'Conta' });
  await expect.poll(() => account.innerText()).toContain(name);
  expect(await account.innerText()).toContain(papel);
  expect(await account.innerText()).toContain(company);
  // Its settings, not the company's record.
  await page.getByRole('button', { name: 'Trocar Senha' }).waitFor();
  expect(await page.getByText('Informações da Empresa').count()).toBe(0);
}

describe("a member's own pages (issue 45)", () => {
  it('a gestor follows "Manter meu perfil atualizado" to its own Meu Perfil; the sidebar and the account menu lead there too', async () => {
    const page = await pages.open('desktop');
    await signInAsDemo(page, 'Gestor da equipe', '/integrator/dashboard');
    await page.getByRole('link', { name: 'Manter meu perfil atualizado' }).click();
    await onOwnProfile(page, 'Paulo Henrique Duarte', 'Gestor');
    await screenshot(page, 'team-member-profile-desktop');
    expect(await sidebarLinks(page).allInnerTexts()).toEqual(['Dashboard', 'Subir Proposta', 'Gerar Link de Proposta', 'Minhas Propostas', 'Financeiro', 'Meu Perfil']);

    await page.goto('/integrator/dashboard');
    await page.getByRole('button', { name: 'Minha Conta' }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil', exact: true }).click();
    await onOwnProfile(page, 'Paulo Henrique Duarte', 'Gestor');
    // The titular's pages still lead home.
    await page.goto('/integrator/team');
    await expectPath(page, '/integrator/dashboard');
  });

  it('a vendedor on a phone follows it to its own Meu Perfil', async () => {
    const page = await pages.open('mobile');
    await signInAsDemo(page, 'Vendedor da equipe', '/integrator/dashboard');
    await page.getByRole('link', { name: 'Manter meu perfil atualizado' }).click();
    await onOwnProfile(page, 'Rafael Nunes', 'Vendedor');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'team-member-profile-mobile');
  });
});
