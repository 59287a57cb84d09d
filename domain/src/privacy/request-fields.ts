/**
 * What a person asks (issue 51), the same for an account, the link's customer and the CPF page:
 * the type and a detail of at most 2,000 characters, a correction saying what is wrong in at least
 * 10. Light (zod and the texts only): the customer page's section loads it.
 */
import { z } from 'zod';
import { requestsText } from './requests-text';
import { privacyRequestTypes, type PrivacyRequestType } from './types';

export const privacyDetailMax = 2_000;
export const correctionMinChars = 10;

export const privacyRequestFields = {
  tipo: z.enum(privacyRequestTypes, { error: requestsText.invalidType }),
  detalhe: z.string().trim().max(privacyDetailMax, { error: requestsText.detailTooLong }).default(''),
};

/** A correction needs what is wrong and what it should say. */
export function checkCorrectionDetail(value: { tipo: PrivacyRequestType; detalhe: string }, ctx: z.RefinementCtx): void {
  if (value.tipo === 'correcao' && value.detalhe.length < correctionMinChars) ctx.addIssue({ code: 'custom', path: ['detalhe'], message: requestsText.correctionTooShort });
}

/** requestPrivacy's payload; the forms and the guests' callables check the same. */
export const privacyRequestInputSchema = z.object(privacyRequestFields).superRefine(checkCorrectionDetail);
export type PrivacyRequestInput = z.infer<typeof privacyRequestInputSchema>;
