/**
 * The boards over Firestore: one query per column (its index is in firestore.indexes.json:
 * status + created_at, with integrador_id for an integrator (and criado_por for a seller), search_tokens for a search and
 * comentarios_count for the messages filter), the counters documents, and the moveProposal callable.
 */
import { limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { proposals } from '@solarcred/domain/data/proposals';
import type { BoardColumnQuery, BoardPort } from '../port-board';
import { call } from './call';
import { scopeFilters } from './scope';
import { countersOf } from '@solarcred/domain/team/scope';
import { liveDoc, liveList } from './live';
import { collectionRef, singletonRef } from './refs';

function columnConstraints({ status, scope, term, withComments, limit: max }: BoardColumnQuery): QueryConstraint[] {
  return [
    where('status', '==', status),
    ...scopeFilters(scope),
    ...(term ? [where('search_tokens', 'array-contains', term)] : []),
    ...(withComments ? [where('comentarios_count', '>', 0)] : []),
    orderBy('created_at', 'desc'),
    limit(max),
  ];
}

export const firebaseBoard: BoardPort = {
  column: (columnQuery) => liveList(query(collectionRef(proposals), ...columnConstraints(columnQuery))),
  counters: (scope) => liveDoc(singletonRef(countersOf(scope))),
  async moveProposal(propostaId, status, motivo) {
    await call('moveProposal', { propostaId, status, motivo });
  },
};
