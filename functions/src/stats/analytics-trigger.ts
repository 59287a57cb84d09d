/**
 * propostas/{id} written → the analytics documents (issue 50), once per event: see analytics.ts.
 * Declared in index.ts beside onProposalWritten (its own function, so the dashboard counters and
 * the analytics neither wait for nor fail with each other); retries are on, so a transaction that
 * fails under contention is tried again rather than lost.
 */
import type { Change } from 'firebase-functions';
import { logger } from 'firebase-functions';
import type { DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { adminFirestore } from '../app';
import { proposalAnalyticsWrites, recordAnalyticsEvent } from './analytics';
import { countedDocument } from './record-event';

export async function onProposalAnalytics(event: FirestoreEvent<Change<DocumentSnapshot> | undefined>): Promise<void> {
  if (!event.data) return;
  const writes = proposalAnalyticsWrites(countedDocument(event.data.before), countedDocument(event.data.after));
  if (writes.length === 0) return;
  const applied = await recordAnalyticsEvent(adminFirestore(), { id: event.id, document: event.document, writes });
  if (!applied) logger.info('analytics: event already counted', { eventId: event.id, document: event.document });
}
