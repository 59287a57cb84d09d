/**
 * The admin's energy settings on the Firebase adapter (issue 49): 'Taxas e Linhas' reads
 * publico/energia live (the defaults while absent), a save goes through updateEnergySettings and
 * comes back as version 1 with the defaults kept as version 0 in versoes (read on demand); a
 * version written meanwhile by someone else is said live and the save on the replaced one is
 * refused by the callable in Portuguese. Only the table's validity text changes (no number the
 * other journeys compute with), and the suite leaves no settings behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { expectToast } from '../e2e/support/app';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

const settingsPath = 'publico/energia';

async function clear(): Promise<void> {
  const versions = await db().collection(`${settingsPath}/versoes`).get();
  await Promise.all([...versions.docs.map((doc) => doc.ref.delete()), db().doc(settingsPath).delete()]);
}

describe.skipIf(!hasAuth || !hasFirestore)('energy settings on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();
  beforeAll(clear);
  afterAll(clear);

  it('saves through the callable as version 1 (defaults kept as 0); a version saved meanwhile is said live and the stale save refused', async () => {
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/rates');
    const card = admin.getByTestId('energy-settings');
    await card.getByTestId('energy-settings-version').getByText('Valores padrão do sistema (nunca alterados)').waitFor();
    expect(await card.getByLabel('Fator de desempenho (PR)').inputValue()).toBe('0,80');

    await card.getByLabel('Vigência da tabela').fill('2026-01 (revisada)');
    await card.getByRole('button', { name: 'Salvar configurações de energia' }).click();
    await expectToast(admin, 'Configurações de energia salvas');
    await card.getByTestId('energy-settings-version').getByText(/^Versão 1 · salva em/).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    expect((await db().doc(settingsPath).get()).data()).toMatchObject({ versao: 1, tarifas_vigencia: '2026-01 (revisada)', performance_ratio: 0.8 });
    expect((await db().doc(`${settingsPath}/versoes/0`).get()).data()).toMatchObject({ versao: 0 });
    await card.getByRole('button', { name: 'Versões anteriores' }).click();
    await card.getByTestId('energy-version').getByText('Versão 0: valores padrão do sistema').waitFor();

    // Someone else's save (as the callable writes it) while this admin edits.
    await card.getByLabel('Vigência da tabela').fill('2026-02');
    await db().doc(settingsPath).update({ versao: 2 });
    await card.getByText('alteradas por outra pessoa enquanto você editava', { exact: false }).first().waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    await card.getByRole('button', { name: 'Salvar configurações de energia' }).click();
    await card.getByTestId('energy-settings-refusal').getByText(energyText.settingsStale).waitFor();
    expect((await db().doc(settingsPath).get()).data()).toMatchObject({ versao: 2, tarifas_vigencia: '2026-01 (revisada)' });
  });
});
