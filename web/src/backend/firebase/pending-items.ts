/**
 * Pending items on Firestore: the checklist is one live query on propostas/{id}/pendencias
 * (single-field order, bounded by the domain's 50 items per proposal); the dashboard's list is
 * the integrator's own proposals whose pendencias_desde is set, oldest first (index
 * integrador_id + pendencias_desde in firestore.indexes.json); writes go through the callables.
 */
import { Timestamp, limit, orderBy, query, where } from 'firebase/firestore';
import { extensionOf } from '@solarcred/domain/files';
import { auth as authText } from '@solarcred/domain/messages';
import { pendingItemLimits } from '@solarcred/domain/pending-items';
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { pendingAnswerBase, proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';
import { BackendError } from '../port';
import type { PendingItemsPort } from '../port-pending-items';
import { auth } from './app';
import { call } from './call';
import { liveList } from './live';
import { newDocumentId } from '../document-id';
import { collectionRef } from './refs';

export const firebasePendingItems: PendingItemsPort = {
  list: (proposalId) => liveList(query(collectionRef(proposalPendingItems(proposalId)), orderBy('criada_em'), limit(pendingItemLimits.maxTotal))),
  withOpenItems: (integratorId, max) =>
    liveList(
      query(
        collectionRef(proposals),
        where('integrador_id', '==', integratorId),
        where('pendencias_desde', '>', Timestamp.fromMillis(0)),
        orderBy('pendencias_desde'),
        limit(max),
      ),
    ),
  async add(input) {
    await call('addPendingItem', input);
  },
  newItemId: newDocumentId,
  async uploadAnswer(proposalId, itemId, file, onProgress) {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
    const path = `${proposalAttachmentFolder(uid, proposalId)}/${uploadFileName(pendingAnswerBase(itemId), Date.now(), extensionOf(file.name) || 'bin')}`;
    const { uploadFile } = await import('./storage');
    await uploadFile(path, file, file.type, onProgress);
    return path;
  },
  async answer(propostaId, itemId, answer) {
    await call('answerPendingItem', { propostaId, itemId, ...answer });
  },
  async review(propostaId, itemId, decisao, nota) {
    await call('reviewPendingItem', { propostaId, itemId, decisao, nota });
  },
};
