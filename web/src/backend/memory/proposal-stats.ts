import type { DocumentSpec } from '@solarcred/domain/data/collection';
import { integratorProposalStats, sellerProposalStats } from '@solarcred/domain/data/stats';
import type { ProposalStats } from '@solarcred/domain/model';
import { readProposalStats } from '@solarcred/domain/proposal-stats';
import type { ProposalStatsPort } from '../port-proposal-stats';
import { liveQuery } from './live';
import type { MemoryStore } from './store';
import { writeProposal } from './triggers';

/** The counters over the memory store: one document read per delivery, as a Firestore listener bills it. */
export function memoryProposalStats(store: MemoryStore): ProposalStatsPort {
  // Test hook: a proposal written as Firestore would see it, with the trigger's counters.
  window.__solarcredProposals = {
    write: (proposal) => store.update((state) => writeProposal(state, proposal.id, proposal)),
    remove: (id) => store.update((state) => writeProposal(state, id, null)),
  };
  const counters = (spec: DocumentSpec<ProposalStats>) =>
    liveQuery(
      store,
      () => {
        const stored = store.single(spec);
        return stored ? readProposalStats(stored) : null;
      },
      () => 1,
    );
  return {
    ofIntegrator: (integratorId) => counters(integratorProposalStats(integratorId)),
    ofSeller: (companyId, sellerUid) => counters(sellerProposalStats(companyId, sellerUid)),
  };
}
