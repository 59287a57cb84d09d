import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { product } from '@solarcred/domain/config';
import { timings } from '@solarcred/domain/constants';
import { guard, statusScreen } from '@solarcred/domain/messages';
import { expectPath, expectToast, signInAsDemo, type DemoLabel } from './support/app';
import { usePages, type ViewportChoice } from './support/browser';
import { pageShot } from './fixtures/wizard';

const pages = usePages();
let page: Page;

/**
 * Signs in with a demo account and waits for the landing page's content: the URL changes before
 * the previous route (the guard of /integrator) has left the screen.
 */
async function signedIn(label: DemoLabel, landing: string, viewport: ViewportChoice = 'desktop'): Promise<void> {
  page = await pages.open(viewport);
  await signInAsDemo(page, label);
  await expectPath(page, landing);
  if (landing === '/awaiting-approval') await page.getByTestId('status-panel').waitFor();
}

/** Changes the signed-in integrator's record as a Cloud Function would (the screen follows it live). */
async function patchIntegrator(patch: Record<string, unknown>): Promise<void> {
  await page.evaluate((changes) => {
    window.__solarcredMemory?.update((state) => {
      const record = state.docs['integradores']?.[state.currentUid ?? ''];
      if (record) Object.assign(record, changes);
    });
  }, patch);
}

const panelTitle = (title: string) => page.getByTestId('status-panel').getByRole('heading', { name: title });
const refreshButton = () => page.getByRole('button', { name: 'Atualizar Status' });
const supportCard = () => page.getByRole('region', { name: 'Precisa de ajuda?' });
const nextStepsCard = () => page.getByRole('region', { name: 'Próximos passos' });

describe('status screen variants', () => {
  it('pendente_aprovacao: awaiting, deadline, support card, and the refresh messages both ways', async () => {
    await signedIn('Aguardando aprovação', '/awaiting-approval');
    await panelTitle(statusScreen.awaitingTitle).waitFor();
    await page.getByText('O prazo de análise é de até 5 dias úteis.', { exact: false }).waitFor();
    const support = await supportCard().innerText();
    for (const text of [product.support.email, product.support.phone, product.support.hours]) expect(support).toContain(text);
    expect(await nextStepsCard().count()).toBe(0);
    await pageShot(page, 'status-awaiting-desktop');

    await refreshButton().click();
    await expectToast(page, statusScreen.refreshed);
    await page.evaluate(() => window.__solarcredMemory?.failNext('refreshStatus'));
    await refreshButton().click();
    await expectToast(page, statusScreen.refreshFailure);
  });

  it('the legacy pendente reads as awaiting approval', async () => {
    await signedIn('Aguardando aprovação', '/awaiting-approval');
    await patchIntegrator({ status: 'pendente' });
    await panelTitle(statusScreen.awaitingTitle).waitFor();
    await refreshButton().waitFor();
  });

  it('pendente_documentacao: progress, the first 3 missing items and +N mais, and the way back to the wizard', async () => {
    await signedIn('Documentação pendente', '/awaiting-approval');
    await panelTitle('Cadastro incompleto').waitFor();
    await page.getByText('31% completo').waitFor();
    await page.getByText('20 dados + 6 documentos').waitFor();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('31');
    const items = async (testId: string) => (await page.getByTestId(testId).getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    expect(await items('missing-data')).toEqual(['Rua', 'Número', 'Complemento']);
    expect(await page.getByTestId('missing-data').innerText()).toContain('+11 mais');
    expect(await items('missing-documents')).toEqual(['RG dos Sócios', 'CNH dos Sócios', 'Dados Bancários']);
    expect(await page.getByTestId('missing-documents').innerText()).toContain('+1 mais');
    await supportCard().waitFor();
    await pageShot(page, 'status-documentation-desktop');
    await page.getByRole('link', { name: 'Completar Cadastro' }).click();
    await expectPath(page, '/complete-profile');
  });

  it('refresh moves a complete pendente_documentacao to review', async () => {
    await signedIn('Aguardando aprovação', '/awaiting-approval');
    await patchIntegrator({ status: 'pendente_documentacao' });
    await page.getByText('100% completo').waitFor();
    await refreshButton().click();
    await expectToast(page, statusScreen.refreshComplete);
    await panelTitle(statusScreen.awaitingTitle).waitFor();
  });

  it('an approval seen live: toast, then /integrator/dashboard 2 s later', async () => {
    await signedIn('Aguardando aprovação', '/awaiting-approval');
    await panelTitle(statusScreen.awaitingTitle).waitFor();
    const approvedAt = Date.now();
    await patchIntegrator({ status: 'aprovado' });
    await expectToast(page, statusScreen.approved);
    await panelTitle('Cadastro aprovado!').waitFor();
    await nextStepsCard().waitFor();
    expect(await supportCard().count()).toBe(0);
    await expectPath(page, '/integrator/dashboard');
    expect(Date.now() - approvedAt).toBeGreaterThanOrEqual(1900);
  });

  it('opened when already approved: congratulation, next steps and the dashboard button, no redirect', async () => {
    await signedIn('Integrador aprovado', '/integrator/dashboard');
    await page.clock.install(); // time still flows; the test can also jump it
    await page.goto('/awaiting-approval');
    await panelTitle('Cadastro aprovado!').waitFor();
    await nextStepsCard().waitFor();
    expect(await supportCard().count()).toBe(0);
    await pageShot(page, 'status-approved-desktop');
    // Past the delay of the live-approval redirect: had opening the screen armed it, it has fired.
    await page.clock.runFor(timings.redirectAfterApprovalMs + 1000);
    expect(await page.evaluate(() => window.location.pathname)).toBe('/awaiting-approval');
    await page.getByRole('link', { name: 'Ir para o Dashboard' }).click();
    await expectPath(page, '/integrator/dashboard');
  });

  it('rejeitado: the rejection, the admin reason and support', async () => {
    await signedIn('Aguardando aprovação', '/awaiting-approval');
    await patchIntegrator({ status: 'rejeitado', motivo_rejeicao: 'CNPJ inativo na Receita Federal.' });
    await panelTitle('Cadastro rejeitado').waitFor();
    await page.getByText(guard.rejected).waitFor();
    expect(await page.getByTestId('rejection-reason').innerText()).toContain('CNPJ inativo na Receita Federal.');
    await supportCard().waitFor();
    expect(await refreshButton().count()).toBe(0);
    await pageShot(page, 'status-rejected-desktop');
  });

  it('an unknown status says so', async () => {
    await signedIn('Aguardando aprovação', '/awaiting-approval');
    await patchIntegrator({ status: 'suspenso' });
    await panelTitle('Status desconhecido').waitFor();
    await page.getByText(guard.unknownStatus).waitFor();
    await supportCard().waitFor();
    await pageShot(page, 'status-unknown-desktop');
  });

  it('Sair signs out and goes to /auth', async () => {
    await signedIn('Aguardando aprovação', '/awaiting-approval');
    await page.getByRole('button', { name: 'Sair', exact: true }).click();
    await expectPath(page, '/auth');
    expect(await page.evaluate(() => window.__solarcredMemory?.snapshot.currentUid ?? null)).toBeNull();
  });
});

describe('status screen on a phone (390 px)', () => {
  it('every variant fits the screen', async () => {
    await signedIn('Documentação pendente', '/awaiting-approval', 'mobile');
    const variants = [
      ['pendente_documentacao', 'Cadastro incompleto', 'status-documentation-mobile'],
      ['pendente_aprovacao', statusScreen.awaitingTitle, 'status-awaiting-mobile'],
      ['rejeitado', 'Cadastro rejeitado', 'status-rejected-mobile'],
      ['suspenso', 'Status desconhecido', 'status-unknown-mobile'],
      ['aprovado', 'Cadastro aprovado!', 'status-approved-mobile'],
    ] as const;
    for (const [status, title, shot] of variants) {
      await patchIntegrator({ status, motivo_rejeicao: 'Documentação da empresa ilegível. Reenvie o contrato social.' });
      await panelTitle(title).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await pageShot(page, shot);
    }
  });
});
