/** The admin's edit of a proposal on its details dialog: priority and offered value. */
import { z } from 'zod';
import { centavosField } from '../fields';
import { proposalDetailsText, validation } from '../messages';
import { priorities } from '../options';
import { idField } from './common';

/** R$ 100 milhões: far above any solar system, far below the safe-integer range of centavos. */
export const maxProposalValueCentavos = 10_000_000_000;

/** What the form edits (valor_proposta in integer centavos, typed through the BRL mask). */
export const proposalEditValues = z.object({
  prioridade: z.enum(priorities, { error: validation.required }),
  valor_proposta: centavosField.max(maxProposalValueCentavos, { error: proposalDetailsText.valueTooHigh }),
});
export type ProposalEditValues = z.input<typeof proposalEditValues>;

/** The editProposal callable's input: the form's fields plus the proposal's id. */
export const proposalEditInput = proposalEditValues.extend({ propostaId: idField });
export type ProposalEditInput = z.input<typeof proposalEditInput>;
