import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { Integrator } from '@solarcred/domain/model';
import type { AdminIntegratorTab } from '@solarcred/domain/options';
import { useLive } from '../../backend/use-live';
import { notifyError } from '../../ui/toaster';
import { filterIntegrators, groupByTab, isStatusFilter, pageOf, type Page, type StatusFilter } from './list-filter';

const DEFAULT_TAB: AdminIntegratorTab = 'pendente_aprovacao';
const TAB_PARAM = 'aba';

export interface IntegratorList {
  status: 'loading' | 'ready' | 'error';
  /** Every integrator, newest first (live). */
  all: Integrator[];
  /** Per tab, over every integrator (the counters). */
  totals: Record<AdminIntegratorTab, number>;
  /** Per tab, after search and filter (the tab labels). */
  shown: Record<AdminIntegratorTab, number>;
  filtering: boolean;
  filteredCount: number;
  query: string;
  setQuery: (query: string) => void;
  statusFilter: StatusFilter;
  setStatusFilter: (status: StatusFilter) => void;
  clear: () => void;
  tab: AdminIntegratorTab;
  setTab: (tab: AdminIntegratorTab) => void;
  page: Page<Integrator>;
  setPage: (page: number) => void;
}

const countsOf = (groups: Record<AdminIntegratorTab, Integrator[]>): Record<AdminIntegratorTab, number> => ({
  pendente_cadastro: groups.pendente_cadastro.length,
  pendente_aprovacao: groups.pendente_aprovacao.length,
  aprovado: groups.aprovado.length,
  rejeitado: groups.rejeitado.length,
});

/**
 * 'Gerenciar Integradores' list state: the live list of every integrator, the search and status
 * filter, the tab (kept in the address as ?aba=) and client-side pages of 20. A record whose
 * status changes anywhere moves tab on the next snapshot.
 */
export function useIntegratorList(): IntegratorList {
  const live = useLive((backend) => backend.admin.allIntegrators, 'admin-all-integrators');
  const [params, setParams] = useSearchParams();
  const [query, setQueryState] = useState('');
  const [statusFilter, setStatusState] = useState<StatusFilter>('todos');
  const [pageNumber, setPage] = useState(1);
  const deferredQuery = useDeferredValue(query);

  const requested = params.get(TAB_PARAM);
  const tab: AdminIntegratorTab = isStatusFilter(requested) && requested !== 'todos' ? requested : DEFAULT_TAB;
  const setTab = (next: AdminIntegratorTab) => {
    setPage(1);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set(TAB_PARAM, next);
      return updated;
    }, { replace: true });
  };

  const failed = live.status === 'error';
  const notified = useRef(false);
  useEffect(() => {
    if (!failed || notified.current) return;
    notified.current = true;
    notifyError('medium', { title: text.listFailure });
  }, [failed]);

  const all = useMemo(() => (live.status === 'ready' ? live.data : []), [live]);
  const totals = useMemo(() => countsOf(groupByTab(all)), [all]);
  const filtered = useMemo(() => filterIntegrators(all, deferredQuery, statusFilter), [all, deferredQuery, statusFilter]);
  const groups = useMemo(() => groupByTab(filtered), [filtered]);

  return {
    status: live.status,
    all,
    totals,
    shown: countsOf(groups),
    filtering: query.trim() !== '' || statusFilter !== 'todos',
    filteredCount: filtered.length,
    query,
    setQuery: (next) => {
      setQueryState(next);
      setPage(1);
    },
    statusFilter,
    setStatusFilter: (next) => {
      setStatusState(next);
      setPage(1);
      if (next !== 'todos') setTab(next);
    },
    clear: () => {
      setQueryState('');
      setStatusState('todos');
      setPage(1);
    },
    tab,
    setTab,
    page: pageOf(groups[tab], pageNumber),
    setPage,
  };
}
