/**
 * scripts/recount-analytics.mjs (issue 50) against the emulators: the backfill rewrites a company's
 * analytics from its stored proposals — a corrupt row and cells back to the recount, a cell no
 * proposal counts in deleted, analise_publico/decisao from the new totals — and --dry-run writes nothing.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readAnalyticsDoc } from '@solarcred/domain/analytics/counts';
import { platformDecisionMedian } from '@solarcred/domain/analytics/figures';
import { analyticsCells, analyticsTotals, integratorCells, publicDecisionMedian, rankingRows } from '@solarcred/domain/data/analytics';
import { hasFirestore, repoPath } from '../emulator-env';
import { countedFor, settledFor } from './analytics-helpers';
import { db, seedProposal, uniqueId } from './firestore-admin';

const run = promisify(execFile);

async function recountAnalytics(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [repoPath('scripts/recount-analytics.mjs'), ...args], { env: process.env });
  return stdout;
}

const sp = (local: string) => Date.parse(`${local}-03:00`);

describe.skipIf(!hasFirestore)('scripts/recount-analytics.mjs (Firestore emulator)', () => {
  it('rewrites a company’s row and cells from its proposals, deletes the cells none counts in, and the public median', async () => {
    const integratorId = uniqueId('int-rc');
    const linha = uniqueId('linha');
    const at = (local: string) => Timestamp.fromMillis(sp(local));
    await seedProposal(integratorId, { linha_credito: linha, projeto_estado: 'PR', created_at: at('2026-04-13T09:00') });
    await seedProposal(integratorId, {
      linha_credito: linha,
      projeto_estado: 'PR',
      status: 'aprovada',
      created_at: at('2026-04-13T09:00'),
      status_desde: at('2026-04-15T09:00'),
      trilha: { etapas: { em_analise: sp('2026-04-13T12:30'), aprovada: sp('2026-04-15T09:00') }, horas_status: { enviada: 3.5, em_analise: 16.5 } },
    });
    // The trigger counts them first (a trigger landing after the recount would count twice).
    const { expected } = await settledFor(integratorId, linha);
    expect(expected[rankingRows.docPath(integratorId)]?.funil.aprovadas).toBe(1);

    const corrupt = { funil: { enviadas: -7 }, volume_centavos: 1, integrador_id: integratorId, nome: 'Velho' };
    await db().doc(rankingRows.docPath(integratorId)).set(corrupt);
    await db().doc(analyticsCells.docPath(`2026-04__${linha}__PR`)).set(corrupt);
    const staleCell = integratorCells(integratorId).docPath('2001-01__sem_linha__XX');
    await db().doc(staleCell).set({ ...corrupt, mes: '2001-01', linha: 'sem_linha', uf: 'XX' });

    const dryRun = await recountAnalytics('--dry-run');
    expect(dryRun).toContain('--dry-run: nothing written.');
    expect(dryRun).toContain(staleCell);
    expect((await db().doc(rankingRows.docPath(integratorId)).get()).data()).toEqual(corrupt);

    const output = await recountAnalytics();
    expect(output).toMatch(/analytics documents rewritten, \d+ deleted/);
    const after = await countedFor(integratorId, linha);
    expect(after.stored).toEqual(after.expected);
    expect(after.stored).toEqual(expected);
    expect((await db().doc(staleCell).get()).exists).toBe(false);
    const [totals, published] = await db().getAll(db().doc(analyticsTotals.collection.docPath(analyticsTotals.id)), db().doc(publicDecisionMedian.collection.docPath(publicDecisionMedian.id)));
    expect(published?.data()?.['mediana_horas']).toBe(platformDecisionMedian(readAnalyticsDoc(totals?.data())));
  });
});
