import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { statsDocPath } from '@solarcred/domain/data/stats';
import type { Counter, CountedDocument } from './counters';
import { applyUnlessSeen, ledgerCollection, ledgerEntry, ledgerId } from './ledger';

/** A snapshot as the counters read it; null when the document does not exist (create / delete). */
export function countedDocument(snapshot: DocumentSnapshot | undefined): CountedDocument | null {
  if (!snapshot?.exists) return null;
  return { data: snapshot.data() ?? {}, createTime: snapshot.createTime?.toMillis() ?? 0 };
}

export interface StatsEvent<Delta> {
  /** The CloudEvent id: the same for every delivery of one write. */
  id: string;
  /** The written document's path, kept in the ledger for diagnosis. */
  document: string;
  delta: Delta;
}

/**
 * Applies the event's delta to stats/{counter} and records the event in stats_events, in one
 * transaction; returns false (writing nothing) when the event was already recorded.
 */
export function recordStatsEvent<Stats extends object, Delta>(
  db: Firestore,
  counter: Counter<Stats, Delta>,
  event: StatsEvent<Delta>,
): Promise<boolean> {
  // Untyped: the counters read missing fields as zero (counter.read), not through a converter.
  const statsRef = db.doc(statsDocPath(counter.stats));
  const ledgerRef = db.collection(ledgerCollection).doc(ledgerId(event.id));
  return db.runTransaction(async (tx) => {
    const [ledger, stored] = await tx.getAll(ledgerRef, statsRef);
    const next = applyUnlessSeen(Boolean(ledger?.exists), counter.read(stored?.data()), event.delta, counter.apply);
    if (next === null) return false;
    tx.set(statsRef, next);
    tx.create(ledgerRef, ledgerEntry(event.document, Date.now()));
    return true;
  });
}
