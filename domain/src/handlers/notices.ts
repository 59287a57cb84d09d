/**
 * The admin's notice commands, run by the createNotice/deleteNotice callables and by the memory
 * adapter alike. Create is idempotent on the client-generated id (a retried call after a lost
 * answer writes nothing twice); delete is idempotent too and always names the image folder to
 * remove, so an image uploaded for a notice that was never created goes with it.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { effectiveStatus } from '../integrator-status';
import { adminIntegrators, validation } from '../messages';
import type { Integrator, Millis, Notice } from '../model';
import { audienceOf, noticeFolder } from '../notices';
import { idField } from '../schemas/common';
import { noticeInput } from '../schemas/misc';
import { requireAdmin, type Actor } from './actor';
import { parseCommand } from './parse';

/** Every notice command names its notice: the id the client generated for it. */
export const noticeIdInput = z.object({ noticeId: idField });

/** What the create command needs to know besides its input: the addressee's record, if specific. */
export type NoticeTarget = Pick<Integrator, 'id' | 'status' | 'nome_empresa'> | null;

/** The id of the integrator a create input addresses (null for everyone), read before the handler runs. */
export function addresseeOf(input: unknown): string | null {
  const parsed = noticeInput.safeParse(input);
  return parsed.success ? parsed.data.integrador_id : null;
}

/**
 * Admin: the notice to store under `noticeId`, or null when it already exists (nothing to write).
 * A specific notice goes only to an approved integrator; its image must lie in its own folder.
 */
export function createNotice(existing: Notice | null, target: NoticeTarget, input: unknown, actor: Actor | null, now: Millis): Notice | null {
  const admin = requireAdmin(actor);
  const { noticeId } = parseCommand(noticeIdInput, input);
  const data = parseCommand(noticeInput, input);
  if (data.imagem_path !== null && !data.imagem_path.startsWith(noticeFolder(noticeId))) {
    throw new DomainError('invalid-argument', validation.fileRequired);
  }
  if (existing) return null;
  let integradorNome: string | null = null;
  if (data.destinatario_tipo === 'especifico') {
    if (!target || target.id !== data.integrador_id) throw new DomainError('not-found', adminIntegrators.notFound);
    if (effectiveStatus(target.status) !== 'aprovado') {
      throw new DomainError('failed-precondition', 'Este integrador não está aprovado.');
    }
    integradorNome = target.nome_empresa;
  }
  return {
    id: noticeId,
    titulo: data.titulo,
    conteudo: data.conteudo,
    imagem_path: data.imagem_path,
    admin_id: admin.uid,
    destinatario_tipo: data.destinatario_tipo,
    integrador_id: data.integrador_id,
    integrador_nome: integradorNome,
    audiencia: audienceOf(data),
    created_at: now,
  };
}

/** Admin: what deleting `noticeId` removes: the notice with its read records, and its image folder. */
export function deleteNotice(input: unknown, actor: Actor | null): { noticeId: string; imageFolder: string } {
  requireAdmin(actor);
  const { noticeId } = parseCommand(noticeIdInput, input);
  return { noticeId, imageFolder: noticeFolder(noticeId) };
}
