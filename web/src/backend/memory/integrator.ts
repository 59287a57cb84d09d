import { newDocumentId } from '../document-id';
import { storageFolders } from '@solarcred/domain/constants';
import { refreshStatus, submitProfile, type HistoryWrite } from '@solarcred/domain/handlers/integrator-profile';
import { DomainError } from '@solarcred/domain/errors';
import { auth as authText } from '@solarcred/domain/messages';
import { integratorHistory, integratorProjects, integrators } from '@solarcred/domain/data/integrators';
import type { Integrator } from '@solarcred/domain/model';
import type { IntegratorPort } from '../port';
import { actorOf, runCommand } from './commands';
import { memoryFileFacts, stalledUpload, uploadToMemory } from './files';
import { onIntegratorWritten } from './triggers';
import { onIntegratorHistoryCreated } from './mail-triggers';
import { putDoc, readDoc, removeDoc, type MemoryState, type MemoryStore } from './store';


/** Applies an integrator patch and its history entry to a draft state. */
export function writeIntegrator(state: MemoryState, id: string, patch: Partial<Integrator>, history: HistoryWrite | null): void {
  const current = readDoc(state, integrators, id);
  if (!current) return;
  const next = { ...current, ...patch, id };
  putDoc(state, integrators, next);
  onIntegratorWritten(state, current, next);
  if (!history) return;
  const entry = { id: newDocumentId(), ...history };
  putDoc(state, integratorHistory(id), entry);
  onIntegratorHistoryCreated(state, next, entry);
}

/** The integrator's onboarding commands, running the same domain handlers as the callables. */
export function memoryIntegrator(store: MemoryStore): IntegratorPort {
  const own = (): Integrator | null => {
    const uid = store.snapshot.currentUid;
    return uid ? store.doc(integrators, uid) : null;
  };

  return {
    async uploadDocument(name, file, onProgress) {
      const uid = store.snapshot.currentUid;
      if (!uid) throw new DomainError('unauthenticated', authText.mustBeAuthenticated);
      if (store.takeFault(`upload:${file.name}`)) throw new Error(`upload of ${file.name} failed`);
      return uploadToMemory(`${storageFolders.integratorDocuments}/${uid}`, name, file, onProgress, store.takeFault(stalledUpload));
    },

    submitProfile: (input) =>
      runCommand(store, 'submitProfile', () => {
        const writes = submitProfile(own(), input, actorOf(store), Date.now(), memoryFileFacts);
        store.update((state) => {
          const uid = state.currentUid ?? '';
          writeIntegrator(state, uid, writes.patch, writes.history);
          for (const project of writes.projects) putDoc(state, integratorProjects(uid), project);
          for (const id of writes.removedProjectIds) removeDoc(state, integratorProjects(uid), id);
        });
        return { status: String(writes.patch.status) };
      }),

    refreshStatus: () =>
      runCommand(store, 'refreshStatus', () => {
        const outcome = refreshStatus(own(), actorOf(store), Date.now());
        if (outcome.history) {
          store.update((state) => writeIntegrator(state, state.currentUid ?? '', outcome.patch, outcome.history));
        }
        return { status: outcome.status, message: outcome.message };
      }),
  };
}
