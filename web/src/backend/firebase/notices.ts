import { Timestamp, doc, limit, onSnapshot, orderBy, query, serverTimestamp, where, writeBatch, getDocs } from 'firebase/firestore';
import { integrators } from '@solarcred/domain/data/integrators';
import { noticeReads, notices } from '@solarcred/domain/data/notices';
import type { Notice } from '@solarcred/domain/model';
import { audiencesOf, newestNotices, noticeImagePath, type BellNotice } from '@solarcred/domain/notices';
import type { Live } from '../port';
import type { NoticesPort, NoticeReader } from '../port-notices';
import { call } from './call';
import { db } from './firestore';
import { newDocumentId } from '../document-id';
import { liveList } from './live';
import { collectionRef } from './refs';

// Indexes (firestore.indexes.json): audiencia (array-contains) + created_at desc;
// status + nome_empresa; search_tokens (array-contains) + status + nome_empresa.

/** Notices for one audience value ('todos' or the uid) since `since`: a query the rules prove. */
const forAudience = (audience: string, since: number, max: number) =>
  liveList(
    query(
      collectionRef(notices),
      where('audiencia', 'array-contains', audience),
      where('created_at', '>=', Timestamp.fromMillis(since)),
      orderBy('created_at', 'desc'),
      limit(max),
    ),
  );

/**
 * The two audience queries merged (newest first, at most `max`), each notice joined with the
 * integrator's own read record, listened to one document at a time (at most `max` listeners).
 */
function bell({ uid, companyId }: NoticeReader, since: number, max: number): Live<BellNotice[]> {
  return (listener, onError) => {
    const lists: Notice[][] = [[], []];
    const ready = [false, false];
    const read = new Map<string, boolean | undefined>();
    const readListeners = new Map<string, () => void>();
    let shown: Notice[] = [];
    const emit = () => {
      if (!ready.every(Boolean) || shown.some((n) => read.get(n.id) === undefined)) return;
      listener(shown.map((notice) => ({ ...notice, lido: read.get(notice.id) === true })));
    };
    const follow = () => {
      shown = newestNotices(lists, max);
      const ids = new Set(shown.map((n) => n.id));
      for (const [id, stop] of readListeners) {
        if (ids.has(id)) continue;
        stop();
        readListeners.delete(id);
        read.delete(id);
      }
      for (const id of ids) {
        if (readListeners.has(id)) continue;
        readListeners.set(
          id,
          onSnapshot(doc(db, noticeReads(id).docPath(uid)), (snapshot) => {
            read.set(id, snapshot.exists());
            emit();
          }, onError),
        );
      }
      emit();
    };
    const stops = audiencesOf(companyId).map((audience, index) =>
      forAudience(audience, since, max)((items) => {
        lists[index] = items;
        ready[index] = true;
        follow();
      }, onError),
    );
    return () => {
      for (const stop of stops) stop();
      for (const stop of readListeners.values()) stop();
    };
  };
}

/** The admin reads notices and approved integrators directly (rules allow admins); commands are callables. */
export const firebaseNotices: NoticesPort = {
  adminList: (max) => liveList(query(collectionRef(notices), orderBy('created_at', 'desc'), limit(max))),
  async recipients(term, max) {
    const snapshot = await getDocs(
      query(
        collectionRef(integrators),
        ...(term ? [where('search_tokens', 'array-contains', term)] : []),
        where('status', '==', 'aprovado'),
        orderBy('nome_empresa'),
        limit(max),
      ),
    );
    return snapshot.docs.map((item) => ({ id: item.id, nome_empresa: item.data().nome_empresa }));
  },
  newNoticeId: newDocumentId,
  async uploadImage(noticeId, file) {
    const path = noticeImagePath(noticeId, file.type, Date.now());
    await (await import('./storage')).uploadBlob(path, file, file.type);
    return path;
  },
  create: async (noticeId, input) => {
    await call('createNotice', { noticeId, ...input });
  },
  remove: async (noticeId) => {
    await call('deleteNotice', { noticeId });
  },
  imageBlob: async (path) => (await import('./storage')).fileBlob(path),
  bell,
  async markRead({ uid }, ids) {
    const batch = writeBatch(db);
    for (const id of ids) batch.set(doc(db, noticeReads(id).docPath(uid)), { lido_em: serverTimestamp() });
    await batch.commit();
  },
};
