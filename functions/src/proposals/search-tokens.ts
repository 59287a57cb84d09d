/**
 * Keeps propostas/{id}.search_tokens in step with the client's name and CPF/CNPJ and the
 * integrator's company name (the boards' server-side search). Same shape as the integrators'
 * trigger: writes only when the tokens changed, conditional on the snapshot it computed from.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { product } from '@solarcred/domain/config';
import { proposalDocumentPattern } from '@solarcred/domain/data/proposals';
import { proposalSearchTokensPatch, type ProposalSearchedFields } from '@solarcred/domain/proposal-search';

/** gRPC FAILED_PRECONDITION: the proposal changed after this event's snapshot. */
const FAILED_PRECONDITION = 9;

export const onProposalSearchFields = onDocumentWritten(
  { document: proposalDocumentPattern, region: product.region, retry: true },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const patch = proposalSearchTokensPatch(after.data() as ProposalSearchedFields);
    if (!patch) return;
    try {
      await after.ref.update(patch, { lastUpdateTime: after.updateTime });
    } catch (error) {
      if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
      logger.info('proposal search tokens: changed meanwhile; its newer event writes them', { document: event.document });
    }
  },
);
