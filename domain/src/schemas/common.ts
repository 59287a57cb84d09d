/** Small zod building blocks shared by the form and callable-input schemas. */
import { z } from 'zod';
import { files as limits, inputLimits } from '../constants';
import { documentFileError, type FileLike } from '../files';
import { validation } from '../messages';
import { boundedText, cepField, requiredText, ufField } from '../fields';

/** A browser File, or any object with its name, size and type. */
export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.size === 'number' && typeof v.type === 'string';
}

/** Any FileLike (no checks beyond the shape). */
export const fileLike = z.custom<FileLike>(isFileLike, { error: validation.fileRequired });

/**
 * A required document or attachment: `missingMessage` when absent, then the 5 MB and
 * PDF/JPG/PNG rules.
 */
export function requiredDocumentFile(missingMessage: string = validation.fileRequired) {
  return z.custom<FileLike>(isFileLike, { error: missingMessage }).superRefine((file, ctx) => {
    const message = documentFileError(file);
    if (message !== null) ctx.addIssue({ code: 'custom', message, input: file });
  });
}

/** One of `values`; empty or unknown reads 'Este campo é obrigatório'. */
export function requiredChoice<V extends string>(values: readonly [V, ...V[]]) {
  return z.enum(values, { error: validation.required });
}

/** A document id (Firestore ids have no slash). */
export const idField = z
  .string({ error: validation.required })
  .max(inputLimits.id, { error: validation.tooLong })
  .trim()
  .min(1, { error: validation.required })
  .refine((s) => !s.includes('/'), { error: validation.required });

/** A Cloud Storage object path inside `folder/` (no '..' segments). */
export function storagePath(folder: string) {
  return z
    .string({ error: validation.fileRequired })
    .max(inputLimits.storagePath, { error: validation.tooLong })
    .trim()
    .refine((p) => p.startsWith(`${folder}/`) && p.length > folder.length + 1 && !p.split('/').includes('..'), {
      error: validation.fileRequired,
    });
}

/** An uploaded file as the client reports it to a callable (the server stamps the time). */
export function storedFileInput(folder: string) {
  return z.object({
    path: storagePath(folder),
    nome: boundedText(inputLimits.fileName, validation.fileNameTooLong),
    tamanho: z
      .number({ error: validation.numberInvalid })
      .int({ error: validation.integerInvalid })
      .min(0)
      .max(limits.maxBytes, { error: validation.fileTooLarge }),
    tipo: z.string({ error: validation.required }).max(inputLimits.contentType, { error: validation.tooLong }),
  });
}
export type StoredFileInput = z.output<ReturnType<typeof storedFileInput>>;

/** The company address as the spec names it (wizard, stored profile, admin edit). */
export const addressFields = {
  cep: cepField,
  street: requiredText,
  number: requiredText,
  complement: requiredText,
  neighborhood: requiredText,
  city: requiredText,
  state: ufField,
};
