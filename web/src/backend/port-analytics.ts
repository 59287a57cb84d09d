/**
 * Issue 50: the lender's analytics as features read them — the cells of a filter, the ranking, a
 * company's own numbers and the platform's median time to decision. Every read is a bounded number
 * of counter documents kept by the proposal trigger, never the proposals.
 */
import type { AnalyticsCell, AnalyticsFilter, RankingRow, RankingSort } from '@solarcred/domain/analytics/types';
import type { Live } from './port';

export interface RankingQuery {
  sort: RankingSort;
  /** A typed search (searchTermOf); '' for none. */
  search: string;
  /** The last row of the previous page, or null for the first page. */
  after: RankingRow | null;
}

export interface RankingPage {
  rows: RankingRow[];
  /** Whether another page follows. */
  more: boolean;
}

export interface AnalyticsPort {
  /** Admins: the cells of the filter's months (of one company when integrador_id is set), live. */
  cells(filter: AnalyticsFilter): Live<AnalyticsCell[]>;
  /** Admins: one page of the ranking, sorted descending (a search narrows by the company's name). */
  ranking(query: RankingQuery): Promise<RankingPage>;
  /** Admins and the company's titular and gestores: its all-time row, live; null before its first proposal. */
  ofIntegrator(integratorId: string): Live<RankingRow | null>;
  /** Any approved integrator and admins: the platform's median business hours to a decision (null: none yet). */
  platformMedian: Live<number | null>;
}
