/**
 * Notices on the Firebase adapter (Auth + Functions + Firestore emulators, seeded by
 * scripts/seed.mjs): a notice without an image, published through the real createNotice callable,
 * reaches an approved integrator's open bell through Firestore (the two audience queries the rules
 * prove); another approved integrator does not get a specific one; 'Marcar como lidos' writes the
 * integrator's read records.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { notices as text } from '@solarcred/domain/messages';
import { budgets } from '../budgets';
import { expectToast } from '../e2e/support/app';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { recordLatency } from './support/latency';
import { peoplePerTest, watchFor } from './support/people';
import { seededIntegrator } from './support/seed-expectations';

const ADMIN = 'admin@solarcred.demo';
const dialog = (page: Page) => page.getByRole('dialog');

async function openBell(page: Page): Promise<void> {
  await page.getByTestId('notices-bell').click();
  await page.getByTestId('notices-popover').waitFor();
}

async function publish(admin: Page, titulo: string, company?: string): Promise<void> {
  await admin.getByRole('button', { name: 'Novo Aviso' }).click();
  await dialog(admin).getByLabel('Título').fill(titulo);
  await dialog(admin).getByLabel('Conteúdo').fill(`${titulo}: detalhes do aviso.`);
  if (company) {
    await dialog(admin).getByText('Integrador específico').click();
    await dialog(admin).getByTestId('recipient-list').getByText(company, { exact: true }).click();
  }
}

describe.skipIf(!hasAuth || !hasFirestore)('notices on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('a notice without an image reaches the bell live through Firestore; a specific one only its integrator; mark read', async () => {
    const target = seededIntegrator('integrador@solarcred.demo');
    const other = seededIntegrator('luz@solarcred.demo');
    const integrator = await people.signedIn(target.email, '/integrator/dashboard');
    const bystander = await people.signedIn(other.email, '/integrator/dashboard');
    await openBell(integrator);
    await openBell(bystander);
    await integrator.getByTestId('bell-notice').first().waitFor();

    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    await admin.goto('/admin/notices');
    await admin.getByTestId('notice-row').first().waitFor();

    const generalTitle = `Aviso geral ${Date.now()}`;
    await publish(admin, generalTitle);
    const shown = await watchFor(integrator, '[data-testid="notices-popover"]', generalTitle);
    const shownToOther = await watchFor(bystander, '[data-testid="notices-popover"]', generalTitle);
    const clickedAt = Date.now();
    await dialog(admin).getByRole('button', { name: 'Enviar Aviso' }).click();
    await expectToast(admin, text.sent);
    const [shownAt] = await Promise.all([shown(), shownToOther()]);
    const stored = await db().collection('avisos').where('titulo', '==', generalTitle).get();
    const written = stored.docs[0]?.createTime?.toMillis() ?? clickedAt;
    recordLatency('notice send click → integrator bell shows it', shownAt - clickedAt);
    recordLatency('notice written (Firestore commit) → integrator bell shows it', shownAt - written);
    expect(shownAt - written).toBeLessThan(budgets.atOnceMs);

    const specificTitle = `Aviso específico ${Date.now()}`;
    await publish(admin, specificTitle, target.nome_empresa);
    await dialog(admin).getByRole('button', { name: 'Enviar Aviso' }).click();
    await expectToast(admin, text.sent);
    await integrator.getByTestId('bell-notice').filter({ hasText: specificTitle }).waitFor();
    expect(await bystander.getByTestId('notices-popover').innerText()).not.toContain(specificTitle);

    await integrator.getByRole('button', { name: 'Marcar como lidos' }).click();
    await expectToast(integrator, text.markedRead);
    await integrator.getByTestId('notices-badge').waitFor({ state: 'detached' });
    const read = await db().doc(`avisos/${stored.docs[0]?.id}/leituras/${target.id}`).get();
    expect(read.exists).toBe(true);
  });
});
