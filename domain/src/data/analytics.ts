/** The analytics documents (issue 50): see analytics/types.ts for what each holds and who reads it. */
import type { AnalyticsCell, AnalyticsDoc, PublicDecisionMedian, RankingRow } from '../analytics/types';
import { collectionOf, type DocumentSpec } from './collection';

/** analise_totais/plataforma: every proposal, all time. */
export const analyticsTotals: DocumentSpec<AnalyticsDoc> = { collection: collectionOf<AnalyticsDoc>('analise_totais'), id: 'plataforma' };

/** analise_celulas/{mes}__{linha}__{uf}: the platform's cells. */
export const analyticsCells = collectionOf<AnalyticsCell>('analise_celulas');

/** analise_integradores/{integratorId}: one company's all-time row (the ranking). */
export const rankingRows = collectionOf<RankingRow>('analise_integradores');

/** analise_integradores/{integratorId}/celulas: one company's cells. */
export const integratorCells = (integratorId: string) => collectionOf<AnalyticsCell>(`${rankingRows.docPath(integratorId)}/celulas`);

/** analise_publico/decisao: the platform's median time to decision, readable by integrators. */
export const publicDecisionMedian: DocumentSpec<PublicDecisionMedian> = {
  collection: collectionOf<PublicDecisionMedian>('analise_publico'),
  id: 'decisao',
};

/** A cell's document id: its month, credit line and state ('/' never occurs in either). */
export const cellId = (mes: string, linha: string, uf: string) => `${mes}__${linha}__${uf}`;
