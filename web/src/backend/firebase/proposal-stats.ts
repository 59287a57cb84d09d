import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { integratorProposalStats, sellerProposalStats } from '@solarcred/domain/data/stats';
import type { ProposalStats } from '@solarcred/domain/model';
import { readProposalStats } from '@solarcred/domain/proposal-stats';
import type { Live } from '../port';
import type { ProposalStatsPort } from '../port-proposal-stats';
import { liveDoc } from './live';
import { singletonRef } from './refs';

/** One counters document, live; missing fields read as zero. */
const counters = (spec: DocumentSpec<ProposalStats>): Live<ProposalStats | null> => (listener, onError) =>
  liveDoc(singletonRef(spec))((stored) => listener(stored ? readProposalStats(stored) : null), onError);

/**
 * The counters straight from Firestore: the rules let admins and the company's titular and gestores
 * read the company's and every seller's, a vendedor only its own seller document.
 */
export const firebaseProposalStats: ProposalStatsPort = {
  ofIntegrator: (integratorId) => counters(integratorProposalStats(integratorId)),
  ofSeller: (companyId, sellerUid) => counters(sellerProposalStats(companyId, sellerUid)),
};
