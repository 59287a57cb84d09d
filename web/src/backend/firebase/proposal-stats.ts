import { integratorProposalStats } from '@solarcred/domain/data/stats';
import { readProposalStats } from '@solarcred/domain/proposal-stats';
import type { ProposalStatsPort } from '../port-proposal-stats';
import { liveDoc } from './live';
import { singletonRef } from './refs';

/** The counters straight from Firestore: the rules let the integrator itself and admins read them. */
export const firebaseProposalStats: ProposalStatsPort = {
  ofIntegrator: (integratorId) => (listener, onError) =>
    liveDoc(singletonRef(integratorProposalStats(integratorId)))((stored) => listener(stored ? readProposalStats(stored) : null), onError),
};
