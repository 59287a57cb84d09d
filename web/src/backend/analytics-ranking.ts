/** The ranking's order (issue 50), shared by both adapters so the memory demo pages as Firestore does. */
import type { RankingRow, RankingSort } from '@solarcred/domain/analytics/types';

/** The value a row is sorted by ('funil.enviadas' reads the nested field, as a Firestore field path does). */
export const rankingValue = (row: RankingRow, sort: RankingSort): number => {
  const value = sort.split('.').reduce<unknown>((at, key) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined), row);
  return typeof value === 'number' ? value : 0;
};

/** Firestore's order of the ranking query: the field descending, then the document id descending. */
export const rankingOrder = (sort: RankingSort) => (a: RankingRow, b: RankingRow) =>
  rankingValue(b, sort) - rankingValue(a, sort) || (a.integrador_id < b.integrador_id ? 1 : a.integrador_id > b.integrador_id ? -1 : 0);
