/**
 * The board's live data: one live window per column (status, [own id], [search term], [only with
 * comments], newest first, `limit`) and the counters document for the badges. A column whose
 * query did not change keeps its subscription; 'Carregar mais' widens one column only.
 */
import { scopeKey, type ProposalScope } from '@solarcred/domain/team/scope';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Proposal, ProposalStats } from '@solarcred/domain/model';
import { proposalStatuses, type ProposalStatus } from '@solarcred/domain/options';
import { getBackend, type Backend } from '../../../backend';
import type { BoardColumnQuery } from '../../../backend/port-board';

/** Cards per column window, and the step of 'Carregar mais'. */
export const BOARD_WINDOW = 50;

export interface ColumnData {
  items: Proposal[];
  loading: boolean;
  limit: number;
}

export type Columns = Record<ProposalStatus, ColumnData>;

export interface BoardFilters {
  /** Whose proposals: the company's or a seller's (issue 29), or every one (the admin). */
  scope: ProposalScope;
  term: string;
  withComments: boolean;
}

const initialColumns = (): Columns =>
  Object.fromEntries(proposalStatuses.map((s): [ProposalStatus, ColumnData] => [s, { items: [], loading: true, limit: BOARD_WINDOW }])) as Columns;

export function useBoardData({ scope, term, withComments }: BoardFilters) {
  const { integratorId, createdBy } = scope;
  const [backend, setBackend] = useState<Backend | null>(null);
  const [columns, setColumns] = useState<Columns>(initialColumns);
  const [limitState, setLimitState] = useState<{ filter: string; limits: Record<string, number> }>({ filter: '', limits: {} });
  const [counters, setCounters] = useState<ProposalStats | null>(null);
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const subscriptions = useRef(new Map<ProposalStatus, { key: string; stop: () => void }>());

  useEffect(() => {
    void getBackend().then(setBackend);
  }, []);

  // A new search or filter starts every column again at one window.
  const filterKey = `${scopeKey(scope)}|${term}|${withComments}`;
  const limits = limitState.filter === filterKey ? limitState.limits : {};
  const limitsKey = JSON.stringify(limits);
  // Stable between renders: the columns are memoised on it (board-column.tsx).
  const loadMore = useCallback(
    (status: ProposalStatus) =>
      setLimitState((current) => {
        const shown = current.filter === filterKey ? current.limits : {};
        return { filter: filterKey, limits: { ...shown, [status]: (shown[status] ?? BOARD_WINDOW) + BOARD_WINDOW } };
      }),
    [filterKey],
  );

  useEffect(() => {
    if (!backend) return;
    for (const status of proposalStatuses) {
      const query: BoardColumnQuery = { status, scope: { integratorId, createdBy }, term, withComments, limit: limits[status] ?? BOARD_WINDOW };
      const key = `${JSON.stringify(query)}#${generation}`;
      const current = subscriptions.current.get(status);
      if (current?.key === key) continue;
      current?.stop();
      setColumns((all) => ({ ...all, [status]: { ...all[status], loading: true, limit: query.limit } }));
      const stop = backend.board.column(query)(
        (items) => {
          setColumns((all) => ({ ...all, [status]: { items, loading: false, limit: query.limit } }));
          setUpdatedAt(Date.now());
        },
        (failure) => {
          setColumns((all) => ({ ...all, [status]: { ...all[status], loading: false } }));
          setError(failure);
        },
      );
      subscriptions.current.set(status, { key, stop });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `limitsKey` is the identity of `limits`
  }, [backend, integratorId, createdBy, term, withComments, limitsKey, generation]);

  useEffect(() => {
    if (!backend) return;
    return backend.board.counters({ integratorId, createdBy })(setCounters, setError);
  }, [backend, integratorId, createdBy, generation]);

  useEffect(() => {
    const all = subscriptions.current;
    return () => {
      for (const { stop } of all.values()) stop();
      all.clear();
    };
  }, []);

  return {
    columns,
    counters,
    updatedAt,
    error,
    /** Subscribes every query again (the manual refresh). */
    refresh: () => setGeneration((n) => n + 1),
    loadMore,
  };
}
