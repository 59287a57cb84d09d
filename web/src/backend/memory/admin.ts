import { approveIntegrator, editIntegrator, rejectIntegrator } from '@solarcred/domain/handlers/integrator-review';
import { integratorHistory, integratorProjects, integrators as integratorDocs } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorStats, proposalStats } from '@solarcred/domain/data/stats';
import { storedStatusesOf, storedStatusesOfTab } from '@solarcred/domain/integrator-status';
import type { AdminIntegratorTab } from '@solarcred/domain/options';
import type { AdminPort } from '../port';
import { actorOf, pause, runCommand } from './commands';
import { memoryAudit } from './audit';
import { audited } from './audited';
import { writeIntegrator } from './integrator';
import { liveQuery } from './live';
import type { MemoryStore } from './store';

const newestFirst = <T extends { created_at: number }>(items: T[]): T[] => [...items].sort((a, b) => b.created_at - a.created_at);

/** The administrator's port over the memory store; commands run the callables' domain handlers. */
export function memoryAdmin(store: MemoryStore): AdminPort {
  const integrators = () => store.collection(integratorDocs);
  const record = (id: string) => store.doc(integratorDocs, id);
  const count = <T>(items: T[]) => items.length;
  // The Firebase queries' filters: stored status in the tab's statuses, the term in the stored tokens.
  const matching = (tab: AdminIntegratorTab | null, term: string) => {
    const statuses = tab ? storedStatusesOfTab(tab) : null;
    return integrators().filter((i) => (!statuses || statuses.includes(i.status)) && (!term || (i.search_tokens ?? []).includes(term)));
  };

  const command = (name: 'approveIntegrator' | 'rejectIntegrator' | 'editIntegrator', decide: typeof approveIntegrator, id: string, input: Record<string, unknown>) =>
    audited(store, name, { integratorId: id, ...input }, runCommand(store, name, () => {
      const writes = decide(record(id), { integratorId: id, ...input }, actorOf(store), Date.now());
      store.update((state) => writeIntegrator(state, id, writes.patch, writes.history));
    }));

  return {
    stats: liveQuery(
      store,
      () => ({
        integradores: store.single(integratorStats),
        propostas: store.single(proposalStats),
      }),
      () => 2,
    ),
    integratorsByStatus: (status, limit) => {
      const stored = storedStatusesOf(status);
      return liveQuery(store, () => newestFirst(integrators().filter((i) => stored.includes(i.status))).slice(0, limit), count);
    },
    integratorList: ({ tab, term, limit }) => liveQuery(store, () => newestFirst(matching(tab, term)).slice(0, limit), count),
    async countSearchMatches(term, tab) {
      await pause();
      // An aggregation: billed one read per 1,000 index entries, as Firestore does.
      const matches = matching(tab, term).length;
      store.countReads(Math.max(1, Math.ceil(matches / 1000)));
      return matches;
    },
    recentProposals: (limit) =>
      liveQuery(store, () => newestFirst(store.collection(proposals)).slice(0, limit), count),
    history: (id, limit) =>
      liveQuery(
        store,
        () => store.collection(integratorHistory(id)).sort((a, b) => b.em - a.em).slice(0, limit),
        count,
      ),
    async projects(id, limit) {
      await pause();
      if (store.takeFault('projects')) throw new Error('projects unavailable');
      const found = newestFirst(store.collection(integratorProjects(id))).slice(0, limit);
      store.countReads(found.length);
      return found;
    },
    // Admins open a company's documents through the audited openDocument (issue 51).
    fileBlob: (path) => memoryAudit(store).openDocument(path),
    approveIntegrator: (id) => command('approveIntegrator', approveIntegrator, id, {}),
    rejectIntegrator: (id, motivo) => command('rejectIntegrator', rejectIntegrator, id, { motivo }),
    editIntegrator: (id, values) => command('editIntegrator', editIntegrator, id, { ...values }),
  };
}
