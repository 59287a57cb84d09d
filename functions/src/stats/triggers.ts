/**
 * Counter triggers: every write to integradores/{id} and propostas/{id} moves stats/integradores,
 * stats/propostas, the owner's stats_integradores/{id} and its seller's
 * stats_integradores/{id}/vendedores/{uid} by the domain's deltas, once per event (see ledger.ts). Retries are on, so a
 * transaction that fails under contention is tried again rather than lost.
 */
import type { Change } from 'firebase-functions';
import { logger } from 'firebase-functions';
import type { DocumentSnapshot, FirestoreEvent } from 'firebase-functions/v2/firestore';
import { statsDocPath } from '@solarcred/domain/data/stats';
import { adminFirestore } from '../app';
import { counterWrites, integratorCounter, proposalCounter, type Counter } from './counters';
import { countedDocument, recordStatsEvent } from './record-event';

type WriteEvent = FirestoreEvent<Change<DocumentSnapshot> | undefined>;

async function count<Stats extends object, Delta>(event: WriteEvent, counter: Counter<Stats, Delta>): Promise<void> {
  if (!event.data) return;
  const writes = counterWrites(counter, countedDocument(event.data.before), countedDocument(event.data.after));
  if (writes.length === 0) return;
  const applied = await recordStatsEvent(adminFirestore(), counter, { id: event.id, document: event.document, writes });
  if (!applied) logger.info(`${statsDocPath(counter.stats)}: event already counted`, { eventId: event.id, document: event.document });
}

/** integradores/{id} written (declared in index.ts). */
export const onIntegratorWritten = (event: WriteEvent) => count(event, integratorCounter);

/** propostas/{id} written (declared in index.ts). */
export const onProposalWritten = (event: WriteEvent) => count(event, proposalCounter);
