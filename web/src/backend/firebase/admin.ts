import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { getBlob, ref } from 'firebase/storage';
import { integratorHistory, integratorProjects, integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorStats, proposalStats } from '@solarcred/domain/data/stats';
import { storedStatusesOf } from '@solarcred/domain/integrator-status';
import type { AdminPort, DashboardStats, Live } from '../port';
import { storage } from './app';
import { call, liveDoc, liveList } from './live';
import { collectionRef, singletonRef } from './refs';

const stats: Live<DashboardStats> = (listener, onError) => {
  const current: DashboardStats = { integradores: null, propostas: null };
  const stopIntegrators = liveDoc(singletonRef(integratorStats))((value) => {
    current.integradores = value;
    listener({ ...current });
  }, onError);
  const stopProposals = liveDoc(singletonRef(proposalStats))((value) => {
    current.propostas = value;
    listener({ ...current });
  }, onError);
  return () => {
    stopIntegrators();
    stopProposals();
  };
};

/** Administrator reads go straight to Firestore (rules allow admins); commands go through callables. */
export const firebaseAdmin: AdminPort = {
  stats,
  integratorsByStatus: (status, max) =>
    liveList(
      query(collectionRef(integrators), where('status', 'in', storedStatusesOf(status)), orderBy('created_at', 'desc'), limit(max)),
    ),
  allIntegrators: liveList(query(collectionRef(integrators), orderBy('created_at', 'desc'))),
  recentProposals: (max) => liveList(query(collectionRef(proposals), orderBy('created_at', 'desc'), limit(max))),
  history: (id) => liveList(query(collectionRef(integratorHistory(id)), orderBy('em', 'desc'))),
  async projects(id) {
    const snapshot = await getDocs(query(collectionRef(integratorProjects(id)), orderBy('created_at', 'desc')));
    return snapshot.docs.map((project) => project.data());
  },
  fileBlob: (path) => getBlob(ref(storage, path)),
  approveIntegrator: (integratorId) => call('approveIntegrator', { integratorId }),
  rejectIntegrator: (integratorId, motivo) => call('rejectIntegrator', { integratorId, motivo }),
  editIntegrator: (integratorId, values) => call('editIntegrator', { integratorId, ...values }),
};
