/**
 * Keeps propostas/{id}.search_tokens in step with the client's name and CPF/CNPJ and the
 * integrator's company name (the boards' server-side search). See derived-field.ts.
 */
import { proposalSearchTokensPatch, type ProposalSearchedFields } from '@solarcred/domain/proposal-search';
import { derivedFieldHandler } from '../derived-field';

export const onProposalSearchFields = derivedFieldHandler('proposal search tokens', (after) =>
  proposalSearchTokensPatch(after.data() as ProposalSearchedFields),
);
