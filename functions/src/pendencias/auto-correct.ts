/**
 * When an answer leaves a proposal with no open item while it waits in 'Pendente Correção', it
 * moves to 'Corrigida' ("todas as pendências respondidas"). Event triggers run at least once, so
 * the event is recorded in the counters' ledger (stats_events/{eventId}) in the transaction that
 * moves the proposal: a replayed event finds its record and changes nothing, even after an admin
 * moved the proposal back by hand.
 */
import { logger } from 'firebase-functions';
import type { Change } from 'firebase-functions';
import type { FirestoreEvent, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { proposalHistory, proposalPath } from '@solarcred/domain/data/proposals';
import { autoCorrect, isAnswerEvent } from '@solarcred/domain/handlers/pending-items';
import type { Proposal } from '@solarcred/domain/model';
import type { PendingItem } from '@solarcred/domain/pending-items';
import { adminFirestore } from '../app';
import { timestampsToMillis, toFirestore } from '../firestore-data';
import { ledgerCollection, ledgerEntry, ledgerId } from '../stats/ledger';

export interface AnswerEvent {
  id: string;
  proposalId: string;
  /** The item's path, kept in the ledger for diagnosis. */
  document: string;
}

/** Applies one answer event, once: true when it moved the proposal. */
export function recordAnswerEvent(db: Firestore, event: AnswerEvent, now: number = Date.now()): Promise<boolean> {
  const proposalRef = db.doc(proposalPath(event.proposalId));
  const ledgerRef = db.collection(ledgerCollection).doc(ledgerId(event.id));
  return db.runTransaction(async (tx) => {
    const [ledger, snapshot] = await tx.getAll(ledgerRef, proposalRef);
    if (ledger?.exists || !snapshot?.exists) return false;
    const proposal = { ...(timestampsToMillis(snapshot.data() ?? {}) as Proposal), id: event.proposalId };
    const move = autoCorrect(proposal, now);
    tx.create(ledgerRef, ledgerEntry(event.document, now));
    if (!move) return false;
    tx.update(proposalRef, toFirestore(move.patch));
    tx.create(db.collection(proposalHistory(event.proposalId).path).doc(), toFirestore(move.history));
    return true;
  });
}

/** propostas/{proposalId}/pendencias/{itemId} updated (declared in index.ts). */
export async function onPendingItemAnswered(event: FirestoreEvent<Change<QueryDocumentSnapshot> | undefined>): Promise<void> {
  const before = (event.data?.before.data() ?? null) as PendingItem | null;
  const after = (event.data?.after.data() ?? null) as PendingItem | null;
  const proposalId = event.params['proposalId'];
  if (!proposalId || !isAnswerEvent(before, after)) return;
  const moved = await recordAnswerEvent(adminFirestore(), { id: event.id, proposalId, document: event.document });
  if (moved) logger.info('proposal corrected: every pending item answered', { proposalId, eventId: event.id });
}
