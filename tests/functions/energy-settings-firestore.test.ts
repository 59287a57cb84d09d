/**
 * updateEnergySettings on the emulators (issue 49): only admins change publico/energia; each save
 * is the next version, stamped with who and when, with the replaced values kept in versoes (the
 * repo's defaults as version 0 on the first save); a save on a replaced version and every bad value
 * are refused with their Portuguese message and write nothing. The suite leaves no settings behind
 * (other suites read the defaults).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { energyText as text } from '@solarcred/domain/energy/energy-text';
import { defaultEnergySettings, type EnergySettingsInput } from '@solarcred/domain/energy/settings';
import { auth as authText } from '@solarcred/domain/messages';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith } from './firestore-admin';

const settingsPath = 'publico/energia';
const stored = async (path: string) => (await db().doc(path).get()).data();
const versionOf = async () => ((await stored(settingsPath))?.['versao'] as number | undefined) ?? 0;

const values = (patch: Partial<EnergySettingsInput> = {}): EnergySettingsInput => {
  const { versao, performance_ratio, crescimento_tarifa_aa_pct, margem_parcela_pct, tarifas, tarifas_fonte, tarifas_vigencia } = defaultEnergySettings();
  return { versao, performance_ratio, crescimento_tarifa_aa_pct, margem_parcela_pct, tarifas, tarifas_fonte, tarifas_vigencia, ...patch };
};

async function clear(): Promise<void> {
  const versions = await db().collection(`${settingsPath}/versoes`).get();
  await Promise.all([...versions.docs.map((doc) => doc.ref.delete()), db().doc(settingsPath).delete()]);
}

describe.skipIf(!(hasFirestore && hasAuth))('energy settings (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let owner: TestAccount;
  let pending: TestAccount;

  beforeAll(async () => {
    await clear();
    [admin, owner, pending] = await Promise.all([newAdminAccount(), integratorAccountWith('aprovado', 'Sol Energia'), newIntegratorAccount('pendente')]);
  });

  afterAll(clear);

  it('each persona: only admins save; nothing written otherwise', async () => {
    for (const account of [owner, pending]) expectCallableError(await callFunction('updateEnergySettings', values(), account.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
    expect((await callFunction('updateEnergySettings', values())).error?.status).toBe('UNAUTHENTICATED');
    expect(await stored(settingsPath)).toBeUndefined();
  });

  it('versions every save (the defaults kept as version 0), stamps it, and refuses a save on a replaced version', async () => {
    const cemig = { te_reais_mwh: 310.5, tusd_reais_mwh: 480.25, fio_b_reais_mwh: 260, impostos_pct: 28 };
    const first = values({ performance_ratio: 0.78, tarifas: { ...defaultEnergySettings().tarifas, cemig }, tarifas_fonte: 'ANEEL, REH 3.100/2025', tarifas_vigencia: '2025-05' });
    expect(resultOf(await callFunction('updateEnergySettings', first, admin.idToken))).toEqual({ versao: 1 });
    const saved = await stored(settingsPath);
    expect(saved).toMatchObject({ versao: 1, performance_ratio: 0.78, atualizado_por: admin.uid, tarifas_fonte: 'ANEEL, REH 3.100/2025', tarifas_vigencia: '2025-05' });
    expect((saved?.['tarifas'] as Record<string, unknown>)['cemig']).toEqual(cemig);
    expect(saved?.['atualizado_em']).toBeInstanceOf(Timestamp);
    const { atualizado_em: _never, ...defaults } = defaultEnergySettings();
    expect(await stored(`${settingsPath}/versoes/0`)).toMatchObject(defaults);

    expect(resultOf(await callFunction('updateEnergySettings', values({ versao: 1, margem_parcela_pct: 25 }), admin.idToken))).toEqual({ versao: 2 });
    expect(await stored(`${settingsPath}/versoes/1`)).toMatchObject({ versao: 1, performance_ratio: 0.78, atualizado_por: admin.uid });

    // A second admin's form, loaded at version 1: refused, nothing written.
    expectCallableError(await callFunction('updateEnergySettings', values({ versao: 1, margem_parcela_pct: 90 }), admin.idToken), 'FAILED_PRECONDITION', text.settingsStale);
    expect(await stored(settingsPath)).toMatchObject({ versao: 2, margem_parcela_pct: 25 });
    expect((await db().collection(`${settingsPath}/versoes`).get()).docs.map((doc) => doc.id).sort()).toEqual(['0', '1']);
  });

  it('refuses every bad value with its Portuguese message; nothing written', async () => {
    const versao = await versionOf();
    const refused = async (patch: Partial<EnergySettingsInput>) => (await callFunction('updateEnergySettings', values({ versao, ...patch }), admin.idToken)).error;
    const row = (patch: object) => ({ tarifas: { ...defaultEnergySettings().tarifas, light: { ...defaultEnergySettings().tarifas.light, ...patch } } });
    expect(await refused({ performance_ratio: 0.4 })).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.settingsPerformanceRatio });
    expect(await refused({ crescimento_tarifa_aa_pct: 21 })).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.settingsTariffGrowth });
    expect(await refused({ margem_parcela_pct: -1 })).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.settingsMargin });
    expect(await refused(row({ te_reais_mwh: 3_500 }))).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.settingsTe });
    expect(await refused(row({ tusd_reais_mwh: 100, fio_b_reais_mwh: 150 }))).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.settingsFioBAboveTusd });
    expect(await refused(row({ impostos_pct: 70 }))).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.settingsTaxes });
    expect(await refused({ tarifas_fonte: ' ' })).toMatchObject({ status: 'INVALID_ARGUMENT', message: text.settingsSource });
    expect(await versionOf()).toBe(versao);
  });
});
