/** The admin's notice commands and the integrator's 'mark read', with the spec's toasts. */
import { severityOf } from '@solarcred/domain/errors';
import { notices as text } from '@solarcred/domain/messages';
import type { NoticeInput } from '@solarcred/domain/schemas/misc';
import { BackendError, getBackend } from '../../backend';
import type { NoticeReader } from '../../backend/port-notices';
import { notifyError, notifySuccess } from '../../ui/toaster';

/** The server's own pt-BR reason, when it gave one (e.g. 'Este integrador não está aprovado.'). */
const reasonOf = (error: unknown) => (error instanceof BackendError && error.message !== error.code ? error.message : undefined);

function fail(error: unknown, title: string): false {
  notifyError(severityOf(error), { title, description: reasonOf(error) });
  return false;
}

export interface NoticeDraft extends Omit<NoticeInput, 'imagem_path'> {
  imagem: File | null;
}

/**
 * Uploads the image (if any) under avisos/{noticeId}/, then creates the notice with the same id.
 * The dialog keeps `noticeId` across attempts, so a retry after a lost answer creates one notice.
 */
export async function publishNotice(noticeId: string, { imagem, ...fields }: NoticeDraft): Promise<boolean> {
  const backend = await getBackend();
  let imagemPath: string | null = null;
  if (imagem) {
    try {
      imagemPath = await backend.notices.uploadImage(noticeId, imagem);
    } catch (error) {
      return fail(error, text.imageUploadFailure);
    }
  }
  try {
    await backend.notices.create(noticeId, { ...fields, imagem_path: imagemPath });
    notifySuccess(text.sent);
    return true;
  } catch (error) {
    return fail(error, text.sendFailure);
  }
}

export async function deleteNotice(noticeId: string): Promise<boolean> {
  try {
    await (await getBackend()).notices.remove(noticeId);
    notifySuccess(text.deleted);
    return true;
  } catch (error) {
    return fail(error, text.deleteFailure);
  }
}

export async function markNoticesRead(reader: NoticeReader, noticeIds: readonly string[]): Promise<boolean> {
  try {
    await (await getBackend()).notices.markRead(reader, noticeIds);
    notifySuccess(text.markedRead, undefined, { brief: true });
    return true;
  } catch (error) {
    return fail(error, text.markReadFailure);
  }
}
