/**
 * The boards over the memory store: the same per-column filters and window as the Firestore
 * queries (so reads per board load are counted as Firestore would bill them), the counters
 * documents, and the move running the callable's domain handler.
 */
import { newDocumentId } from '../document-id';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { countersOf } from '@solarcred/domain/team/scope';
import { moveProposal } from '@solarcred/domain/handlers/proposal-move';
import type { Proposal } from '@solarcred/domain/model';
import type { BoardColumnQuery, BoardPort } from '../port-board';
import { inScope } from '@solarcred/domain/team/scope';
import { actorOf, rulesDenied, runCommand } from './commands';
import { audited } from './audited';
import { mayQueryScope } from './reader';
import { liveQuery } from './live';
import { writeProposal } from './triggers';
import { onProposalHistoryCreated } from './mail-triggers';
import { putDoc, readDoc, type MemoryStore } from './store';


function matches(p: Proposal, { status, scope, term, withComments }: BoardColumnQuery): boolean {
  return (
    p.status === status &&
    inScope(p, scope) &&
    (!term || (p.search_tokens ?? []).includes(term)) &&
    (!withComments || p.comentarios_count > 0)
  );
}

export function memoryBoard(store: MemoryStore): BoardPort {
  return {
    column: (query) =>
      liveQuery(
        store,
        () => {
          if (!mayQueryScope(store, query.scope)) throw rulesDenied();
          return store.collection(proposals).filter((p) => matches(p, query)).sort((a, b) => b.created_at - a.created_at).slice(0, query.limit);
        },
        (found) => found.length,
      ),
    counters: (scope) =>
      liveQuery(store, () => {
        if (!mayQueryScope(store, scope)) throw rulesDenied();
        return store.single(countersOf(scope));
      }, () => 1),
    moveProposal: (propostaId, status, motivo) =>
      audited(store, 'moveProposal', { propostaId, status, motivo }, runCommand(store, 'moveProposal', () => {
        const current = store.doc(proposals, propostaId);
        const writes = moveProposal(current, { propostaId, status, motivo }, actorOf(store), Date.now());
        if (!writes || !current) return { moved: false };
        store.update((state) => {
          const before = readDoc(state, proposals, propostaId);
          if (!before) return;
          const after = { ...before, ...writes.patch };
          writeProposal(state, propostaId, after);
          const entry = { id: newDocumentId(), ...writes.history };
          putDoc(state, proposalHistory(propostaId), entry);
          onProposalHistoryCreated(state, after, entry);
        });
        return { moved: true };
      })).then(() => undefined),
  };
}
