/**
 * Keeps integradores/{id}.search_tokens in step with the company name, e-mail and CNPJ (the
 * server-side search of 'Gerenciar Integradores'). The domain decides; this writes only when the
 * tokens changed, so the trigger's own write ends the chain. The write is conditional on the
 * snapshot it was computed from: if the record changed meanwhile, that newer write's event
 * computes the tokens instead.
 */
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { product } from '@solarcred/domain/config';
import { integratorDocumentPattern } from '@solarcred/domain/data/integrators';
import { searchTokensPatch, type SearchedFields } from '@solarcred/domain/integrator-search';

/** gRPC FAILED_PRECONDITION: the record changed after this event's snapshot. */
const FAILED_PRECONDITION = 9;

export const onIntegratorSearchFields = onDocumentWritten(
  { document: integratorDocumentPattern, region: product.region, retry: true },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    const patch = searchTokensPatch(after.data() as SearchedFields);
    if (!patch) return;
    try {
      await after.ref.update(patch, { lastUpdateTime: after.updateTime });
    } catch (error) {
      if ((error as { code?: unknown }).code !== FAILED_PRECONDITION) throw error;
      logger.info('search tokens: record changed meanwhile; its newer event writes them', { document: event.document });
    }
  },
);
