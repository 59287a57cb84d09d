/**
 * Notices (avisos): the admin's list and commands, and the integrator's bell. Commands go through
 * the createNotice/deleteNotice callables; the bell reads the notices addressed to the integrator
 * or to everyone (two `audiencia` array-contains queries the rules can prove) and writes its own
 * read records (avisos/{id}/leituras/{uid}).
 */
import type { Notice } from '@solarcred/domain/model';
import type { BellNotice } from '@solarcred/domain/notices';
import type { NoticeInput } from '@solarcred/domain/schemas/misc';
import type { Live } from './port';

/** An approved integrator as the 'Novo Aviso' picker lists it. */
export interface NoticeRecipient {
  id: string;
  nome_empresa: string;
}

/**
 * Who reads the bell (issue 29): notices are addressed to its company (or to everyone); each
 * member keeps its own read records (leituras/{uid}).
 */
export interface NoticeReader {
  uid: string;
  companyId: string;
}

export interface NoticesPort {
  /** Admin: the newest notices, at most `limit`. */
  adminList(limit: number): Live<Notice[]>;
  /**
   * Admin: approved integrators ordered by company name, at most `limit`; with a term (from
   * `searchTermOf`), only those holding it in their search tokens. A bounded server-side query.
   */
  recipients(term: string, limit: number): Promise<NoticeRecipient[]>;
  /** A fresh notice id, generated on the client so the image can go up before the notice exists. */
  newNoticeId(): string;
  /** Admin: uploads the image under avisos/{noticeId}/ and returns its storage path. */
  uploadImage(noticeId: string, file: File): Promise<string>;
  /** Admin: the createNotice callable (idempotent on `noticeId`). */
  create(noticeId: string, input: NoticeInput): Promise<void>;
  /** Admin: the deleteNotice callable (the notice, its read records and its image folder). */
  remove(noticeId: string): Promise<void>;
  /** A notice image's bytes, through the Storage rules (admins and the notice's audience). */
  imageBlob(path: string): Promise<Blob>;
  /**
   * The signed-in integrator's bell: notices created since `since` for everyone or for its company,
   * newest first, at most `limit`, each with whether it has a read record. Live.
   */
  bell(reader: NoticeReader, since: number, limit: number): Live<BellNotice[]>;
  /** Writes the reader's own read record of each notice (one per pair; writing again is harmless). */
  markRead(reader: NoticeReader, noticeIds: readonly string[]): Promise<void>;
}
