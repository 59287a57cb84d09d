/**
 * The admin's edit of a proposal's priority and offered value (details dialog). Pure: given the
 * stored proposal and the command, it returns the writes or throws a DomainError.
 */
import { DomainError } from '../errors';
import { proposalDetailsText } from '../messages';
import type { Millis, Proposal, ProposalFieldChange, StatusHistoryEntry } from '../model';
import { proposalEditInput } from '../schemas/proposal-edit';
import { requireAdmin, type Actor } from './actor';
import { parseCommand } from './parse';

export interface ProposalEditWrites {
  /** Fields to merge into propostas/{id}; empty when nothing changed. */
  patch: Partial<Pick<Proposal, 'prioridade' | 'valor_proposta' | 'updated_at'>>;
  /** Appended to propostas/{id}/historico: who changed what, when (null when nothing changed). */
  history: Omit<StatusHistoryEntry, 'id'> | null;
}

/** Admin only; a repeated edit with the same values writes nothing. */
export function editProposal(current: Proposal | null, input: unknown, actor: Actor | null, now: Millis): ProposalEditWrites {
  const admin = requireAdmin(actor);
  const { prioridade, valor_proposta } = parseCommand(proposalEditInput, input);
  if (!current) throw new DomainError('not-found', proposalDetailsText.notFound);
  const changes: ProposalFieldChange[] = [];
  if (current.prioridade !== prioridade) changes.push({ campo: 'prioridade', de: current.prioridade, para: prioridade });
  if (current.valor_proposta !== valor_proposta) changes.push({ campo: 'valor_proposta', de: current.valor_proposta, para: valor_proposta });
  if (changes.length === 0) return { patch: {}, history: null };
  return {
    patch: { prioridade, valor_proposta, updated_at: now },
    history: { de: current.status, para: current.status, por: admin.uid, motivo: null, em: now, alteracoes: changes },
  };
}
