import { useEffect, useRef } from 'react';
import { proposals as text } from '@solarcred/domain/messages';
import type { ProposalStats } from '@solarcred/domain/model';
import { emptyProposalStats } from '@solarcred/domain/proposal-stats';
import { useLive, type LiveState } from '../../backend/use-live';
import { useSession } from '../../backend/use-session';
import { notifyError } from '../../ui/toaster';

/**
 * The signed-in integrator's counters, live: one document (stats_integradores/{uid}), never its
 * proposals. No document yet means no proposal yet (zeros). A failure shows the spec's toast once.
 */
export function useIntegratorStats(): LiveState<ProposalStats> {
  const session = useSession();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  const state = useLive((backend) => (uid ? backend.proposalStats.ofIntegrator(uid) : null), `integrator-stats-${uid ?? ''}`);
  const notified = useRef(false);
  useEffect(() => {
    if (state.status !== 'error' || notified.current) return;
    notified.current = true;
    notifyError('medium', { title: text.dataLoadFailure });
  }, [state.status]);
  return state.status === 'ready' ? { status: 'ready', data: state.data ?? emptyProposalStats() } : state;
}
