import { useEffect, useState } from 'react';
import type { RankingRow, RankingSort } from '@solarcred/domain/analytics/types';
import { getBackend } from '../../backend';
import type { RankingPage } from '../../backend/port-analytics';

export type RankingState = { status: 'loading' } | { status: 'ready'; page: RankingPage } | { status: 'error' };

/**
 * One page of the ranking (20 rows + one to know whether another follows), asked when the sort,
 * the search or the page changes; 'Anterior' goes back through the cursors of the pages seen.
 */
export function useRanking(sort: RankingSort, term: string) {
  // The last row of each page before the current one (empty: the first page).
  const [cursors, setCursors] = useState<{ key: string; after: RankingRow[] }>({ key: '', after: [] });
  const key = `${sort}|${term}`;
  const after = cursors.key === key ? cursors.after : [];
  const [state, setState] = useState<{ key: string; value: RankingState }>({ key: '', value: { status: 'loading' } });
  const queryKey = `${key}|${after.length}`;
  useEffect(() => {
    let active = true;
    setState({ key: queryKey, value: { status: 'loading' } });
    void getBackend()
      .then((backend) => backend.analytics.ranking({ sort, search: term, after: after.at(-1) ?? null }))
      .then(
        (page) => active && setState({ key: queryKey, value: { status: 'ready', page } }),
        () => active && setState({ key: queryKey, value: { status: 'error' } }),
      );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `queryKey` is the query's identity
  }, [queryKey]);
  const current: RankingState = state.key === queryKey ? state.value : { status: 'loading' };
  return {
    state: current,
    pageNumber: after.length + 1,
    next: () => {
      if (current.status !== 'ready' || !current.page.more) return;
      const last = current.page.rows.at(-1);
      if (last) setCursors({ key, after: [...after, last] });
    },
    previous: () => setCursors({ key, after: after.slice(0, -1) }),
  };
}
