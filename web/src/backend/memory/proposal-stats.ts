import { integratorProposalStats } from '@solarcred/domain/data/stats';
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
  return {
    ofIntegrator: (integratorId) =>
      liveQuery(
        store,
        () => {
          const stored = store.single(integratorProposalStats(integratorId));
          return stored ? readProposalStats(stored) : null;
        },
        () => 1,
      ),
  };
}
