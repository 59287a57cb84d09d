import { getCountFromServer, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { integratorHistory, integratorProjects, integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorStats, proposalStats } from '@solarcred/domain/data/stats';
import { storedStatusesOf, storedStatusesOfTab } from '@solarcred/domain/integrator-status';
import type { AdminIntegratorTab } from '@solarcred/domain/options';
import type { AdminPort, DashboardStats, Live } from '../port';
import { call } from './call';
import { liveDoc, liveList } from './live';
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

// Every query here has its index in firestore.indexes.json (status + created_at; search_tokens + status + created_at).
const inTab = (tab: AdminIntegratorTab) => where('status', 'in', storedStatusesOfTab(tab));
const holding = (term: string) => where('search_tokens', 'array-contains', term);

/** Administrator reads go straight to Firestore (rules allow admins); commands go through callables. */
export const firebaseAdmin: AdminPort = {
  stats,
  integratorsByStatus: (status, max) =>
    liveList(
      query(collectionRef(integrators), where('status', 'in', storedStatusesOf(status)), orderBy('created_at', 'desc'), limit(max)),
    ),
  integratorList: ({ tab, term, limit: max }) =>
    liveList(query(collectionRef(integrators), ...(term ? [holding(term)] : []), inTab(tab), orderBy('created_at', 'desc'), limit(max))),
  async countSearchMatches(term, tab) {
    const snapshot = await getCountFromServer(query(collectionRef(integrators), holding(term), ...(tab ? [inTab(tab)] : [])));
    return snapshot.data().count;
  },
  recentProposals: (max) => liveList(query(collectionRef(proposals), orderBy('created_at', 'desc'), limit(max))),
  history: (id, max) => liveList(query(collectionRef(integratorHistory(id)), orderBy('em', 'desc'), limit(max))),
  async projects(id, max) {
    const snapshot = await getDocs(query(collectionRef(integratorProjects(id)), orderBy('created_at', 'desc'), limit(max)));
    return snapshot.docs.map((project) => project.data());
  },
  // Admins open a company's documents through the audited openDocument callable (issue 51).
  fileBlob: async (path) => (await import('./audit')).firebaseAudit.openDocument(path),
  approveIntegrator: (integratorId) => call('approveIntegrator', { integratorId }),
  rejectIntegrator: (integratorId, motivo) => call('rejectIntegrator', { integratorId, motivo }),
  editIntegrator: (integratorId, values) => call('editIntegrator', { integratorId, ...values }),
};
