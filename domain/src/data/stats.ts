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

/** The subcollection of a company's counters document with one document per seller. */
export const sellerStatsSubcollection = 'vendedores';

/** stats_integradores/{companyId}/vendedores: a company's counters split by seller. */
export const sellerProposalStatsCollection = (companyId: string) =>
  collectionOf<ProposalStats>(`${integratorProposalStatsCollection.docPath(companyId)}/${sellerStatsSubcollection}`);

/**
 * stats_integradores/{companyId}/vendedores/{sellerUid}: the counters of the proposals one member
 * sent (`senderOf`; the titular's for proposals from before teams), the same shape as the
 * company's and moved in the same transaction: a seller's dashboard is one document read.
 */
export const sellerProposalStats = (companyId: string, sellerUid: string): DocumentSpec<ProposalStats> => ({
  collection: sellerProposalStatsCollection(companyId),
  id: sellerUid,
});

/** Whether a collection path is some company's seller counters (stats_integradores/{id}/vendedores). */
export function isSellerProposalStatsCollection(path: string): boolean {
  const [root, companyId, sub, ...rest] = path.split('/');
  return root === integratorProposalStatsCollection.path && Boolean(companyId) && sub === sellerStatsSubcollection && rest.length === 0;
}

/** e.g. 'stats/integradores'. */
export const statsDocPath = <T>(spec: DocumentSpec<T>) => spec.collection.docPath(spec.id);
