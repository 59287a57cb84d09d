/**
 * The retention log on Firebase (issue 51): retencao_execucoes, admins read, the sweep writes; the
 * latest runs followed live, newest first (single-field order, `limit`).
 */
import { limit, orderBy, query } from 'firebase/firestore';
import { retentionRuns } from '@solarcred/domain/data/privacy';
import type { RetentionPort } from '../port-retention';
import { liveList } from './live';
import { collectionRef } from './refs';

export const firebaseRetention: RetentionPort = {
  runs: (max) => liveList(query(collectionRef(retentionRuns), orderBy('inicio', 'desc'), limit(max))),
};
