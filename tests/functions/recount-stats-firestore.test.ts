import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { hasFirestore, repoPath } from '../emulator-env';
import { db, integratorRecord, uniqueId } from './firestore-admin';
import { quiet } from './stats-helpers';

const run = promisify(execFile);
const script = repoPath('scripts/recount-stats.mjs');

async function recountStats(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [script, ...args], { env: process.env });
  return stdout;
}

describe.skipIf(!hasFirestore)('scripts/recount-stats.mjs (Firestore emulator)', () => {
  it('rewrites the counter documents (global, per integrator, per seller) from the stored integrators and proposals', async () => {
    const day = '2002-03-04';
    const id = uniqueId('recount');
    await db().doc(`integradores/${id}`).set(integratorRecord(id, 'rejeitado', { created_at: Timestamp.fromDate(new Date(`${day}T15:00:00Z`)) }));
    await db().doc(`propostas/${id}`).set({ integrador_id: id, status: 'finalizada', valor_proposta: 1_234_500, created_at: Timestamp.fromDate(new Date(`${day}T15:00:00Z`)) });
    const seller = uniqueId('recount-vend');
    await db().doc(`propostas/${id}-vend`).set({ integrador_id: id, criado_por: seller, status: 'enviada', valor_proposta: 500, created_at: Timestamp.fromDate(new Date(`${day}T15:00:00Z`)) });
    // Let the triggers count these writes first: a trigger landing after the recount would count twice.
    await quiet();
    const integrators = await db().collection('integradores').count().get();
    const proposals = await db().collection('propostas').count().get();
    const corrupt = { total: -99, por_status: {}, volume_centavos: -1, cadastros_por_dia: { '1999-01-01': 7 } };
    await db().doc('stats/integradores').set(corrupt);
    await db().doc('stats/propostas').set(corrupt);
    await db().doc(`stats_integradores/${id}`).set(corrupt);
    const stale = uniqueId('recount-sem-propostas');
    await db().doc(`stats_integradores/${stale}`).set(corrupt);
    await db().doc(`stats_integradores/${id}/vendedores/${id}`).set(corrupt);
    await db().doc(`stats_integradores/${id}/vendedores/${seller}`).set(corrupt);
    const staleSeller = uniqueId('recount-vend-sem-propostas');
    await db().doc(`stats_integradores/${id}/vendedores/${staleSeller}`).set(corrupt);

    const dryRun = await recountStats('--dry-run');
    expect(dryRun).toContain('nothing written');
    expect((await db().doc('stats/integradores').get()).get('total')).toBe(-99);

    const output = await recountStats();
    expect(output).toContain(`${integrators.data().count} integradores, ${proposals.data().count} propostas`);
    const stats = (await db().doc('stats/integradores').get()).data();
    expect(stats?.['total']).toBe(integrators.data().count);
    expect(stats?.['cadastros_por_dia']).not.toHaveProperty('1999-01-01');
    expect(stats?.['cadastros_por_dia'][day]).toBeGreaterThanOrEqual(1);
    expect(stats?.['por_status'].rejeitado).toBeGreaterThanOrEqual(1);
    const proposalStats = (await db().doc('stats/propostas').get()).data();
    expect(proposalStats?.['total']).toBe(proposals.data().count);
    expect(proposalStats?.['por_status'].finalizada).toBeGreaterThanOrEqual(1);
    expect(proposalStats?.['volume_centavos']).toBeGreaterThanOrEqual(1_234_500);
    expect(proposalStats?.['por_mes']['2002-03']?.finalizada).toBeGreaterThanOrEqual(1);
    const own = (await db().doc(`stats_integradores/${id}`).get()).data();
    expect(own).toMatchObject({ total: 2, volume_centavos: 1_234_500 + 500, por_mes: { '2002-03': { finalizada: 1, enviada: 1 } }, volume_por_mes: { '2002-03': 1_234_500 + 500 } });
    // Per seller: the titular's (the proposal from before teams) and the vendedor's (criado_por); a seller with none left, zeroed.
    const titular = (await db().doc(`stats_integradores/${id}/vendedores/${id}`).get()).data();
    expect(titular).toMatchObject({ total: 1, volume_centavos: 1_234_500, por_mes: { '2002-03': { finalizada: 1 } }, volume_por_mes: { '2002-03': 1_234_500 } });
    const vendedor = (await db().doc(`stats_integradores/${id}/vendedores/${seller}`).get()).data();
    expect(vendedor).toMatchObject({ total: 1, volume_centavos: 500, por_mes: { '2002-03': { enviada: 1 } }, volume_por_mes: { '2002-03': 500 } });
    expect((await db().doc(`stats_integradores/${id}/vendedores/${staleSeller}`).get()).data()).toMatchObject({ total: 0, volume_centavos: 0, por_mes: {} });
    expect((await db().doc(`stats_integradores/${stale}`).get()).data()).toMatchObject({ total: 0, volume_centavos: 0, por_mes: {} });
  });

  it('migrates the cashback counters written before issue 45: paid stays paid, a clawback is to be recovered', async () => {
    const id = uniqueId('recount-cashback');
    const proposal = `${id}-p`;
    const base = { proposta_id: proposal, integrador_id: id, ciclo: 1, valor_centavos: 120_000, registrado_por: 'sistema', registrado_em: Timestamp.now() };
    const entries = [
      { tipo: 'prevista', linha: 'credito_consignado', taxa_bps: 150, taxa_versao: 1, base_centavos: 8_000_000, aprovada_em: Timestamp.now() },
      { tipo: 'a_pagar', data_liberacao: '2026-11-02', vencimento: '2026-11-11' },
      { tipo: 'paga', vencimento: '2026-11-11', data_pagamento: '2026-11-05', forma: 'transferencia', referencia: 'TED 1' },
      { tipo: 'clawback', origem: 'admin', reprovada_em: null, motivo: 'Contrato cancelado' },
    ];
    await Promise.all(entries.map((entry) => db().doc(`cashback_lancamentos/${proposal}:1:${entry.tipo}`).set({ ...base, ...entry })));
    // What the counters held before issue 45: the clawback taken out of 'pago', into 'estornado'.
    await db().doc(`stats_cashback/${id}`).set({ previsto_centavos: 0, a_receber_por_vencimento: {}, pago_centavos: 0, estornado_centavos: 120_000 });
    const stale = uniqueId('recount-cashback-sem');
    await db().doc(`stats_cashback/${stale}`).set({ previsto_centavos: 5, a_receber_por_vencimento: {}, pago_centavos: 0, estornado_centavos: 0 });

    await recountStats();
    expect((await db().doc(`stats_cashback/${id}`).get()).data()).toEqual({
      previsto_centavos: 0, a_receber_por_vencimento: {}, pago_centavos: 120_000, a_recuperar_centavos: 120_000, recuperado_centavos: 0,
    });
    expect((await db().doc(`stats_cashback/${stale}`).get()).data()).toMatchObject({ previsto_centavos: 0, pago_centavos: 0 });
    expect((await db().doc('stats/cashback').get()).data()?.['a_recuperar_centavos']).toBeGreaterThanOrEqual(120_000);
  });
});
