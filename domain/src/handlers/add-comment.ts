/** The add-comment command: the callable and the memory adapter both decide with it. */
import { DomainError } from '../errors';
import { commentsText } from '../messages';
import type { Integrator, Millis, Proposal, ProposalComment } from '../model';
import { commentInput } from '../schemas/misc';
import { requireSignedIn, type Actor } from './actor';
import { parseCommand } from './parse';

/** The proposal named by the input (read it before deciding). */
export function commentTarget(input: unknown): string {
  return parseCommand(commentInput, input).propostaId;
}

/**
 * The comment to store: an administrator comments on any proposal (shown as 'Administrador'),
 * an approved integrator only on its own (shown by company). Author, time and the denormalised
 * fields the bells filter on (integrador_id, cliente_nome) come from the server, never the caller.
 */
export function addComment(
  proposal: Proposal | null,
  integrator: Integrator | null,
  input: unknown,
  actor: Actor | null,
  now: Millis,
  id: string,
): ProposalComment {
  const caller = requireSignedIn(actor);
  const { propostaId, comentario } = parseCommand(commentInput, input);
  if (!proposal || proposal.id !== propostaId) throw new DomainError('not-found', commentsText.proposalNotFound);
  const base = { id, proposta_id: proposal.id, comentario, user_id: caller.uid, integrador_id: proposal.integrador_id, cliente_nome: proposal.cliente_nome, created_at: now };
  if (caller.role === 'admin') return { ...base, autor_tipo: 'admin', autor_nome: commentsText.adminAuthor };
  const owns = caller.role === 'integrador' && integrator?.id === caller.uid && integrator.status === 'aprovado' && proposal.integrador_id === caller.uid;
  if (!owns || !integrator) throw new DomainError('permission-denied', commentsText.notAllowed);
  return { ...base, autor_tipo: 'integrador', autor_nome: integrator.nome_empresa };
}
