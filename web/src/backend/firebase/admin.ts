import { collection, doc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { getDownloadURL, ref } from 'firebase/storage';
import type { Integrator, IntegratorStats, PortfolioProject, Proposal, ProposalStats, StatusHistoryEntry } from '@solarcred/domain/model';
import type { AdminPort, DashboardStats, Live } from '../port';
import { db, storage } from './app';
import { call, liveDoc, liveList } from './live';
import { fromFirestore } from './session';

/** The legacy 'pendente' is listed with 'pendente_aprovacao'. */
const statusesFor = (status: string) => (status === 'pendente_aprovacao' ? ['pendente_aprovacao', 'pendente'] : [status]);

const stats: Live<DashboardStats> = (listener, onError) => {
  const current: DashboardStats = { integradores: null, propostas: null };
  const stopIntegrators = liveDoc<IntegratorStats>(doc(db, 'stats', 'integradores'))((value) => {
    current.integradores = value;
    listener({ ...current });
  }, onError);
  const stopProposals = liveDoc<ProposalStats>(doc(db, 'stats', 'propostas'))((value) => {
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
    liveList<Integrator>(
      query(collection(db, 'integradores'), where('status', 'in', statusesFor(status)), orderBy('created_at', 'desc'), limit(max)),
    ),
  allIntegrators: liveList<Integrator>(query(collection(db, 'integradores'), orderBy('created_at', 'desc'))),
  recentProposals: (max) => liveList<Proposal>(query(collection(db, 'propostas'), orderBy('created_at', 'desc'), limit(max))),
  history: (id) => liveList<StatusHistoryEntry>(query(collection(db, 'integradores', id, 'historico'), orderBy('em', 'desc'))),
  async projects(id) {
    const snapshot = await getDocs(query(collection(db, 'integradores', id, 'projetos'), orderBy('created_at', 'desc')));
    return snapshot.docs.map((project) => fromFirestore<PortfolioProject>(project.id, project.data()));
  },
  fileUrl: (path) => getDownloadURL(ref(storage, path)),
  approveIntegrator: (integratorId) => call('approveIntegrator', { integratorId }),
  rejectIntegrator: (integratorId, motivo) => call('rejectIntegrator', { integratorId, motivo }),
  editIntegrator: (integratorId, values) => call('editIntegrator', { integratorId, ...values }),
};
