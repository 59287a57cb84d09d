/**
 * createProposal and the energy bill on the emulators (issue 49): the callable reads publico/energia
 * in its transaction (an admin's saved settings, not the defaults, price the stored analysis),
 * stores the bill's facts as conta_luz and its own energia beside the saved installment, whatever
 * `energia` the client sends. The suite leaves no settings behind (other suites read the defaults).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEnergySettings, type EnergySettingsInput } from '@solarcred/domain/energy/settings';
import type { BillFacts, EnergyAnalysis } from '@solarcred/domain/energy/types';
import { proposalWithAttachmentsIn, storedCreditLines } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount } from './accounts';
import { callFunction, resultOf } from './callables';
import { db, integratorAccountWith } from './firestore-admin';

const settingsPath = 'publico/energia';
const newId = () => Array.from({ length: 20 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'[Math.floor(Math.random() * 56)]).join('');

async function clear(): Promise<void> {
  const versions = await db().collection(`${settingsPath}/versoes`).get();
  await Promise.all([...versions.docs.map((doc) => doc.ref.delete()), db().doc(settingsPath).delete()]);
}

const bill: BillFacts = {
  distribuidora: 'cpfl_paulista', titular: 'João Pereira', uc: '4001234567', classe: 'Residencial', subgrupo: 'B1', ligacao: 'bifasico',
  mes_referencia: '', vencimento: '', consumo_kwh: [620, 580, 610, 640, 590, 600], tarifa_reais_kwh: 0.98, valor_total_centavos: 61_200, lidos: ['uc', 'consumo_kwh'], alertas: [],
};

const { id: lineId, ...lineFields } = storedCreditLines()[0]!;
const linePath = `linhas_credito/${lineId}`;
let lineBefore: Record<string, unknown> | undefined;

describe.skipIf(!(hasFirestore && hasAuth))('createProposal with the energy bill (Auth + Functions + Firestore emulators)', () => {
  // The proposal's line needs its rates stored for a saved simulation, whose installment the analysis compares.
  beforeAll(async () => {
    await clear();
    lineBefore = (await db().doc(linePath).get()).data();
    await db().doc(linePath).set(lineFields);
  });
  afterAll(async () => {
    await clear();
    await (lineBefore ? db().doc(linePath).set(lineBefore) : db().doc(linePath).delete());
  });

  it("stores conta_luz and the analysis priced with the admin's saved settings; a client's energia is ignored", async () => {
    const admin = await newAdminAccount();
    const { versao, performance_ratio, tarifas, tarifas_fonte, tarifas_vigencia } = defaultEnergySettings();
    const saved: EnergySettingsInput = { versao, performance_ratio, tarifas, tarifas_fonte, tarifas_vigencia, crescimento_tarifa_aa_pct: 0, margem_parcela_pct: 0 };
    expect(resultOf(await callFunction('updateEnergySettings', saved, admin.idToken))).toEqual({ versao: 1 });

    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    const id = newId();
    const proposta = proposalWithAttachmentsIn(`propostas-anexos/${me.uid}/${id}`);
    const forged = { economia_media_centavos: 99_999_999, razao: 0.01, acima_da_margem: false, tarifas_versao: 99 };
    const data = { id, energia: forged, proposta: { ...proposta, energia: forged, projectData: { ...proposta.projectData, contaLuz: bill, energia: forged } } };
    expect(resultOf(await callFunction('createProposal', data, me.idToken))).toEqual({ id });

    const stored = (await db().doc(`propostas/${id}`).get()).data() ?? {};
    expect(stored['conta_luz']).toEqual(bill);
    const energia = stored['energia'] as EnergyAnalysis;
    expect(energia).toMatchObject({ tarifas_versao: 1, margem_parcela_pct: 0, crescimento_tarifa_aa_pct: 0, kwp_usado: 8.25, meses: 60 });
    expect(energia.parcela_centavos).toBe((stored['simulacao'] as { parcela_centavos: number }).parcela_centavos);
    expect(energia.economia_media_centavos).toBeGreaterThan(0);
    expect(energia.economia_media_centavos).toBeLessThan(99_999_999);
    // Margin 0: any installment above the savings is flagged.
    expect(energia.acima_da_margem).toBe(energia.parcela_centavos > energia.economia_media_centavos);
  });
});
