/** The admin's queue of tranches in windows of 20, kept on screen while a larger window loads. */
import { useRef, useState } from 'react';
import { fundingLabels } from '@solarcred/domain/funding/funding-text';
import type { StoredTranche, TrancheSituation } from '@solarcred/domain/funding/types';
import { shortId } from '@solarcred/domain/proposal-status';
import type { TrancheQueueFilter } from '../../../backend/port-funding';
import { useLive, type LiveState } from '../../../backend/use-live';

export const queueWindow = 20;

/** 'Sol Nascente · João Pereira' (the names at approval), or the proposal's short id. */
export const trancheName = (tranche: Pick<StoredTranche, 'nome_empresa' | 'cliente_nome' | 'proposta_id'>): string =>
  [tranche.nome_empresa, tranche.cliente_nome].filter(Boolean).join(' · ') || `#${shortId(tranche.proposta_id)}`;

/** A tab's label in the plural ('Liberadas'), from the situation's label. */
export const tabLabel = (situation: TrancheSituation): string => (situation === 'em_verificacao' ? fundingLabels[situation] : `${fundingLabels[situation]}s`);

export interface TrancheQueue {
  state: LiveState<StoredTranche[]>;
  /** True while a larger window loads (the smaller one stays on screen). */
  growing: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

export function useTrancheQueue(filter: TrancheQueueFilter): TrancheQueue {
  const filterKey = `${filter.situacao}:${filter.atrasadas}:${filter.integradorId ?? ''}:${filter.linha ?? ''}`;
  const [span, setSpan] = useState({ filterKey, limit: queueWindow });
  // A new filter starts again at the first window.
  const limit = span.filterKey === filterKey ? span.limit : queueWindow;
  const live = useLive((backend) => backend.funding.queue(filter, limit), `funding-queue:${filterKey}:${limit}`);
  const last = useRef<{ filterKey: string; data: StoredTranche[] } | null>(null);
  if (live.status === 'ready') last.current = { filterKey, data: live.data };
  const growing = live.status === 'loading' && last.current?.filterKey === filterKey && limit > queueWindow;
  const state: LiveState<StoredTranche[]> = growing && last.current ? { status: 'ready', data: last.current.data } : live;
  return {
    state,
    growing,
    hasMore: state.status === 'ready' && state.data.length >= limit,
    loadMore: () => setSpan({ filterKey, limit: limit + queueWindow }),
  };
}
