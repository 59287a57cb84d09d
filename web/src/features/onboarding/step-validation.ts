/** What 'Próximo' checks on steps 1 to 3, with the domain step schemas and their messages. */
import type { z } from 'zod';
import type { FileLike } from '@solarcred/domain/files';
import { integratorDocumentKeys, type IntegratorDocumentKey } from '@solarcred/domain/options';
import {
  companyStepError,
  companyStepSchema,
  documentsStepSchema,
  ownerStepError,
} from '@solarcred/domain/schemas/profile-wizard';
import type { StoredDocuments } from './documents-step';
import type { DocumentFiles } from './use-wizard-files';
import { companyFields, ownerFields, type WizardFormValues } from './wizard-form';

export const companyNames = companyFields.map((field) => `company.${field}` as const);
export const ownerNames = ownerFields.map((field) => `owner.${field}` as const);

function firstMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Step 1: 'Campos obrigatórios não preenchidos: ...' for blanks, else the first invalid field's message. */
export function companyMessage(values: WizardFormValues['company']): string | null {
  return companyStepError(values) ?? firstMessage(companyStepSchema.safeParse(values));
}

/** Step 2: 'Por favor, preencha o campo: ...', 'CPF inválido.', the phone length or the e-mail message. */
export function ownerMessage(values: WizardFormValues['owner']): string | null {
  return ownerStepError(values);
}

export interface DocumentsCheck {
  /** The first document's message in the spec's order; null when the step may be left. */
  message: string | null;
  errors: Partial<Record<IntegratorDocumentKey, string>>;
}

/**
 * Step 3: every document must be chosen (and be a PDF/JPG/PNG up to 5 MB), except those already
 * stored by an earlier submission, which the callable keeps.
 */
export function checkDocuments(chosen: DocumentFiles, stored: StoredDocuments): DocumentsCheck {
  const errors: Partial<Record<IntegratorDocumentKey, string>> = {};
  for (const key of integratorDocumentKeys) {
    const file: FileLike | undefined = chosen[key]?.[0];
    if (!file && stored[key]) continue;
    const message = firstMessage(documentsStepSchema.shape[key].safeParse(file));
    if (message) errors[key] = message;
  }
  const first = integratorDocumentKeys.find((key) => errors[key]);
  return { message: first ? (errors[first] ?? null) : null, errors };
}
