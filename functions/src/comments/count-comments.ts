/**
 * Keeps comentarios_count and ultimo_comentario_em on propostas/{id} as comments arrive. Event
 * triggers run at least once, so each applied event is recorded in the counters' ledger
 * (stats_events/{eventId}, same TTL) in the transaction that moves the counters: a replayed
 * event finds its record and changes nothing. Comments are never edited or deleted (rules).
 */
import { logger } from 'firebase-functions';
import type { FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { countComment, type CommentCounters } from '@solarcred/domain/comments';
import { proposalPath } from '@solarcred/domain/data/proposals';
import type { Millis } from '@solarcred/domain/model';
import { adminFirestore } from '../app';
import { timestampsToMillis } from '../firestore-data';
import { applyUnlessSeen, ledgerCollection, ledgerEntry, ledgerId } from '../stats/ledger';

export interface CommentEvent {
  id: string;
  proposalId: string;
  /** The comment's path, kept in the ledger for diagnosis. */
  document: string;
  createdAt: Millis;
}

/** Applies one comment event to its proposal, once; false when already applied or the proposal is gone. */
export function recordCommentEvent(db: Firestore, event: CommentEvent): Promise<boolean> {
  const proposalRef = db.doc(proposalPath(event.proposalId));
  const ledgerRef = db.collection(ledgerCollection).doc(ledgerId(event.id));
  return db.runTransaction(async (tx) => {
    const [ledger, proposal] = await tx.getAll(ledgerRef, proposalRef);
    if (!proposal?.exists) return false;
    const current = timestampsToMillis(proposal.data() ?? {}) as Partial<CommentCounters>;
    const next = applyUnlessSeen(Boolean(ledger?.exists), current, event.createdAt, countComment) as CommentCounters | null;
    if (next === null) return false;
    tx.update(proposalRef, {
      comentarios_count: next.comentarios_count,
      ultimo_comentario_em: next.ultimo_comentario_em === null ? null : Timestamp.fromMillis(next.ultimo_comentario_em),
    });
    tx.create(ledgerRef, ledgerEntry(event.document, Date.now()));
    return true;
  });
}

/** propostas/{proposalId}/comentarios/{commentId} created (declared in index.ts). */
export async function onCommentCreated(event: FirestoreEvent<QueryDocumentSnapshot | undefined>): Promise<void> {
  const data = event.data?.data();
  const proposalId = event.params['proposalId'];
  if (!data || !proposalId) return;
  const createdAt = (timestampsToMillis(data) as { created_at?: Millis }).created_at ?? Date.parse(event.time);
  const applied = await recordCommentEvent(adminFirestore(), {
    id: event.id,
    proposalId,
    document: event.document,
    createdAt,
  });
  if (!applied) logger.info('comment already counted (or proposal missing)', { eventId: event.id, document: event.document });
}
