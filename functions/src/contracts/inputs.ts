/**
 * The payloads of the contract callables that signing.ts does not define (issue 47): an id, and
 * for a PDF which of the two. Bounded like every other callable input (idField: trimmed, at most
 * the ids' length); the guest ones carry the link's token, which admitGuest checks first.
 */
import { z } from 'zod';
import { idField } from '@solarcred/domain/schemas/common';

export const generateContractInput = z.object({ propostaId: idField });
export const contractPdfInput = z.object({ contratoId: idField, assinado: z.boolean().default(false) });
/** customerContractPdf: the token is admitGuest's; the rest as contractPdf. */
export const customerContractPdfInput = contractPdfInput;
