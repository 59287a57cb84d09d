/** The add-comment command: the callable and the memory adapter both decide with it. */
import { DomainError } from '../errors';
import { commentsText } from '../messages';
import type { Integrator, Millis, Proposal, ProposalComment } from '../model';
import { commentInput } from '../schemas/misc';
import { actsOnProposal } from '../team/company';
import { senderOf } from '../team/member';
import { requireSignedIn, type Actor } from './actor';
import { parseCommand } from './parse';

/** The proposal and the comment id named by the input (read both before deciding). */
export function commentTarget(input: unknown): { propostaId: string; commentId: string } {
  const { propostaId, commentId } = parseCommand(commentInput, input);
  return { propostaId, commentId };
}

/**
 * The comment to store under the client-generated id, or null when that id already holds this
 * caller's comment with the same text (a retried call whose answer was lost: nothing to write,
 * so no second comment, count or e-mail). The same id with another author or text is refused.
 * An administrator comments on any proposal (shown as 'Administrador'), an approved integrator
 * only on its own (shown by company). Author, time and the denormalised fields the bells filter
 * on (integrador_id, cliente_nome) come from the server, never the caller.
 */
export function addComment(
  proposal: Proposal | null,
  integrator: Integrator | null,
  existing: ProposalComment | null,
  input: unknown,
  actor: Actor | null,
  now: Millis,
): ProposalComment | null {
  const caller = requireSignedIn(actor);
  const { propostaId, commentId, comentario } = parseCommand(commentInput, input);
  if (!proposal || proposal.id !== propostaId) throw new DomainError('not-found', commentsText.proposalNotFound);
  const base = { id: commentId, proposta_id: proposal.id, comentario, user_id: caller.uid, integrador_id: proposal.integrador_id, proposta_criado_por: senderOf(proposal), cliente_nome: proposal.cliente_nome, created_at: now };
  let comment: ProposalComment;
  if (caller.role === 'admin') {
    comment = { ...base, autor_tipo: 'admin', autor_nome: commentsText.adminAuthor };
  } else {
    if (!integrator || !actsOnProposal(caller, integrator, proposal)) throw new DomainError('permission-denied', commentsText.notAllowed);
    // A member signs with its name (issue 29); the titular, as before teams, with the company's.
    comment = { ...base, autor_tipo: 'integrador', autor_nome: caller.nome && caller.papel !== 'titular' ? caller.nome : integrator.nome_empresa };
  }
  if (!existing) return comment;
  if (existing.user_id === caller.uid && existing.comentario === comentario) return null;
  throw new DomainError('already-exists', commentsText.idTaken);
}
