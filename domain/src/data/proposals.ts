/** propostas/{id} and its subcollections comentarios, historico and pendencias. */
import type { Proposal, ProposalComment, StatusHistoryEntry } from '../model';
import type { PendingItem } from '../pending-items';
import { collectionOf } from './collection';

export const proposals = collectionOf<Proposal>('propostas');

export const proposalPath = (id: string) => proposals.docPath(id);

/** The collection-group id of every proposal's comments (the messages bells query across proposals). */
export const commentsGroup = 'comentarios';

/** propostas/{id}/comentarios */
export const proposalComments = (id: string) => collectionOf<ProposalComment>(`${proposalPath(id)}/${commentsGroup}`);

/** propostas/{id}/historico */
export const proposalHistory = (id: string) => collectionOf<StatusHistoryEntry>(`${proposalPath(id)}/historico`);

/** The trigger pattern of every proposal document: propostas/{id}. */
export const proposalDocumentPattern = proposalPath('{id}');

/** propostas/{id}/pendencias (issue 14): the proposal's pending items. */
export const proposalPendingItems = (id: string) => collectionOf<PendingItem>(`${proposalPath(id)}/pendencias`);

/** The trigger pattern of every pending item (the e-mail notifications may listen to its creation). */
export const pendingItemDocumentPattern = proposalPendingItems('{proposalId}').docPath('{itemId}');
