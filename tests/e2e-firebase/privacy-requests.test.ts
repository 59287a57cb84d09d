/**
 * Rights requests on the Firebase adapter (issue 51): the admin's 'Solicitações LGPD' shows the
 * seeded correction of 14 days ago with its clock ('Falta 1 dia' the day it was seeded); a titular asks for its data on /meus-dados
 * through requestPrivacy — without a Storage emulator the ZIP fails fast with the Portuguese
 * message — and the admin's open queue shows the request live with 'Faltam 15 dias'; refused with
 * a reason, it reaches the person's list live as 'Recusada'.
 */
import { describe, expect, it } from 'vitest';
import { deadlineClock } from '@solarcred/domain/privacy/requests';
import { requestsText as text } from '@solarcred/domain/privacy/requests-text';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

describe.skipIf(!hasAuth || !hasFirestore)('Solicitações LGPD on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it("the queue's clock, a request made on /meus-dados (its ZIP refused fast without Storage) and its refusal, live both ways", async () => {
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/lgpd');
    const rows = admin.getByTestId('queue-request');
    const seeded = rows.filter({ hasText: 'Tatiane Moreira' });
    await seeded.waitFor();
    // The seed set its deadline a day and some hours after seeding; the clock counts São Paulo
    // calendar days from now (a run that seeds before midnight there reads 'Vence hoje' after it).
    const stored = (await db().collection('solicitacoes_lgpd').where('titular.nome', '==', 'Tatiane Moreira').get()).docs[0]?.data();
    expect(await seeded.getByTestId('deadline-clock').innerText()).toBe(deadlineClock(stored?.['prazo_em'].toMillis(), Date.now()).texto);

    const person = await people.signedIn('luz@solarcred.demo', '/integrator/dashboard');
    await person.goto('/meus-dados');
    await person.getByRole('heading', { name: text.myDataTitle }).waitFor();
    await person.getByRole('button', { name: text.download }).click();
    const item = person.getByTestId('my-request').first();
    await item.getByText(text.storageUnavailable).waitFor();

    const row = rows.filter({ hasText: 'l***@s***.demo' });
    await row.waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    expect(await row.getByTestId('deadline-clock').innerText()).toBe('Faltam 15 dias');
    await row.getByRole('button').click();
    const detail = admin.getByRole('dialog');
    await detail.getByRole('button', { name: text.refuse }).click();
    await detail.getByLabel(text.refuseReasonLabel).fill('O arquivo não pode ser gerado neste ambiente.');
    await detail.getByRole('button', { name: text.refuse }).click();
    await detail.waitFor({ state: 'hidden' });

    await expect.poll(() => item.getByTestId('request-state').innerText(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe(text.stateLabel.recusada);
    await item.getByText('O arquivo não pode ser gerado neste ambiente.').waitFor();
  });
});
