/**
 * Pending items over the memory store: the queries Firestore runs (and the rules' read check),
 * the callables' domain handlers, and the answer trigger's automatic move done inline (the
 * memory store applies each write exactly once, so it needs no event ledger).
 */
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalHistory, proposalPendingItems, proposals } from '@solarcred/domain/data/proposals';
import { DomainError } from '@solarcred/domain/errors';
import { addPendingItem, answerPendingItem, autoCorrect, isAnswerEvent, pendingItemTarget, reviewPendingItem, type PendingItemWrites } from '@solarcred/domain/handlers/pending-items';
import { auth as authText } from '@solarcred/domain/messages';
import type { StatusHistoryEntry } from '@solarcred/domain/model';
import type { PendingItem } from '@solarcred/domain/pending-items';
import { pendingAnswerBase, proposalAttachmentFolder } from '@solarcred/domain/storage-names';
import { companyOf } from '@solarcred/domain/team/company';
import { newDocumentId } from '../document-id';
import type { PendingItemsPort } from '../port-pending-items';
import { actorOf, rulesDenied, runCommand } from './commands';
import { audited } from './audited';
import { memoryFileFacts, stalledUpload, uploadToMemory } from './files';
import { liveQuery } from './live';
import { readableProposal } from './proposal-details';
import { mayQueryScope, readsProposalFolder } from './reader';
import { inScope } from '@solarcred/domain/team/scope';
import { putDoc, readDoc, type MemoryState, type MemoryStore } from './store';
import { onPendingItemCreated, onProposalHistoryCreated } from './mail-triggers';
import { writeProposal } from './triggers';


/** What the pending-item callables write, then (for an answer) what onPendingItemAnswered does. */
export function commitPendingItemWrites(state: MemoryState, propostaId: string, itemId: string, writes: PendingItemWrites): void {
  const before = readDoc(state, proposalPendingItems(propostaId), itemId);
  const item = { ...before, ...writes.item, id: itemId } as PendingItem;
  putDoc(state, proposalPendingItems(propostaId), item);
  const proposal = readDoc(state, proposals, propostaId);
  if (proposal && Object.keys(writes.proposal).length > 0) writeProposal(state, propostaId, { ...proposal, ...writes.proposal });
  addHistory(state, propostaId, writes.history);
  if (!before) onPendingItemCreated(state, readDoc(state, proposals, propostaId), item);
  if (!isAnswerEvent(before, item)) return;
  const move = autoCorrect(readDoc(state, proposals, propostaId), Date.now());
  const current = readDoc(state, proposals, propostaId);
  if (!move || !current) return;
  writeProposal(state, propostaId, { ...current, ...move.patch });
  addHistory(state, propostaId, move.history);
}

/** A history entry, and what its Firestore trigger does: a status change's e-mails. */
export function addHistory(state: MemoryState, propostaId: string, history: Omit<StatusHistoryEntry, 'id'>): void {
  const entry = { id: newDocumentId(), ...history };
  putDoc(state, proposalHistory(propostaId), entry);
  const proposal = readDoc(state, proposals, propostaId);
  if (proposal) onProposalHistoryCreated(state, proposal, entry);
}

export function memoryPendingItems(store: MemoryStore): PendingItemsPort {
  return {
    list: (proposalId) =>
      liveQuery(
        store,
        () => {
          readableProposal(store, proposalId);
          return store.collection(proposalPendingItems(proposalId)).sort((a, b) => a.criada_em - b.criada_em);
        },
        (items) => items.length,
      ),
    withOpenItems: (scope, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayQueryScope(store, scope)) throw rulesDenied();
          return store
            .collection(proposals)
            .filter((p) => inScope(p, scope) && typeof p.pendencias_desde === 'number')
            .sort((a, b) => (a.pendencias_desde ?? 0) - (b.pendencias_desde ?? 0))
            .slice(0, limit);
        },
        (found) => found.length,
      ),
    add: (input) =>
      audited(store, 'addPendingItem', input, runCommand(store, 'addPendingItem', () => {
        // Like the callable: the ids validated first, then the item already under that id (a retry).
        const { propostaId, itemId } = pendingItemTarget(input);
        const existing = itemId ? store.doc(proposalPendingItems(propostaId), itemId) : null;
        const writes = addPendingItem(store.doc(proposals, propostaId), existing, input, actorOf(store), Date.now());
        if (writes && itemId) store.update((state) => commitPendingItemWrites(state, propostaId, itemId, writes));
      })),
    newItemId: newDocumentId,
    async uploadAnswer(proposalId, itemId, file, onProgress) {
      if (!store.snapshot.currentUid) throw new DomainError('unauthenticated', authText.mustBeAuthenticated);
      // storage.rules: an answer file only for an open item of a proposal the caller's company sent and it sees.
      const item = store.doc(proposalPendingItems(proposalId), itemId);
      const company = item?.integrador_id ?? '';
      if (!item || item.estado !== 'aberta' || !readsProposalFolder(store, company, store.doc(proposals, proposalId))) throw rulesDenied();
      if (store.takeFault(`upload:${file.name}`)) throw new Error(`upload of ${file.name} failed`);
      return (await uploadToMemory(proposalAttachmentFolder(company, proposalId), pendingAnswerBase(itemId), file, onProgress, store.takeFault(stalledUpload))).path;
    },
    answer: (propostaId, itemId, answer) =>
      runCommand(store, 'answerPendingItem', () => {
        const actor = actorOf(store);
        const writes = answerPendingItem({
          proposal: store.doc(proposals, propostaId),
          item: store.doc(proposalPendingItems(propostaId), itemId),
          integrator: actor ? store.doc(integrators, companyOf(actor)) : null,
          input: { propostaId, itemId, ...answer },
          actor,
          now: Date.now(),
          facts: memoryFileFacts,
        });
        store.update((state) => commitPendingItemWrites(state, propostaId, itemId, writes));
      }),
    review: (propostaId, itemId, decisao, nota) =>
      audited(store, 'reviewPendingItem', { propostaId, itemId, decisao, nota }, runCommand(store, 'reviewPendingItem', () => {
        const writes = reviewPendingItem(
          store.doc(proposals, propostaId),
          store.doc(proposalPendingItems(propostaId), itemId),
          { propostaId, itemId, decisao, nota },
          actorOf(store),
          Date.now(),
        );
        store.update((state) => commitPendingItemWrites(state, propostaId, itemId, writes));
      })),
  };
}
