/**
 * Pending items on Firestore: the checklist is one live query on propostas/{id}/pendencias
 * (single-field order, bounded by the domain's 50 items per proposal); the dashboard's list is
 * the integrator's own proposals whose pendencias_desde is set, oldest first (index
 * integrador_id + pendencias_desde in firestore.indexes.json); writes go through the callables.
 */
import { Timestamp, limit, orderBy, query, where } from 'firebase/firestore';
import { extensionOf } from '@solarcred/domain/files';
import { pendingItemLimits } from '@solarcred/domain/pending-items';
import { proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { pendingAnswerBase, proposalAttachmentFolder, uploadFileName } from '@solarcred/domain/storage-names';
import type { PendingItemsPort } from '../port-pending-items';
import { call } from './call';
import { scopeFilters } from './scope';
import { callerCompany } from './caller';
import { liveList } from './live';
import { newDocumentId } from '../document-id';
import { collectionRef } from './refs';

export const firebasePendingItems: PendingItemsPort = {
  list: (proposalId) => liveList(query(collectionRef(proposalPendingItems(proposalId)), orderBy('criada_em'), limit(pendingItemLimits.maxTotal))),
  withOpenItems: (scope, max) =>
    liveList(
      query(
        collectionRef(proposals),
        ...scopeFilters(scope),
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
    const path = `${proposalAttachmentFolder(await callerCompany(), proposalId)}/${uploadFileName(pendingAnswerBase(itemId), Date.now(), extensionOf(file.name) || 'bin')}`;
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
