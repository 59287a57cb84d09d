/**
 * Installation milestones over the memory store: storage.rules' upload check (the proposal
 * approved and in its owner's folder; the approved owner or an admin), then the callables' domain
 * handlers and their writes, with the history entry's e-mail trigger.
 */
import { integrators } from '@solarcred/domain/data/integrators';
import { proposals } from '@solarcred/domain/data/proposals';
import { installationSettingsDoc } from '@solarcred/domain/data/config';
import { isInstallationLate } from '@solarcred/domain/installation/due-dates';
import { installationTargetsSchema } from '@solarcred/domain/installation/installation-schemas';
import { markMilestone, undoMilestone, type MilestoneWrites } from '@solarcred/domain/installation/mark-milestone';
import { milestoneEvidenceBase } from '@solarcred/domain/installation/milestones';
import { proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { companyOf } from '@solarcred/domain/team/company';
import type { InstallationPort } from '../port-installation';
import { actorOf, pause, rulesDenied, runCommand } from './commands';
import { audited, recordMemoryConfigAudit } from './audited';
import { memoryFileFacts, stalledUpload, uploadToMemory } from './files';
import { liveQuery } from './live';
import { addHistory } from './pending-items';
import { inScope, type ProposalScope } from '@solarcred/domain/team/scope';
import { mayQueryScope, readsProposalFolder } from './reader';
import { putSingle, readDoc, type MemoryState, type MemoryStore } from './store';
import { writeProposal } from './triggers';

function commit(state: MemoryState, propostaId: string, writes: MilestoneWrites): void {
  const proposal = readDoc(state, proposals, propostaId);
  if (proposal) writeProposal(state, propostaId, { ...proposal, ...writes.proposal });
  addHistory(state, propostaId, writes.history);
}

/** firestore.rules' list condition: an admin, or an approved member naming its company (a vendedor also itself). */
function lateOf(store: MemoryStore, scope: ProposalScope, today: string) {
  if (!mayQueryScope(store, scope)) throw rulesDenied();
  return store.collection(proposals).filter((p) => inScope(p, scope) && isInstallationLate(p, today));
}


export function memoryInstallation(store: MemoryStore): InstallationPort {
  const isAdmin = () => actorOf(store)?.role === 'admin';
  return {
    async uploadEvidence(proposal, marco, slot, file, onProgress) {
      const stored = store.doc(proposals, proposal.id);
      const actor = actorOf(store);
      const allowed = stored?.status === 'aprovada' && stored.integrador_id === proposal.integrador_id
        && (actor?.role === 'admin' || readsProposalFolder(store, stored.integrador_id, stored));
      if (!allowed) throw rulesDenied();
      if (store.takeFault(`upload:${file.name}`)) throw new Error(`upload of ${file.name} failed`);
      const folder = proposalAttachmentFolder(proposal.integrador_id, proposal.id);
      return uploadToMemory(folder, milestoneEvidenceBase(marco, slot), file, onProgress, store.takeFault(stalledUpload));
    },
    mark: (input) =>
      audited(store, 'markMilestone', input, runCommand(store, 'markMilestone', () => {
        const actor = actorOf(store);
        const callerRecord = actor?.role === 'integrador' ? store.doc(integrators, companyOf(actor)) : null;
        const writes = markMilestone(store.doc(proposals, input.propostaId), input, actor, Date.now(), memoryFileFacts, callerRecord);
        store.update((state) => commit(state, input.propostaId, writes));
      })),
    // The queries Firestore runs (an integrator's names itself, as the rules require).
    late: (scope, today, limit) =>
      liveQuery(store, () => lateOf(store, scope, today).sort((a, b) => String(a.instalacao_meta).localeCompare(String(b.instalacao_meta))).slice(0, limit), (found) => found.length),
    async lateCount(scope, today) {
      await pause();
      const matches = lateOf(store, scope, today).length;
      // A count aggregation bills one read per 1,000 matches (at least one), as Firestore does.
      store.countReads(Math.max(1, Math.ceil(matches / 1000)));
      return matches;
    },
    // firestore.rules, config/instalacao: admins read it and write it in the validated shape.
    settings: (listener, onError) =>
      liveQuery(
        store,
        () => {
          if (!isAdmin()) throw rulesDenied();
          return store.single(installationSettingsDoc);
        },
        () => 1,
      )(listener, onError),
    async saveSettings(days) {
      await pause();
      const actor = actorOf(store);
      if (!actor || actor.role !== 'admin' || !installationTargetsSchema.safeParse(days).success) throw rulesDenied();
      store.update((state) => {
        const saved = { dias_uteis: days, updated_by: actor.uid, updated_at: Date.now() };
        recordMemoryConfigAudit(state, installationSettingsDoc.id, readDoc(state, installationSettingsDoc.collection, installationSettingsDoc.id), saved);
        putSingle(state, installationSettingsDoc, saved);
      });
    },
    undo: (input) =>
      audited(store, 'undoMilestone', input, runCommand(store, 'undoMilestone', () => {
        const writes = undoMilestone(store.doc(proposals, input.propostaId), input, actorOf(store), Date.now());
        store.update((state) => commit(state, input.propostaId, writes));
      })),
  };
}
