/**
 * 'Gerenciar Integradores' at scale on the Firebase adapter (Auth + Functions + Firestore
 * emulators): the list is one live query per tab, 20 at a time; search runs on the server
 * against the tokens the search trigger wrote (masks, accents and case ignored); a status changed
 * by someone else moves the row between tabs live. Its integrators are written here through the
 * Admin SDK (so the real triggers index and count them) and deleted afterwards, leaving the seed
 * as the other journeys expect it.
 */
import type { Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminIntegratorList } from '@solarcred/domain/constants';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import { db, integratorRecord, uniqueId } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { peoplePerTest } from './support/people';

const ADMIN = 'admin@solarcred.demo';
const BATCH = adminIntegratorList.pageSize + 3;
const special = { nome_empresa: 'Águas Claras Energética', cnpj: '45723174000110', email: 'aguas.claras@lote.test' };

const rows = (page: Page) => page.getByTestId('integrator-row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Buscar' });
const more = (page: Page) => page.getByRole('button', { name: 'Carregar mais' });
const everyIntegrator = async () => (await db().collection('integradores').count().get()).data().count;
const tabCount = async (status: string) => (await db().collection('integradores').where('status', '==', status).count().get()).data().count;

describe.skipIf(!hasAuth || !hasFirestore)("'Gerenciar Integradores' on the Firebase adapter: pages, search, live tabs", () => {
  const people = peoplePerTest();
  const ids: string[] = [];

  beforeAll(async () => {
    const now = Date.now();
    const batch = db().batch();
    for (let n = 0; n < BATCH; n += 1) {
      const id = uniqueId('lote');
      ids.push(id);
      const company = n === 0 ? special : { nome_empresa: `Lote Paginado ${n}`, email: `lote-${n}@lote.test` };
      batch.set(db().doc(`integradores/${id}`), integratorRecord(id, 'rejeitado', { ...company, created_at: Timestamp.fromMillis(now - n * 1000) }));
    }
    await batch.commit();
  });

  afterAll(async () => {
    const batch = db().batch();
    for (const id of ids) batch.delete(db().doc(`integradores/${id}`));
    await batch.commit();
  });

  async function openRejected(): Promise<Page> {
    const admin = await people.signedIn(ADMIN, '/admin/dashboard');
    await admin.goto('/admin/integrators?aba=rejeitado');
    await rows(admin).first().waitFor();
    return admin;
  }

  it('search finds a masked and an unmasked CNPJ, an accented name typed without accents and an e-mail prefix', async () => {
    const admin = await openRejected();
    for (const query of ['45.723.174/0001-10', '45723174000110', 'aguas claras energetica', 'AGUAS.CLARAS@LOTE']) {
      await search(admin).fill(query);
      // The trigger writes the tokens moments after the record: the live query shows the row then.
      await expect.poll(() => rows(admin).allInnerTexts(), { message: query }).toEqual([expect.stringContaining(special.nome_empresa)]);
      await expect.poll(async () => (await admin.getByTestId('showing').innerText()) === text.showing(1, await everyIntegrator())).toBe(true);
    }
  });

  it("shows 20 rows, and 'Carregar mais' the rest of the tab", async () => {
    const admin = await openRejected();
    await expect.poll(() => rows(admin).count()).toBe(adminIntegratorList.pageSize);
    const total = await tabCount('rejeitado');
    await more(admin).click();
    await expect.poll(() => rows(admin).count()).toBe(Math.min(total, 2 * adminIntegratorList.pageSize));
    expect(total).toBeGreaterThanOrEqual(BATCH);
  });

  it("a status changed elsewhere moves the row to its new tab live, and the tab's counter follows", async () => {
    const admin = await openRejected();
    const moved = 'lote-1@lote.test';
    await row(admin, moved).waitFor();
    await admin.getByTestId('counter-aprovado').waitFor();
    const approvedBefore = Number(await admin.getByTestId('counter-aprovado').innerText());
    await db().doc(`integradores/${ids[1]}`).update({ status: 'aprovado' });
    await row(admin, moved).waitFor({ state: 'detached' });
    await expect.poll(() => admin.getByTestId('counter-aprovado').innerText()).toBe(String(approvedBefore + 1));
    await admin.getByRole('tab', { name: /^Aprovados/ }).click();
    await row(admin, moved).waitFor();
  });
});
