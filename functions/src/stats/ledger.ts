/**
 * Idempotent counters. Firestore triggers run at least once, so every applied event is recorded
 * in stats_events/{eventId} in the same transaction that moves the counters; a replayed event
 * finds its record and changes nothing. Records carry `expira_em` for a TTL policy.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { statsEvents } from '@solarcred/domain/data/stats-events';
import type { Millis } from '@solarcred/domain/model';

export const ledgerCollection = statsEvents.path;

/** How long a record is kept: longer than any retry of an event function. */
export const ledgerRetentionMs = 7 * 24 * 60 * 60 * 1000;

/** The counters after an event, or null when the event was already applied (leave them alone). */
export function applyUnlessSeen<Stats, Delta>(
  seen: boolean,
  stats: Stats,
  delta: Delta,
  apply: (stats: Stats, delta: Delta) => Stats,
): Stats | null {
  return seen ? null : apply(stats, delta);
}

/** The ledger document id of an event (event ids carry no '/', but a document id must not). */
export function ledgerId(eventId: string): string {
  if (eventId.trim() === '') throw new Error('stats: an event without id cannot be made idempotent');
  return eventId.replaceAll('/', '_');
}

/** stats_events/{eventId}: which write was counted, when, and when the record may be deleted. */
export function ledgerEntry(document: string, now: Millis): DocumentData {
  return {
    documento: document,
    aplicado_em: Timestamp.fromMillis(now),
    expira_em: Timestamp.fromMillis(now + ledgerRetentionMs),
  };
}
