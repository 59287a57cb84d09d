/** Comments over the memory store: the same queries as Firestore's, the callable's domain handler. */
import { inboxAuthorType, panelLimit } from '@solarcred/domain/comments';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalComments, proposals } from '@solarcred/domain/data/proposals';
import { profiles } from '@solarcred/domain/data/profiles';
import { addComment, commentTarget } from '@solarcred/domain/handlers/add-comment';
import type { ProposalComment } from '@solarcred/domain/model';
import { companyOf } from '@solarcred/domain/team/company';
import { newDocumentId } from '../document-id';
import type { CommentsPort } from '../port-comments';
import { inScope } from '@solarcred/domain/team/scope';
import { actorOf, rulesDenied, runCommand } from './commands';
import { mayQueryScope } from './reader';
import { readableProposal } from './proposal-details';
import { onCommentCreated } from './comment-triggers';
import { onCommentMail } from './mail-triggers';
import { liveQuery } from './live';
import { putDoc, type MemoryStore } from './store';

const count = <T>(items: T[]) => items.length;

/** Every proposal's comments, as a collection-group query sees them. */
function commentGroup(store: MemoryStore): ProposalComment[] {
  const ids = store.collection(proposals).map((proposal) => proposal.id);
  return ids.flatMap((id) => store.collection(proposalComments(id)));
}

export function memoryComments(store: MemoryStore): CommentsPort {
  return {
    // firestore.rules: the thread of a proposal the reader sees.
    list: (proposalId) =>
      liveQuery(store, () => {
        readableProposal(store, proposalId);
        return store.collection(proposalComments(proposalId)).sort((a, b) => a.created_at - b.created_at).slice(-panelLimit);
      }, count),
    inbox: ({ role, scope }, since, limit) =>
      liveQuery(
        store,
        () => {
          if (!mayQueryScope(store, scope)) throw rulesDenied();
          const inViewerScope = (c: ProposalComment) => inScope({ integrador_id: c.integrador_id, criado_por: c.proposta_criado_por }, scope);
          return commentGroup(store)
            .filter((c) => c.autor_tipo === inboxAuthorType(role) && inViewerScope(c) && c.created_at >= since)
            .sort((a, b) => b.created_at - a.created_at)
            .slice(0, limit);
        },
        count,
      ),
    add: (propostaId, commentId, comentario) =>
      runCommand(store, 'addComment', () => {
        const actor = actorOf(store);
        const proposal = store.doc(proposals, propostaId);
        const integrator = actor ? store.doc(integrators, companyOf(actor)) : null;
        const input = { propostaId, commentId, comentario };
        // Like the callable: the ids validated first, then the comment already under that id (a retry).
        const target = commentTarget(input);
        const existing = store.doc(proposalComments(target.propostaId), target.commentId);
        const comment = addComment(proposal, integrator, existing, input, actor, Date.now());
        if (!comment) return;
        store.update((state) => {
          putDoc(state, proposalComments(propostaId), comment);
          onCommentCreated(state, comment);
          onCommentMail(state, proposal, comment);
        });
      }),
    newCommentId: newDocumentId,
    markSeen: () =>
      runCommand(store, 'markSeen', () => {
        const uid = store.snapshot.currentUid;
        const profile = uid ? store.doc(profiles, uid) : null;
        if (profile) store.update((state) => putDoc(state, profiles, { ...profile, messages_seen_at: Date.now() }));
      }),
  };
}
