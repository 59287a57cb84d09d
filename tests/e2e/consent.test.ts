/**
 * Versioned consent on the demo (issue 51): the admin publishes a new version of the privacy
 * notice on 'Termos e privacidade' (with the confirmation that everyone accepts again); the next
 * sign-in of a seeded person shows the dialog with what changed before the area, 'Aceitar e
 * continuar' records the acceptance (origem 'login') and goes on, and the sign-in after that asks
 * nothing; 'Sair' signs out instead (on a phone, dark). The public /termos and /privacidade show the
 * versions in force. Sign-up's box, the invitation's and the link's: auth, invitation and
 * customer-link suites.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentText as text } from '@solarcred/domain/privacy/consent-text';
import { expectPath, expectToast, memoryReady, signIn, signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const dialog = (page: Page) => page.getByRole('alertdialog', { name: text.dialog.title });
const acceptanceOf = (page: Page, uid: string) => page.evaluate((id) => window.__solarcredMemory?.snapshot.docs['aceites']?.[id] ?? null, uid);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expectPath(page, '/auth');
}

describe('consent: a new version asks again at the next sign-in', () => {
  it('the admin publishes; the next sign-in shows the dialog, accepting goes on and is not asked again', async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Administrador', '/admin/termos');
    const privacy = page.getByRole('region', { name: text.titles.privacidade });
    await privacy.getByText(text.admin.inForce(1)).waitFor();
    const form = privacy.getByRole('form', { name: text.admin.publishTitle });
    // Out of bounds: the schema's Portuguese message, nothing published.
    await form.getByRole('button', { name: text.admin.publish }).click();
    await form.getByText(text.errors.resumoShort).waitFor();
    await form.getByLabel(/^O que mudou/).fill('Novos prazos de guarda dos rascunhos.');
    await form.getByRole('button', { name: text.admin.publish }).click();
    await page.getByRole('alertdialog').getByText(text.admin.confirm).waitFor();
    await screenshot(page, 'consent-admin-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: text.admin.confirmButton }).click();
    await expectToast(page, text.admin.publishedToast);
    await privacy.getByText(text.admin.inForce(2)).waitFor();
    // Newest first, the built-in version 1 last; the terms untouched.
    expect(await privacy.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Versão 2'), expect.stringContaining('Versão 1')]);
    await page.getByRole('region', { name: text.titles.termos }).getByText(text.admin.inForce(1)).waitFor();
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'consent-admin-desktop');

    // The public notice shows version 2 now.
    await signOut(page);
    await page.goto('/privacidade');
    await page.getByTestId('consent-version').getByText(/^Versão 2, em vigor desde/).waitFor();

    // The integrator's next sign-in: the dialog first, with what changed; the area waits behind it.
    await signIn(page, 'integrador@solarcred.demo', 'demo123');
    await dialog(page).getByText('Novos prazos de guarda dos rascunhos.').waitFor();
    expect(await dialog(page).getByRole('link', { name: /Política de Privacidade/ }).getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(0);
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'consent-dialog-desktop');
    await dialog(page).getByRole('button', { name: text.dialog.accept }).click();
    await expectToast(page, text.dialog.accepted);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await acceptanceOf(page, 'int-aprovado')).toMatchObject({ termos_versao: 1, privacidade_versao: 2, origem: 'login' });

    // Signed in again: nothing to accept, straight to the area.
    await signOut(page);
    await signIn(page, 'integrador@solarcred.demo', 'demo123');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await dialog(page).count()).toBe(0);
  });

  it("'Sair' signs out instead (390 px, dark); a session already open is not interrupted", async () => {
    const context = await pages.newContext('mobile', { colorScheme: 'dark' });
    const page = await context.newPage();
    // Signed in before the new version: its open session goes on.
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/dashboard');
    await memoryReady(page);
    await page.evaluate((resumo) => window.__solarcredMemory?.update((state) => {
      const texto = 'Termos de Uso revisados. '.repeat(12);
      (state.docs['consentimento_versoes'] ??= {})['termos_v2'] = { id: 'termos_v2', tipo: 'termos', versao: 2, texto, resumo, publicado_em: Date.now(), publicado_por: 'admin-demo' };
      (state.docs['publico'] ??= {})['consentimento'] = { id: 'consentimento', termos: 2, privacidade: 1, atualizado_em: Date.now() };
    }), 'Regras de cashback atualizadas.');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await dialog(page).count()).toBe(0);

    await signOut(page);
    await signIn(page, 'integrador@solarcred.demo', 'demo123');
    await dialog(page).getByText('Regras de cashback atualizadas.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'consent-dialog-390-dark');
    await dialog(page).getByRole('button', { name: text.dialog.signOut }).click();
    await expectPath(page, '/auth');
    expect(await page.evaluate(() => window.__solarcredMemory?.snapshot.currentUid ?? null)).toBeNull();
    expect(await acceptanceOf(page, 'int-aprovado')).toMatchObject({ termos_versao: 1 });
  });

  it('/termos and /privacidade show the texts in force to anyone (390 px, dark)', async () => {
    const context = await pages.newContext('mobile', { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/termos');
    await page.getByRole('heading', { level: 1, name: text.titles.termos }).waitFor();
    await page.getByText(/^1\. Quem somos\./).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'consent-terms-390-dark');
    await page.goto('/privacidade');
    await page.getByText(/\/privacidade\/solicitar/).waitFor();
    expect(report(blocking(await scanPage(page)))).toBe('');
  });
});
