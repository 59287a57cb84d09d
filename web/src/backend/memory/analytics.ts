/**
 * Issue 50: the analytics reads over the memory store, billed as Firestore bills them: a query
 * delivers (and bills) the counter documents it selects — one a cell of the filter, one a ranking
 * row of the page — and at least one read when it selects none; never a proposal.
 */
import { readAnalyticsDoc, readRankingRow } from '@solarcred/domain/analytics/counts';
import { rankingPageSize, type AnalyticsCell, type AnalyticsFilter } from '@solarcred/domain/analytics/types';
import { analyticsCells, integratorCells, publicDecisionMedian, rankingRows } from '@solarcred/domain/data/analytics';
import { rankingOrder } from '../analytics-ranking';
import type { AnalyticsPort, RankingQuery } from '../port-analytics';
import { pause, rulesDenied } from './commands';
import { approvedReader, isAdminReader, mayQueryCompany } from './reader';
import { liveQuery } from './live';
import type { MemoryStore } from './store';

export function memoryAnalytics(store: MemoryStore): AnalyticsPort {
  const billed = (documents: number) => Math.max(1, documents);
  // The rules (firestore.rules): admins read the platform's documents; a company's row the admins and its titular and gestores; the median any approved integrator.
  const cellsOf = (filter: AnalyticsFilter): AnalyticsCell[] => {
    if (!isAdminReader(store)) throw rulesDenied();
    return store
      .collection(filter.integrador_id ? integratorCells(filter.integrador_id) : analyticsCells)
      .filter((cell) => cell.mes >= filter.de && cell.mes <= filter.ate && (filter.linha === null || cell.linha === filter.linha) && (filter.uf === null || cell.uf === filter.uf))
      .map((cell) => readAnalyticsDoc(cell) as AnalyticsCell)
      .sort((a, b) => a.mes.localeCompare(b.mes));
  };
  const rowOf = readRankingRow;
  return {
    cells: (filter) => liveQuery(store, () => cellsOf(filter), (cells) => billed(cells.length)),
    async ranking({ sort, search, after }: RankingQuery) {
      await pause();
      if (store.takeFault('analyticsRanking')) throw new Error('ranking unavailable');
      if (!isAdminReader(store)) throw rulesDenied();
      const order = rankingOrder(sort);
      // Sorted on the stored fields, read (leniently) only for the page: 10,000 companies cost no 10,000 reads of the row.
      const rows = store
        .collection(rankingRows)
        .map((stored) => ({ ...stored, integrador_id: stored.id }))
        .filter((row) => !search || (row.search_tokens ?? []).includes(search))
        .sort(order)
        .filter((row) => after === null || order(after, row) < 0)
        .slice(0, rankingPageSize + 1)
        .map((stored) => rowOf(stored, stored.id));
      store.countReads(billed(rows.length));
      return { rows: rows.slice(0, rankingPageSize), more: rows.length > rankingPageSize };
    },
    ofIntegrator: (integratorId) =>
      liveQuery(
        store,
        () => {
          if (!isAdminReader(store) && !mayQueryCompany(store, integratorId)) throw rulesDenied();
          const stored = store.doc(rankingRows, integratorId);
          return stored ? rowOf(stored, integratorId) : null;
        },
        () => 1,
      ),
    platformMedian: liveQuery(
      store,
      () => {
        if (!isAdminReader(store) && !approvedReader(store)) throw rulesDenied();
        return store.single(publicDecisionMedian)?.mediana_horas ?? null;
      },
      () => 1,
    ),
  };
}
