/** The analytics documents in the function suites (issue 50): one company's and one credit line's, stored and recounted. */
import { isDeepStrictEqual } from 'node:util';
import { isZeroCounts, readAnalyticsDoc, recountAnalytics } from '@solarcred/domain/analytics/counts';
import type { AnalyticsDoc } from '@solarcred/domain/analytics/types';
import { analyticsCells, integratorCells, rankingRows } from '@solarcred/domain/data/analytics';
import { analyzedProposal } from '../../functions/src/stats/analytics';
import { budgets } from '../budgets';
import { waitFor } from './auth-emulator';
import { db } from './firestore-admin';

/** Whether a stored document counts anything (its labels and derived fields aside). */
export function hasCounts(doc: AnalyticsDoc): boolean {
  const { funil, reprovadas, decisao, tempo_status, pendencias, financiadas, volume_centavos, instalacao_metas } = doc;
  return !isZeroCounts({ funil, reprovadas, decisao, tempo_status, pendencias, financiadas, volume_centavos, instalacao_metas });
}

/**
 * The analytics documents of one company (its row and cells) and of one credit line (the
 * platform's cells of that line): stored (zero-count documents no proposal counts in left out),
 * and as the domain recounts the company's stored proposals.
 */
export async function countedFor(integratorId: string, linha: string) {
  const proposals = await db().collection('propostas').where('integrador_id', '==', integratorId).get();
  const recount = recountAnalytics(proposals.docs.map((doc) => analyzedProposal({ data: doc.data(), createTime: doc.createTime.toMillis() })).filter((p) => p !== null));
  const ours = (path: string) =>
    path === rankingRows.docPath(integratorId) || path.startsWith(`${integratorCells(integratorId).path}/`) || (path.startsWith(`${analyticsCells.path}/`) && path.includes(`__${linha}__`));
  const expected = Object.fromEntries([...recount].filter(([path]) => ours(path)).map(([path, { value }]) => [path, value]));
  const [row, cells, platformCells] = await Promise.all([
    db().doc(rankingRows.docPath(integratorId)).get(),
    db().collection(integratorCells(integratorId).path).get(),
    db().collection(analyticsCells.path).where('linha', '==', linha).get(),
  ]);
  const stored: Record<string, AnalyticsDoc> = {};
  for (const snapshot of [row, ...cells.docs, ...platformCells.docs]) {
    const value = readAnalyticsDoc(snapshot.data());
    if (snapshot.exists && (hasCounts(value) || snapshot.ref.path in expected)) stored[snapshot.ref.path] = value;
  }
  return { stored, expected };
}

/** Waits until the trigger has counted every write of the company and the line: the stored documents equal the recount. */
export function settledFor(integratorId: string, linha: string) {
  return waitFor(
    `the analytics of ${integratorId} equal to a recount`,
    async () => {
      const counted = await countedFor(integratorId, linha);
      return isDeepStrictEqual(counted.stored, counted.expected) ? counted : undefined;
    },
    budgets.backlogMs,
  );
}
