/** stats_events/{eventId}: the counter triggers' ledger of events already applied (see functions/src/stats/ledger.ts). */
import type { Millis } from '../model';
import { collectionOf } from './collection';

export interface StatsEventRecord {
  id: string;
  /** The written document's path. */
  documento: string;
  aplicado_em: Millis;
  /** TTL field. */
  expira_em: Millis;
}

export const statsEvents = collectionOf<StatsEventRecord>('stats_events');
