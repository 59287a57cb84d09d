/**
 * The proposal details port over the memory store. Reads are checked as firestore.rules and
 * storage.rules check them (admins; the approved integrator who owns the proposal), so the demo
 * and the browser tests meet the same refusals as production (./reader.ts); the edit runs the callable's
 * domain handler.
 */
import { newDocumentId } from '../document-id';
import { editProposal } from '@solarcred/domain/handlers/proposal-edit';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { storageFolders } from '@solarcred/domain/constants';
import type { Proposal } from '@solarcred/domain/model';
import { BackendError } from '../port';
import type { ProposalDetailsPort } from '../port-proposal-details';
import { actorOf, pause, rulesDenied, runCommand } from './commands';
import { memoryAudit } from './audit';
import { audited } from './audited';
import { memoryDownload, stalledDownload } from './files';
import { liveQuery } from './live';
import { putDoc, type MemoryStore } from './store';
import { writeProposal } from './triggers';
import { isAdminReader, readsProposalFolder, seesProposalNow } from './reader';


/** firestore.rules on propostas/{id} (and its historico): admins, or an approved member who sees it (issue 29). */
export function readableProposal(store: MemoryStore, id: string): Proposal | null {
  const proposal = store.doc(proposals, id);
  if (isAdminReader(store)) return proposal;
  // A rule reading resource.data of a missing document fails: integrators are refused either way.
  if (!proposal || !seesProposalNow(store, proposal)) throw rulesDenied();
  return proposal;
}

export function memoryProposalDetails(store: MemoryStore): ProposalDetailsPort {
  return {
    proposal: (id) => liveQuery(store, () => readableProposal(store, id), (found) => (found ? 1 : 0)),
    history: (id, limit) =>
      liveQuery(
        store,
        () => {
          readableProposal(store, id);
          return store.collection(proposalHistory(id)).sort((a, b) => b.em - a.em).slice(0, limit);
        },
        (entries) => entries.length,
      ),
    editProposal: (id, values) =>
      audited(store, 'editProposal', { propostaId: id, ...values }, runCommand(store, 'editProposal', () => {
        const current = store.doc(proposals, id);
        const { patch, history } = editProposal(current, { propostaId: id, ...values }, actorOf(store), Date.now());
        if (!current || !history) return;
        store.update((state) => {
          writeProposal(state, id, { ...current, ...patch });
          putDoc(state, proposalHistory(id), { id: newDocumentId(), ...history });
        });
      })),
    async attachmentBlob(path) {
      // An admin opens a customer's documents through the audited openDocument (issue 51).
      if (isAdminReader(store)) return memoryAudit(store).openDocument(path);
      await pause(50);
      if (store.takeFault('attachmentBlob')) throw new BackendError('unavailable', 'Serviço indisponível.');
      // storage.rules on propostas-anexos/{company}/{proposalId}/…
      const [folder, owner, proposalId] = path.split('/');
      if (folder !== storageFolders.proposalAttachments) throw rulesDenied();
      const proposal = proposalId ? store.doc(proposals, proposalId) : null;
      if (!isAdminReader(store) && (!owner || !readsProposalFolder(store, owner, proposal))) throw rulesDenied();
      return memoryDownload(path, store.takeFault(stalledDownload));
    },
  };
}
