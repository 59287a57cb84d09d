/** stats/integradores and stats/propostas: the dashboard counters, kept by triggers. */
import type { IntegratorStats, ProposalStats } from '../model';
import { collectionOf, type DocumentSpec } from './collection';

const statsPath = 'stats';

export const integratorStats: DocumentSpec<IntegratorStats> = { collection: collectionOf<IntegratorStats>(statsPath), id: 'integradores' };
export const proposalStats: DocumentSpec<ProposalStats> = { collection: collectionOf<ProposalStats>(statsPath), id: 'propostas' };

/**
 * stats_integradores/{integratorId}: one integrator's proposal counters (its dashboard and the
 * badges of its board), kept by the same idempotent trigger as stats/propostas.
 */
export const integratorProposalStatsCollection = collectionOf<ProposalStats>('stats_integradores');
export const integratorProposalStats = (integratorId: string): DocumentSpec<ProposalStats> => ({
  collection: integratorProposalStatsCollection,
  id: integratorId,
});

/** e.g. 'stats/integradores'. */
export const statsDocPath = <T>(spec: DocumentSpec<T>) => spec.collection.docPath(spec.id);
