/** avisos/{id} and avisos/{id}/leituras/{uid} (one read record per reader, unique by construction). */
import type { Millis, Notice } from '../model';
import { collectionOf } from './collection';

export const notices = collectionOf<Notice>('avisos');

export const noticePath = (id: string) => notices.docPath(id);

/** avisos/{id}/leituras/{uid}: the reader's uid is the document id. */
export interface NoticeRead {
  id: string;
  lido_em: Millis;
}

export const noticeReads = (id: string) => collectionOf<NoticeRead>(`${noticePath(id)}/leituras`);
