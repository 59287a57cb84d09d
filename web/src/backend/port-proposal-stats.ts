/**
 * Live reads of the proposal counters (stats_integradores/{integratorId}, kept by the proposal
 * trigger): one document per dashboard, however many proposals the integrator has.
 */
import type { ProposalStats } from '@solarcred/domain/model';
import type { Live } from './port';

export interface ProposalStatsPort {
  /**
   * One integrator's counters (its dashboard): the approved integrator itself or an admin may
   * read them. Missing fields (a document older than a field) read as zero; null while the
   * integrator has never had a proposal.
   */
  ofIntegrator(integratorId: string): Live<ProposalStats | null>;
}
