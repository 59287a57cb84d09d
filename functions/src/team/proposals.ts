/** Whether an account's own company has sent a proposal: an account that runs a company may not join another (issue 29). */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { proposals } from '@solarcred/domain/data/proposals';

/** Whether the company `uid` has sent any proposal (one index entry read). */
export async function hasProposals(db: Firestore, uid: string, tx?: Transaction): Promise<boolean> {
  const query = db.collection(proposals.path).where('integrador_id', '==', uid).select().limit(1);
  return !(tx ? await tx.get(query) : await query.get()).empty;
}
