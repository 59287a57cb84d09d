import { useEffect, useRef } from 'react';
import { proposals as text } from '@solarcred/domain/messages';
import type { ProposalStats } from '@solarcred/domain/model';
import { emptyProposalStats } from '@solarcred/domain/proposal-stats';
import { useLive, type LiveState } from '../../backend/use-live';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import { notifyError } from '../../ui/toaster';

/**
 * The scope's counters, live: one document (stats_integradores/{company}, or its seller's under
 * vendedores/{uid}), never the proposals. No document yet means no proposal yet (zeros). A
 * failure shows the spec's toast once.
 */
export function useIntegratorStats(scope: ProposalScope | null): LiveState<ProposalStats> {
  const company = scope?.integratorId ?? null;
  const seller = scope?.createdBy ?? null;
  const state = useLive(
    (backend) => (company ? (seller ? backend.proposalStats.ofSeller(company, seller) : backend.proposalStats.ofIntegrator(company)) : null),
    `integrator-stats-${company ?? ''}-${seller ?? '*'}`,
  );
  const notified = useRef(false);
  useEffect(() => {
    if (state.status !== 'error' || notified.current) return;
    notified.current = true;
    notifyError('medium', { title: text.dataLoadFailure });
  }, [state.status]);
  return state.status === 'ready' ? { status: 'ready', data: state.data ?? emptyProposalStats() } : state;
}
