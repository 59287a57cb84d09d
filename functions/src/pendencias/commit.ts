/** The writes of one pending-item command, inside the callable's transaction. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { proposalHistory, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import type { PendingItemWrites } from '@solarcred/domain/handlers/pending-items';
import { toFirestore } from '../firestore-data';

export function commitPendingWrites(db: Firestore, tx: Transaction, propostaId: string, itemId: string, writes: PendingItemWrites, mode: 'create' | 'update'): void {
  const itemRef = db.doc(proposalPendingItems(propostaId).docPath(itemId));
  if (mode === 'create') tx.create(itemRef, toFirestore(writes.item));
  else tx.update(itemRef, toFirestore(writes.item));
  if (Object.keys(writes.proposal).length > 0) tx.update(db.doc(proposals.docPath(propostaId)), toFirestore(writes.proposal));
  tx.create(db.collection(proposalHistory(propostaId).path).doc(), toFirestore(writes.history));
}
