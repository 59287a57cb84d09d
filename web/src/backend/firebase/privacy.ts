/**
 * The rights requests on Firebase (issue 51): requestPrivacy, resolvePrivacyRequest and
 * privacyExportLink are callables; the person's requests (titular.uid == its uid, newest first)
 * and the admin's queue (open ones by deadline, closed ones newest first) are followed live, each
 * query with its index (firestore.indexes.json).
 */
import { limit, orderBy, query, where } from 'firebase/firestore';
import { auth as authText } from '@solarcred/domain/messages';
import { privacyRequests } from '@solarcred/domain/data/privacy';
import type { PrivacyPort } from '../port-privacy';
import { BackendError } from '../port';
import { auth } from './app';
import { call } from './call';
import { liveList } from './live';
import { collectionRef } from './refs';

const openStates = ['aberta', 'em_andamento'];
const closedStates = ['concluida', 'recusada'];

export const firebasePrivacy: PrivacyPort = {
  request: async (input) => (await call<{ id: string }>('requestPrivacy', input)).id,
  mine: (max) => {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
    return liveList(query(collectionRef(privacyRequests), where('titular.uid', '==', uid), orderBy('criada_em', 'desc'), limit(max)));
  },
  exportLink: (id) => call<{ url: string; expira_em: number }>('privacyExportLink', { id }),
  queue: (filter, max) =>
    liveList(
      filter.situacao === 'abertas'
        ? query(collectionRef(privacyRequests), where('situacao', 'in', openStates), orderBy('prazo_em'), limit(max))
        : query(collectionRef(privacyRequests), where('situacao', 'in', closedStates), orderBy('concluida_em', 'desc'), limit(max)),
    ),
  resolve: async (input) => {
    await call('resolvePrivacyRequest', input);
  },
};
