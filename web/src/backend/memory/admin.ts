import { approveIntegrator, editIntegrator, rejectIntegrator } from '@solarcred/domain/handlers/integrator-review';
import { integratorHistory, integratorProjects, integrators as integratorDocs } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { integratorStats, proposalStats } from '@solarcred/domain/data/stats';
import { storedStatusesOf } from '@solarcred/domain/integrator-status';
import type { AdminPort } from '../port';
import { actorOf, pause, runCommand } from './commands';
import { memoryFileBlob } from './files';
import { writeIntegrator } from './integrator';
import { liveQuery } from './live';
import type { MemoryStore } from './store';

const newestFirst = <T extends { created_at: number }>(items: T[]): T[] => [...items].sort((a, b) => b.created_at - a.created_at);

/** The administrator's port over the memory store; commands run the callables' domain handlers. */
export function memoryAdmin(store: MemoryStore): AdminPort {
  const integrators = () => store.collection(integratorDocs);
  const record = (id: string) => store.doc(integratorDocs, id);
  const count = <T>(items: T[]) => items.length;

  const command = (name: string, decide: typeof approveIntegrator, id: string, input: Record<string, unknown>) =>
    runCommand(store, name, () => {
      const writes = decide(record(id), { integratorId: id, ...input }, actorOf(store), Date.now());
      store.update((state) => writeIntegrator(state, id, writes.patch, writes.history));
    });

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
    allIntegrators: liveQuery(store, () => newestFirst(integrators()), count),
    recentProposals: (limit) =>
      liveQuery(store, () => newestFirst(store.collection(proposals)).slice(0, limit), count),
    history: (id) =>
      liveQuery(
        store,
        () => store.collection(integratorHistory(id)).sort((a, b) => b.em - a.em),
        count,
      ),
    async projects(id) {
      await pause();
      if (store.takeFault('projects')) throw new Error('projects unavailable');
      return newestFirst(store.collection(integratorProjects(id)));
    },
    async fileBlob(path) {
      await pause(50);
      return memoryFileBlob(path);
    },
    approveIntegrator: (id) => command('approveIntegrator', approveIntegrator, id, {}),
    rejectIntegrator: (id, motivo) => command('rejectIntegrator', rejectIntegrator, id, { motivo }),
    editIntegrator: (id, values) => command('editIntegrator', editIntegrator, id, { ...values }),
  };
}
