/**
 * Browser tier on the Firebase adapter (Auth + Functions + Firestore emulators, seeded by
 * scripts/seed.mjs): the admin's dashboard and 'Gerenciar Integradores' show the memory backend's
 * counts for the same seed; an approval and a rejection made through the real callables reach
 * the integrator, signed in in a second browser context, live. The tests run in order: the counts
 * are read before the review changes them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { guard, adminIntegrators as text, statusScreen } from '@solarcred/domain/messages';
import { adminIntegratorTabs, type AdminIntegratorTab } from '@solarcred/domain/options';
import { expectPath, expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { recordLatency } from './support/latency';
import { peoplePerTest, watchFor } from './support/people';
import { seedExpectations, seededIntegrator } from './support/seed-expectations';

const ADMIN = 'admin@solarcred.demo';
const statValue = (page: Page, label: string) => page.getByTestId('stat').filter({ hasText: label }).getByTestId('stat-value');
const row = (page: Page, name: string) => page.getByTestId('integrator-row').filter({ hasText: name });
const dialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog'));
const panelTitle = (page: Page, title: string) => page.getByTestId('status-panel').getByRole('heading', { name: title });
const tabLabel = (tab: AdminIntegratorTab) => adminIntegratorTabs.find((t) => t.value === tab)?.label ?? tab;

async function openIntegrators(admin: Page): Promise<void> {
  await admin.goto('/admin/integrators');
  await admin.getByTestId('integrator-row').first().waitFor();
}

async function pickAction(admin: Page, company: string, action: 'Aprovar' | 'Rejeitar'): Promise<void> {
  await admin.getByRole('button', { name: `Ações de ${company}` }).click();
  await admin.getByRole('menuitem', { name: action }).click();
}

/** When the integrator record was last written: the Firestore emulator's commit time (same machine clock). */
async function writtenAt(integratorId: string): Promise<number> {
  const snapshot = await db().doc(`integradores/${integratorId}`).get();
  if (!snapshot.updateTime) throw new Error(`integradores/${integratorId} does not exist`);
  return snapshot.updateTime.toMillis();
}

const counter = (admin: Page, tab: AdminIntegratorTab) => admin.getByTestId(`counter-${tab}`).innerText();

describe.skipIf(!hasAuth || !hasFirestore)('admin and integrator on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();
  const expected = seedExpectations();

  it("the admin signs in; the dashboard shows the memory backend's counts and new sign-ups for the same seed", async () => {
    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    for (const [label, value] of Object.entries(expected.cards)) {
      await expect.poll(() => statValue(admin, label).innerText(), { message: label }).toBe(String(value));
    }
    const signups = admin.getByRole('region', { name: 'Novos cadastros' });
    await expect.poll(async () => (await signups.getByRole('listitem').allInnerTexts()).map((item) => item.split('\n')[0]?.trim())).toEqual(expected.newSignups);
    expect(await signups.innerText()).toContain(expected.signupsCaption);
    expect(await signups.innerText()).not.toContain(ADMIN);
    await screenshot(admin, 'firebase-admin-dashboard');
  });

  it("'Gerenciar Integradores' counts every tab as the memory backend does", async () => {
    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    await openIntegrators(admin);
    for (const tab of adminIntegratorTabs) {
      await expect.poll(() => counter(admin, tab.value), { message: tab.label }).toBe(String(expected.tabs[tab.value]));
    }
    await admin.getByRole('tab', { name: new RegExp(`^${tabLabel('pendente_cadastro')}`) }).click();
    expect(await row(admin, ADMIN).count()).toBe(0);
  });

  it('an approval from Gerenciar Integradores (real callable) takes the waiting integrator to its dashboard live', async () => {
    const waiting = seededIntegrator('analise@solarcred.demo');
    const company = waiting.nome_empresa;
    const integrator = await people.signedIn(waiting.email, '/awaiting-approval');
    await panelTitle(integrator, statusScreen.awaitingTitle).waitFor();
    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    await openIntegrators(admin);
    await pickAction(admin, company, 'Aprovar');

    const screenChanged = await watchFor(integrator, '[data-testid="status-panel"]', 'Cadastro aprovado!');
    const callableReturned = await watchFor(admin, 'body', text.approved);
    const clickedAt = Date.now();
    await dialog(admin).getByRole('button', { name: 'Aprovar' }).click();
    const [returnedAt, changedAt] = await Promise.all([callableReturned(), screenChanged()]);
    await expectToast(integrator, statusScreen.approved);
    await expectPath(integrator, '/integrator/dashboard');
    const redirectedAt = Date.now();
    recordLatency('approve click → callable returned (admin toast)', returnedAt - clickedAt);
    recordLatency('approve click → integrator screen changed', changedAt - clickedAt);
    recordLatency('approval written (Firestore commit) → integrator screen changed', changedAt - (await writtenAt(waiting.id)));
    recordLatency('approve click → integrator on /integrator/dashboard (incl. the 2 s pause)', redirectedAt - clickedAt);

    await row(admin, company).waitFor({ state: 'detached' });
    expect(await counter(admin, 'aprovado')).toBe(String(expected.tabs.aprovado + 1));
    expect(await counter(admin, 'pendente_aprovacao')).toBe(String(expected.tabs.pendente_aprovacao - 1));
  });

  it('a rejection with a reason reaches the waiting integrator live; signing in again is refused', async () => {
    // The legacy 'pendente' status, listed and reviewed as 'pendente_aprovacao'.
    const waiting = seededIntegrator('legado@solarcred.demo');
    const { email, nome_empresa: company } = waiting;
    const reason = 'CNPJ com situação irregular na Receita.';
    const integrator = await people.signedIn(email, '/awaiting-approval');
    await panelTitle(integrator, statusScreen.awaitingTitle).waitFor();
    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    await openIntegrators(admin);
    await pickAction(admin, company, 'Rejeitar');
    await dialog(admin).getByLabel(/Motivo da rejeição/).fill(reason);

    const reasonShown = await watchFor(integrator, '[data-testid="status-panel"]', reason);
    const callableReturned = await watchFor(admin, 'body', text.rejected);
    const clickedAt = Date.now();
    await dialog(admin).getByRole('button', { name: 'Rejeitar' }).click();
    const [returnedAt, shownAt] = await Promise.all([callableReturned(), reasonShown()]);
    recordLatency('reject click → callable returned (admin toast)', returnedAt - clickedAt);
    recordLatency('reject click → integrator sees the reason', shownAt - clickedAt);
    recordLatency('rejection written (Firestore commit) → integrator sees the reason', shownAt - (await writtenAt(waiting.id)));
    await panelTitle(integrator, 'Cadastro rejeitado').waitFor();
    expect(await integrator.getByTestId('rejection-reason').innerText()).toContain(reason);

    await admin.getByRole('tab', { name: new RegExp(`^${tabLabel('rejeitado')}`) }).click();
    await row(admin, company).getByRole('button', { name: `Detalhes de ${company}` }).click();
    await dialog(admin).getByRole('tab', { name: 'Histórico' }).click();
    await dialog(admin).getByRole('list', { name: 'Histórico de status' }).getByText(`Motivo: ${reason}`).waitFor();

    await integrator.goto('/integrator/dashboard');
    await expectToast(integrator, guard.rejected);
    await expectPath(integrator, '/auth');
    await integrator.getByRole('form', { name: 'Entrar' }).waitFor();
  });

  it.skipIf(!hasStorage)('the admin opens a document an integrator sent (needs the Storage emulator)', async () => {
    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    await openIntegrators(admin);
    const company = seededIntegrator('integrador@solarcred.demo').nome_empresa;
    await admin.getByRole('tab', { name: new RegExp(`^${tabLabel('aprovado')}`) }).click();
    await row(admin, company).getByRole('button', { name: `Detalhes de ${company}` }).click();
    await dialog(admin).getByRole('tab', { name: 'Documentos' }).click();
    const [opened] = await Promise.all([
      admin.context().waitForEvent('page'),
      dialog(admin).getByRole('button', { name: /^Abrir / }).first().click(),
    ]);
    await opened.waitForLoadState();
    expect(opened.url()).toContain(':9199/');
  });
});
