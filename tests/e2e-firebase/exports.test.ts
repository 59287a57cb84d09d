/**
 * Exports on the Firebase adapter (issue 50): the admin's 'Exportar' on 'Análises' goes through
 * startExport, the job's document (exportacoes/{id}) comes back live in the card and in the recent
 * list (read under firestore.rules), and the trigger takes it. No Storage emulator runs here (as on
 * `npm start`), so the job ends 'Falhou' with the Portuguese message, promptly, instead of hanging;
 * where one runs, it ends 'Pronta'. The suite deletes the jobs it made.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { exportStateLabels, exportText } from '@solarcred/domain/analytics/export/export-text';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

describe.skipIf(!hasAuth || !hasFirestore)('exports on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();
  const made: string[] = [];
  afterAll(async () => {
    await Promise.all(made.map((id) => db().doc(`exportacoes/${id}`).delete()));
  });

  it("'Exportar' records the job through the callable and follows it live to its end", async () => {
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/analises');
    const card = admin.getByTestId('analytics-exports');
    await card.getByRole('button', { name: exportText.start }).waitFor();
    const before = new Set((await db().collection('exportacoes').get()).docs.map((doc) => doc.id));
    await card.getByRole('button', { name: exportText.start }).click();
    const end = hasStorage ? exportStateLabels.pronta : exportStateLabels.falhou;
    await card.getByTestId('export-progress').getByText(`Propostas (CSV): ${end}`).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS * 2 });
    const created = (await db().collection('exportacoes').get()).docs.filter((doc) => !before.has(doc.id));
    made.push(...created.map((doc) => doc.id));
    expect(created).toHaveLength(1);
    expect(created[0]?.data()).toMatchObject({ tipo: 'propostas', formato: 'csv', estado: hasStorage ? 'pronta' : 'falhou' });
    const row = card.getByTestId('export-row').first();
    await row.getByText(exportStateLabels[hasStorage ? 'pronta' : 'falhou']).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    if (!hasStorage) expect(await card.getByTestId('export-progress').innerText()).toContain(exportText.storageUnavailable);
  });
});
