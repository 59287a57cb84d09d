/** Small command schemas: comments, notices, and the admin's integrator and proposal actions. */
import { z } from 'zod';
import { inputLimits, storageFolders } from '../constants';
import { cnpjField, commentField, emailField, freeText, phoneField, requiredText } from '../fields';
import { noticeImageError } from '../files';
import { validation } from '../messages';
import { destinatarios, proposalStatuses } from '../options';
import { addressFields, fileLike, idField, storagePath } from './common';

/**
 * A new comment on a proposal: non-blank, at most 500 characters, under the id the client
 * generated for it (so a retried call after a lost answer cannot store it twice).
 */
export const commentInput = z.object({
  propostaId: idField,
  commentId: idField,
  comentario: commentField,
});
export type CommentInput = z.input<typeof commentInput>;

const noticeFields = {
  titulo: requiredText,
  conteudo: freeText,
  destinatario_tipo: z.enum(destinatarios, { error: validation.required }).default('todos'),
  integrador_id: z.string().max(inputLimits.id, { error: validation.tooLong }).nullish(),
};

type NoticeTarget = { destinatario_tipo: 'todos' | 'especifico'; integrador_id?: string | null | undefined };

/** 'Selecione o integrador destinatário' when a specific notice has no integrator. */
function requireTarget(data: NoticeTarget, ctx: z.RefinementCtx): void {
  if (data.destinatario_tipo === 'especifico' && (data.integrador_id ?? '').trim() === '') {
    ctx.addIssue({ code: 'custom', message: validation.noticeIntegratorRequired, path: ['integrador_id'], input: data.integrador_id });
  }
}

/** A notice for all integrators carries no integrator id. */
function normalizeTarget<T extends NoticeTarget>(data: T): Omit<T, 'integrador_id'> & { integrador_id: string | null } {
  return {
    ...data,
    integrador_id: data.destinatario_tipo === 'especifico' ? (data.integrador_id ?? '').trim() : null,
  };
}

/** The 'Novo Aviso' form: the optional image must be an image of at most 5 MB. */
export const noticeForm = z
  .object({
    ...noticeFields,
    imagem: fileLike
      .nullish()
      .superRefine((file, ctx) => {
        const message = noticeImageError(file);
        if (message !== null) ctx.addIssue({ code: 'custom', message, input: file });
      }),
  })
  .superRefine(requireTarget)
  .transform(normalizeTarget);
export type NoticeFormValues = z.input<typeof noticeForm>;

/** What the create-notice call stores (the image already uploaded under avisos/). */
export const noticeInput = z
  .object({
    ...noticeFields,
    imagem_path: storagePath(storageFolders.notices).nullable().default(null),
  })
  .superRefine(requireTarget)
  .transform(normalizeTarget);
export type NoticeInput = z.input<typeof noticeInput>;
export type NoticeData = z.output<typeof noticeInput>;

/** The admin's 'edit integrator' dialog. */
export const adminIntegratorEdit = z.object({
  nome_empresa: requiredText,
  cnpj: cnpjField,
  email: emailField,
  telefone: phoneField,
  ...addressFields,
});
export type AdminIntegratorEditValues = z.input<typeof adminIntegratorEdit>;
export type AdminIntegratorEditData = z.output<typeof adminIntegratorEdit>;

/** The edit callable's input: the dialog's fields plus the integrator's id. */
export const adminIntegratorEditInput = adminIntegratorEdit.extend({ integratorId: idField });

export const approveInput = z.object({ integratorId: idField });

/** Reject asks for a reason, shown to the integrator. */
export const rejectInput = z.object({ integratorId: idField, motivo: freeText });

/** An admin moving a proposal to another column. */
export const proposalStatusInput = z.object({
  propostaId: idField,
  status: z.enum(proposalStatuses, { error: validation.required }),
});
