/** The proposal submission on the memory store, running the callable's domain handler. */
import { cashbackRates } from '@solarcred/domain/data/cashback';
import { creditLines } from '@solarcred/domain/data/credit-lines';
import { customerDrafts, customerLinks } from '@solarcred/domain/data/customer-links';
import { energySettingsDoc } from '@solarcred/domain/data/energy';
import { integrators } from '@solarcred/domain/data/integrators';
import { defaultEnergySettings } from '@solarcred/domain/energy/settings';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { DomainError } from '@solarcred/domain/errors';
import { createProposal } from '@solarcred/domain/handlers/proposal-create';
import { auth as authText } from '@solarcred/domain/messages';
import { proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { companyOf } from '@solarcred/domain/team/company';
import type { ProposalSubmitPort } from '../port-proposals';
import { actorOf, rulesDenied, runCommand } from './commands';
import { sendingCompany } from './reader';
import { stalledUpload, uploadToMemory } from './files';
import { sharedFileFacts } from './customer-links';
import { newDocumentId } from '../document-id';
import { putDoc, readCollection, readDoc, type MemoryStore } from './store';
import { writeProposal } from './triggers';

export function memoryProposalSubmit(store: MemoryStore): ProposalSubmitPort {
  return {
    newProposalId: newDocumentId,

    async uploadAttachment(proposalId, key, file, onProgress) {
      if (!store.snapshot.currentUid) throw new DomainError('unauthenticated', authText.mustBeAuthenticated);
      // Into the company's folder (issue 29), as storage.rules' sendsInto allows it.
      const company = sendingCompany(store, proposalId);
      if (!company) throw rulesDenied();
      if (store.takeFault(`upload:${file.name}`)) throw new Error(`upload of ${file.name} failed`);
      const uploaded = await uploadToMemory(proposalAttachmentFolder(company, proposalId), key, file, onProgress, store.takeFault(stalledUpload));
      return uploaded.path;
    },

    // Synchronous once started, like the callable's transaction: a second call sees the first's proposal.
    createProposal: (input) =>
      runCommand(store, 'createProposal', () => {
        const state = store.snapshot;
        const actor = actorOf(store);
        const writes = createProposal({
          integrator: actor ? readDoc(state, integrators, companyOf(actor)) : null,
          existing: (id) => readDoc(state, proposals, id),
          reservedBy: (id) => readCollection(state, customerLinks).find((link) => link.proposta_id === id)?.integrador_id ?? null,
          input,
          actor,
          now: Date.now(),
          facts: sharedFileFacts(store),
          creditLines: readCollection(state, creditLines),
          cashbackRates: readCollection(state, cashbackRates),
          // publico/energia (issue 49), the defaults until an admin saves it: what the stored analysis uses.
          energySettings: readDoc(state, energySettingsDoc.collection, energySettingsDoc.id) ?? defaultEnergySettings(),
        });
        if (writes.kind === 'create') {
          const { proposal, history } = writes;
          const customerDraft = readDoc(state, customerDrafts, proposal.id);
          store.update((draft) => {
            writeProposal(draft, proposal.id, proposal);
            putDoc(draft, proposalHistory(proposal.id), { id: newDocumentId(), ...history });
            // A customer's data completed (issue 28): it leaves 'Rascunhos de clientes'.
            if (customerDraft?.integrador_id === proposal.integrador_id) putDoc(draft, customerDrafts, { ...customerDraft, situacao: 'enviada' });
          });
        }
        return writes.result;
      }),
  };
}
