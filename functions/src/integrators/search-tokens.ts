/**
 * Keeps integradores/{id}.search_tokens in step with the company name, e-mail and CNPJ (the
 * server-side search of 'Gerenciar Integradores'). The domain decides; see derived-field.ts.
 */
import { searchTokensPatch, type SearchedFields } from '@solarcred/domain/integrator-search';
import { derivedFieldHandler } from '../derived-field';

export const onIntegratorSearchFields = derivedFieldHandler('integrator search tokens', (after) =>
  searchTokensPatch(after.data() as SearchedFields),
);
