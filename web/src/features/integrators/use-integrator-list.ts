import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminIntegratorList } from '@solarcred/domain/constants';
import { tabCountsOf } from '@solarcred/domain/integrator-stats';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { Integrator } from '@solarcred/domain/model';
import type { AdminIntegratorTab } from '@solarcred/domain/options';
import { useLive } from '../../backend/use-live';
import { useRead } from '../../backend/use-read';
import { notifyError } from '../../ui/toaster';
import { useSearchTerm } from '../../ui/use-search-term';
import { isStatusFilter, showingOf, type StatusFilter } from './list-filter';

const DEFAULT_TAB: AdminIntegratorTab = 'pendente_aprovacao';
const TAB_PARAM = 'aba';

export interface IntegratorList {
  status: 'loading' | 'ready' | 'error';
  /** Per tab, from stats/integradores (the counters and the tab badges). */
  totals: Record<AdminIntegratorTab, number>;
  /** 'Mostrando X de Y' while filtering; null while X is being counted. */
  showing: { shown: number; total: number } | null;
  filtering: boolean;
  query: string;
  setQuery: (query: string) => void;
  statusFilter: StatusFilter;
  setStatusFilter: (status: StatusFilter) => void;
  clear: () => void;
  tab: AdminIntegratorTab;
  setTab: (tab: AdminIntegratorTab) => void;
  /** The current tab's rows loaded so far (live), newest first. */
  items: Integrator[];
  /** The last window came back full: 'Carregar mais' may bring more. */
  more: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}


/**
 * 'Gerenciar Integradores' list state: one live query per tab and search (never the whole
 * collection), a window of 20 that 'Carregar mais' grows, the counters from stats/integradores,
 * and the tab kept in the address as ?aba=. A record whose status changes anywhere leaves its
 * tab's query and enters the other's, live.
 */
export function useIntegratorList(): IntegratorList {
  const [params, setParams] = useSearchParams();
  const [query, setQueryState] = useState('');
  const [statusFilter, setStatusState] = useState<StatusFilter>('todos');
  const term = useSearchTerm(query);
  const requested = params.get(TAB_PARAM);
  const tab: AdminIntegratorTab = isStatusFilter(requested) && requested !== 'todos' ? requested : DEFAULT_TAB;
  const [windowSize, setWindowSize] = useState<{ scope: string; limit: number }>({ scope: '', limit: adminIntegratorList.pageSize });
  const scope = `${tab}|${term}`;
  // A new tab or search starts again at one page.
  const limit = windowSize.scope === scope ? windowSize.limit : adminIntegratorList.pageSize;

  const stats = useLive((backend) => backend.admin.stats, 'admin-integrator-stats');
  const live = useLive((backend) => backend.admin.integratorList({ tab, term, limit }), `admin-integrators|${scope}|${limit}`);
  const integratorStats = stats.status === 'ready' ? stats.data.integradores : null;
  const totals = useMemo(() => tabCountsOf(integratorStats), [integratorStats]);
  const countTab = statusFilter === 'todos' ? null : statusFilter;
  // Counted again when the counters move, so X follows status changes like the rows do.
  const matches = useRead(
    (backend) => (term === '' ? null : backend.admin.countSearchMatches(term, countTab)),
    `${term}|${countTab}|${integratorStats?.total}|${JSON.stringify(integratorStats?.por_status)}`,
  );

  // While a bigger window loads, the rows already shown stay.
  const loaded = useRef<{ scope: string; items: Integrator[] }>({ scope: '', items: [] });
  if (live.status === 'ready') loaded.current = { scope, items: live.data };
  const items = live.status === 'ready' ? live.data : loaded.current.scope === scope ? loaded.current.items : [];

  const failed = live.status === 'error' || stats.status === 'error';
  const notified = useRef(false);
  useEffect(() => {
    if (!failed || notified.current) return;
    notified.current = true;
    notifyError('medium', { title: text.listFailure });
  }, [failed]);

  const setTab = (next: AdminIntegratorTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(TAB_PARAM, next);
      return updated;
    }, { replace: true });

  return {
    status: failed ? 'error' : stats.status === 'ready' && (live.status === 'ready' || items.length > 0) ? 'ready' : 'loading',
    totals,
    showing: showingOf({
      term,
      statusFilter,
      totals,
      total: integratorStats?.total ?? 0,
      searchMatches: matches.status === 'ready' ? (matches.data ?? null) : null,
    }),
    filtering: query.trim() !== '' || statusFilter !== 'todos',
    query,
    setQuery: setQueryState,
    statusFilter,
    setStatusFilter: (next) => {
      setStatusState(next);
      if (next !== 'todos') setTab(next);
    },
    clear: () => {
      setQueryState('');
      setStatusState('todos');
    },
    tab,
    setTab,
    items,
    more: items.length >= limit,
    loadingMore: live.status === 'loading' && items.length > 0,
    loadMore: () => setWindowSize({ scope, limit: limit + adminIntegratorList.pageSize }),
  };
}
