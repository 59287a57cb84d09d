/**
 * Live reads of the proposal counters (stats_integradores/{integratorId} and its
 * vendedores/{sellerUid}, kept by the proposal trigger): one document per dashboard, however many
 * proposals or members the company has.
 */
import type { ProposalStats } from '@solarcred/domain/model';
import type { Live } from './port';

export interface ProposalStatsPort {
  /**
   * One company's counters (its dashboard): admins and the company's approved titular and gestores
   * may read them. Missing fields (a document older than a field) read as zero; null while the
   * company has never had a proposal.
   */
  ofIntegrator(integratorId: string): Live<ProposalStats | null>;
  /**
   * One seller's counters in its company: the proposals it sent (`senderOf`; the titular's include
   * those from before teams). Admins and the company's titular and gestores read any seller's, a
   * vendedor only its own. Null while the seller has never sent a proposal.
   */
  ofSeller(companyId: string, sellerUid: string): Live<ProposalStats | null>;
}
