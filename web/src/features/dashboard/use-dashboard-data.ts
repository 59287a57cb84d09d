import { useEffect, useRef } from 'react';
import { adminDashboard } from '@solarcred/domain/constants';
import { adminIntegrators as text } from '@solarcred/domain/messages';
import type { Integrator, Proposal } from '@solarcred/domain/model';
import type { DashboardStats } from '../../backend/port';
import { useLive, type LiveState } from '../../backend/use-live';
import { notifyError } from '../../ui/toaster';

export interface DashboardData {
  stats: LiveState<DashboardStats>;
  awaitingApproval: LiveState<Integrator[]>;
  newSignups: LiveState<Integrator[]>;
  recentProposals: LiveState<Proposal[]>;
}

/**
 * The dashboard's four live queries: the two counter documents and three short lists, so a load
 * costs the same few reads however many integrators and proposals exist. Any failure shows the
 * spec's toast once.
 */
export function useDashboardData(): DashboardData {
  const data: DashboardData = {
    stats: useLive((backend) => backend.admin.stats, 'admin-stats'),
    awaitingApproval: useLive(
      (backend) => backend.admin.integratorsByStatus('pendente_aprovacao', adminDashboard.pendingApprovalList),
      'admin-awaiting-approval',
    ),
    newSignups: useLive(
      (backend) => backend.admin.integratorsByStatus('pendente_cadastro', adminDashboard.newSignupsList),
      'admin-new-signups',
    ),
    recentProposals: useLive((backend) => backend.admin.recentProposals(adminDashboard.recentProposals), 'admin-recent-proposals'),
  };

  const failed = Object.values(data).some((state) => state.status === 'error');
  const notified = useRef(false);
  useEffect(() => {
    if (!failed || notified.current) return;
    notified.current = true;
    notifyError('medium', { title: text.dashboardLoadFailure });
  }, [failed]);

  return data;
}
