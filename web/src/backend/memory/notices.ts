/**
 * Notices on the memory store: the same domain handlers as the createNotice/deleteNotice
 * callables, and reads refused where firestore.rules refuse them (admins list everything; an
 * approved integrator reads the notices addressed to it or to everyone, and its own read records).
 */
import { newDocumentId } from '../document-id';
import { integrators } from '@solarcred/domain/data/integrators';
import { noticeReads, notices } from '@solarcred/domain/data/notices';
import { DomainError } from '@solarcred/domain/errors';
import { addresseeOf, createNotice, deleteNotice } from '@solarcred/domain/handlers/notices';
import { auth as authText } from '@solarcred/domain/messages';
import { audiencesOf, newestNotices, noticeImagePath } from '@solarcred/domain/notices';
import type { NoticesPort, NoticeReader } from '../port-notices';
import { actorOf, pause, runCommand } from './commands';
import { audited } from './audited';
import { liveQuery } from './live';
import { approvedReader } from './reader';
import { companyOf } from '@solarcred/domain/team/company';
import { noticeImages } from './notice-images';
import { putDoc, removeDoc, type MemoryStore } from './store';

const byName = (a: { nome_empresa: string }, b: { nome_empresa: string }) => a.nome_empresa.localeCompare(b.nome_empresa, 'pt-BR');

export function memoryNotices(store: MemoryStore): NoticesPort {
  const denied = () => new DomainError('permission-denied', authText.adminsOnly);
  const requireAdmin = () => {
    if (actorOf(store)?.role !== 'admin') throw denied();
  };
  /** The rules' isApprovedIntegrator() for the reader, signed in in this tab, and its company's audience. */
  const requireApprovedSelf = ({ uid, companyId }: NoticeReader) => {
    const reader = approvedReader(store);
    if (reader?.uid !== uid || companyOf(reader) !== companyId) throw denied();
  };

  return {
    adminList: (limit) =>
      liveQuery(
        store,
        () => {
          requireAdmin();
          return store.collection(notices).sort((a, b) => b.created_at - a.created_at).slice(0, limit);
        },
        (items) => items.length,
      ),
    async recipients(term, limit) {
      await pause();
      requireAdmin();
      const found = store
        .collection(integrators)
        .filter((i) => i.status === 'aprovado' && (!term || (i.search_tokens ?? []).includes(term)))
        .sort(byName)
        .slice(0, limit);
      store.countReads(found.length);
      return found.map((i) => ({ id: i.id, nome_empresa: i.nome_empresa }));
    },
    newNoticeId: newDocumentId,
    async uploadImage(noticeId, file) {
      requireAdmin();
      await pause();
      if (store.takeFault('uploadNoticeImage')) throw new Error('upload failed');
      const path = noticeImagePath(noticeId, file.type, Date.now());
      noticeImages.put(path, file);
      return path;
    },
    create: (noticeId, input) =>
      audited(store, 'createNotice', { noticeId, ...input }, runCommand(store, 'createNotice', () => {
        const command = { noticeId, ...input };
        const addressee = addresseeOf(command);
        const target = addressee ? store.doc(integrators, addressee) : null;
        const notice = createNotice(store.doc(notices, noticeId), target, command, actorOf(store), Date.now());
        if (notice) store.update((state) => putDoc(state, notices, notice));
      })),
    remove: (noticeId) =>
      audited(store, 'deleteNotice', { noticeId }, runCommand(store, 'deleteNotice', () => {
        const { imageFolder } = deleteNotice({ noticeId }, actorOf(store));
        store.update((state) => {
          removeDoc(state, notices, noticeId);
          delete state.docs[noticeReads(noticeId).path];
        });
        noticeImages.removeFolder(imageFolder);
      })),
    async imageBlob(path) {
      await pause(50);
      return noticeImages.get(path);
    },
    bell: (reader, since, limit) =>
      liveQuery(
        store,
        () => {
          requireApprovedSelf(reader);
          const uid = reader.uid;
          const lists = audiencesOf(reader.companyId).map((audience) =>
            store.collection(notices).filter((n) => n.audiencia.includes(audience) && n.created_at >= since),
          );
          return newestNotices(lists, limit).map((notice) => ({ ...notice, lido: store.doc(noticeReads(notice.id), uid) !== null }));
        },
        (items) => items.length * 2,
      ),
    markRead: (reader, ids) =>
      runCommand(store, 'markNoticesRead', () => {
        requireApprovedSelf(reader);
        const now = Date.now();
        for (const id of ids) {
          const audience = store.doc(notices, id)?.audiencia ?? [];
          if (!audiencesOf(reader.companyId).some((value) => audience.includes(value))) throw denied();
        }
        store.update((state) => {
          for (const id of ids) putDoc(state, noticeReads(id), { id: reader.uid, lido_em: now });
        });
      }),
  };
}
