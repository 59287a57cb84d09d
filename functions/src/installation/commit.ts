/** The writes of one milestone command, inside the callable's transaction. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import type { MilestoneWrites } from '@solarcred/domain/installation/mark-milestone';
import { toFirestore } from '../firestore-data';

export function commitMilestoneWrites(db: Firestore, tx: Transaction, propostaId: string, writes: MilestoneWrites): void {
  tx.update(db.doc(proposals.docPath(propostaId)), toFirestore(writes.proposal));
  tx.create(db.collection(proposalHistory(propostaId).path).doc(), toFirestore(writes.history));
}
