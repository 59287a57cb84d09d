/**
 * Issue 50: the admin's analytics queries over Firestore, loaded with 'Análises' only (they read
 * the documents leniently with the domain's counts, which the integrator's card does without).
 * The cells of a filter: one query on analise_celulas (or a company's celulas) by month range and
 * the optional line and state (indexes: (linha, mes), (uf, mes), (linha, uf, mes)). The ranking: a
 * page of 21 rows ordered by the chosen field descending, then the document id descending —
 * Firestore's implicit order, so a single-field index serves it and the search's
 * (search_tokens CONTAINS, field DESC) composite index does too — after the previous page's last row.
 */
import { documentId, getDocs, limit, orderBy, query, startAfter, where } from 'firebase/firestore';
import { readAnalyticsDoc, readRankingRow } from '@solarcred/domain/analytics/counts';
import { rankingPageSize, type AnalyticsCell } from '@solarcred/domain/analytics/types';
import { analyticsCells, integratorCells, rankingRows } from '@solarcred/domain/data/analytics';
import { rankingValue } from '../analytics-ranking';
import type { AnalyticsPort } from '../port-analytics';
import { liveList } from './live';
import { collectionRef } from './refs';

const rowOf = readRankingRow;
export const cells: AnalyticsPort['cells'] = (filter) => (listener, onError) =>
  liveList(
    query(
      collectionRef(filter.integrador_id ? integratorCells(filter.integrador_id) : analyticsCells),
      ...(filter.linha === null ? [] : [where('linha', '==', filter.linha)]),
      ...(filter.uf === null ? [] : [where('uf', '==', filter.uf)]),
      where('mes', '>=', filter.de),
      where('mes', '<=', filter.ate),
      orderBy('mes'),
    ),
  )((found) => listener(found.map((cell) => readAnalyticsDoc(cell) as AnalyticsCell)), onError);

export const ranking: AnalyticsPort['ranking'] = async ({ sort, search, after }) => {
  const snapshot = await getDocs(
    query(
      collectionRef(rankingRows),
      ...(search ? [where('search_tokens', 'array-contains', search)] : []),
      orderBy(sort, 'desc'),
      orderBy(documentId(), 'desc'),
      ...(after ? [startAfter(rankingValue(after, sort), after.integrador_id)] : []),
      limit(rankingPageSize + 1),
    ),
  );
  const rows = snapshot.docs.map((doc) => rowOf(doc.data(), doc.id));
  return { rows: rows.slice(0, rankingPageSize), more: rows.length > rankingPageSize };
};
