import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { statsDocPath } from '@solarcred/domain/data/stats';
import type { Counter, CountedDocument, CounterWrite } from './counters';
import { applyUnlessSeen, ledgerCollection, ledgerEntry, ledgerId } from './ledger';

/** A snapshot as the counters read it; null when the document does not exist (create / delete). */
export function countedDocument(snapshot: DocumentSnapshot | undefined): CountedDocument | null {
  if (!snapshot?.exists) return null;
  return { data: snapshot.data() ?? {}, createTime: snapshot.createTime?.toMillis() ?? 0 };
}

export interface StatsEvent<Stats, Delta> {
  /** The CloudEvent id: the same for every delivery of one write. */
  id: string;
  /** The written document's path, kept in the ledger for diagnosis. */
  document: string;
  /** The counter documents the write moves (stats/{id}, the integrator's and the seller's). */
  writes: CounterWrite<Stats, Delta>[];
}

/**
 * Applies the event's deltas to their counter documents and records the event in stats_events,
 * in one transaction; returns false (writing nothing) when the event was already recorded. All
 * the documents of one event move together or not at all, so one ledger record covers them.
 */
export function recordStatsEvent<Stats extends object, Delta>(
  db: Firestore,
  counter: Counter<Stats, Delta>,
  event: StatsEvent<Stats, Delta>,
): Promise<boolean> {
  // Untyped: the counters read missing fields as zero (counter.read), not through a converter.
  const statsRefs = event.writes.map((write) => db.doc(statsDocPath(write.stats)));
  const ledgerRef = db.collection(ledgerCollection).doc(ledgerId(event.id));
  return db.runTransaction(async (tx) => {
    const [ledger, ...stored] = await tx.getAll(ledgerRef, ...statsRefs);
    const seen = Boolean(ledger?.exists);
    const next = event.writes.map((write, index) => applyUnlessSeen(seen, counter.read(stored[index]?.data()), write.delta, counter.apply));
    if (seen) return false;
    next.forEach((value, index) => {
      const ref = statsRefs[index];
      if (value !== null && ref) tx.set(ref, value);
    });
    tx.create(ledgerRef, ledgerEntry(event.document, Date.now()));
    return true;
  });
}
