/**
 * SLA settings and late counts over Firestore. The late queries filter `status == s` and
 * `status_desde < cutoff` (index status + status_desde, with integrador_id first for an
 * integrator's board; firestore.indexes.json); the count is an aggregation, billed one read per
 * 1,000 matches instead of one per card.
 */
import { Timestamp, doc, getCountFromServer, limit, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { slaSettingsDoc } from '@solarcred/domain/data/config';
import { proposals } from '@solarcred/domain/data/proposals';
import { auth as authText } from '@solarcred/domain/messages';
import type { ProposalStatus } from '@solarcred/domain/options';
import { BackendError } from '../port';
import type { SlaPort } from '../port-sla';
import { auth } from './app';
import { db } from './firestore';
import { liveDoc, liveList } from './live';
import { scopeFilters } from './scope';
import { collectionRef, singletonRef } from './refs';

const lateIn = (status: ProposalStatus, cutoff: number) => [where('status', '==', status), where('status_desde', '<', Timestamp.fromMillis(cutoff))];

export const firebaseSla: SlaPort = {
  settings: liveDoc(singletonRef(slaSettingsDoc)),
  async saveSettings(horas) {
    const uid = auth.currentUser?.uid;
    if (!uid) throw new BackendError('unauthenticated', authText.mustBeAuthenticated);
    const kept = Object.fromEntries(Object.entries(horas).filter(([, hours]) => typeof hours === 'number'));
    await setDoc(doc(db, slaSettingsDoc.collection.docPath(slaSettingsDoc.id)), { horas: kept, updated_by: uid, updated_at: serverTimestamp() });
  },
  async lateCount({ status, scope, cutoff }) {
    const snapshot = await getCountFromServer(query(collectionRef(proposals), ...scopeFilters(scope), ...lateIn(status, cutoff)));
    return snapshot.data().count;
  },
  oldestLate: (status, cutoff, max) =>
    liveList(query(collectionRef(proposals), ...lateIn(status, cutoff), orderBy('status_desde', 'asc'), limit(max))),
};
