/** The admin's move of a proposal to another Kanban column (the moveProposal callable). */
import { z } from 'zod';
import { inputLimits } from '../constants';
import { validation } from '../messages';
import { proposalStatuses } from '../options';
import { needsReason } from '../proposal-move-reason';
import { idField } from './common';

export { needsReason, statusesNeedingReason } from '../proposal-move-reason';

export const proposalMoveInput = z
  .object({
    propostaId: idField,
    status: z.enum(proposalStatuses, { error: validation.required }),
    motivo: z.string().max(inputLimits.freeText, { error: validation.freeTextTooLong }).trim().nullish(),
  })
  .superRefine((data, ctx) => {
    if (needsReason(data.status) && !data.motivo) {
      ctx.addIssue({ code: 'custom', message: validation.required, path: ['motivo'], input: data.motivo });
    }
  })
  // A reason belongs only to the statuses that ask for one.
  .transform((data) => ({ ...data, motivo: needsReason(data.status) ? (data.motivo ?? null) : null }));
export type ProposalMoveInput = z.input<typeof proposalMoveInput>;
