/** The wizard's forms checked by react-hook-form with the domain schemas. */
import { toNestErrors } from '@hookform/resolvers';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { proposalWizardSchema } from '@solarcred/domain/schemas/proposal-wizard';
import type { ProposalFormValues } from './form-values';
import { firstMessages } from './schema-messages';

/** A form checked with a domain schema; each field gets its first message. */
export function schemaResolver<V extends FieldValues>(schema: ZodType): Resolver<V> {
  return (values, _context, options) => {
    const errors = firstMessages(schema, values);
    return errors ? { values: {}, errors: toNestErrors(errors, options) } : { values, errors: {} };
  };
}

/** The wizard checked with the domain's wizard schema. */
export const proposalResolver = schemaResolver<ProposalFormValues>(proposalWizardSchema);
