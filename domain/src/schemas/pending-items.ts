/** The pending-item commands' inputs (issue 14): the forms and the callables parse with these. */
import { z } from 'zod';
import { storageFolders } from '../constants';
import { validation } from '../messages';
import { pendingItemLimits as limits, pendingItemTypes } from '../pending-items';
import { pendingItemsText as text } from '../pending-items-text';
import { idField, storagePath } from './common';

const boundedText = (max: number) => z.string({ error: validation.required }).trim().max(max, { error: validation.tooLong });

/**
 * Admin: a new item on a proposal, under the id the form generated for it (kept across retries,
 * so a call repeated after a lost answer cannot add the item twice).
 */
export const pendingItemAddInput = z.object({
  propostaId: idField,
  itemId: idField,
  tipo: z.enum(pendingItemTypes, { error: validation.required }),
  texto: boundedText(limits.text).min(1, { error: validation.required }),
  exigeArquivo: z.boolean({ error: validation.required }),
  /** Issue 28: the customer answers it on their link's page. */
  paraCliente: z.boolean({ error: validation.required }).default(false),
});
export type PendingItemAddInput = z.input<typeof pendingItemAddInput>;

/** An answer to one open item: a file (already uploaded) and/or a text. */
const answerFields = {
  itemId: idField,
  texto: boundedText(limits.answer).nullish().transform((value) => value || null),
  arquivo: storagePath(storageFolders.proposalAttachments).nullish().transform((value) => value || null),
};
const answered = (data: { texto: string | null; arquivo: string | null }) => data.texto !== null || data.arquivo !== null;

/** Integrator: the answer to one open item of its proposal. */
export const pendingItemAnswerInput = z.object({ propostaId: idField, ...answerFields }).refine(answered, { error: text.answerRequired, path: ['texto'] });
/** The customer on their link's page (issue 28): the proposal is the link's. */
export const customerAnswerInput = z.object(answerFields).refine(answered, { error: text.answerRequired, path: ['texto'] });
export type PendingItemAnswerInput = z.input<typeof pendingItemAnswerInput>;

/** Admin: accept an answer, or return it with a note (the item opens again). */
export const pendingItemReviewInput = z
  .object({
    propostaId: idField,
    itemId: idField,
    decisao: z.enum(['aceitar', 'devolver'], { error: validation.required }),
    nota: boundedText(limits.answer).nullish().transform((value) => value || null),
  })
  .refine((data) => data.decisao === 'aceitar' || data.nota !== null, { error: text.noteRequired, path: ['nota'] })
  // A note belongs only to a return.
  .transform((data) => ({ ...data, nota: data.decisao === 'devolver' ? data.nota : null }));
export type PendingItemReviewInput = z.input<typeof pendingItemReviewInput>;
