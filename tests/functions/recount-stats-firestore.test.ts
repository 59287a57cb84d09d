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
  it('rewrites the counter documents (global, per integrator, per seller) from the stored integrators and proposals', { timeout: 180_000 }, async () => {
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
});
