/**
 * The mail events read off what the server stores: a proposal's history entry, an integrator's
 * history entry, a comment, a pending item. Triggers (functions/src/mail) and the memory backend both call these,
 * so the demo sends what production sends.
 */
import { cashbackLabels } from '../cashback/cashback-text';
import type { CashbackEntry } from '../cashback/ledger';
import { maskedPixKey, type StoredPayoutDestination } from '../cashback/payout-destination';
import { effectiveStatus } from '../integrator-status';
import type { Integrator, Proposal, ProposalComment, StatusHistoryEntry } from '../model';
import { pendingItemTypeLabel, type PendingItem } from '../pending-items';
import type { MailEvent } from './select';
import type { MailProposal } from './templates';

export function mailProposalOf(proposal: Pick<Proposal, 'id' | 'cliente_nome' | 'integrador_id' | 'integrador'>): MailProposal {
  return {
    id: proposal.id,
    cliente_nome: proposal.cliente_nome,
    integrador_id: proposal.integrador_id,
    nome_empresa: proposal.integrador.nome_empresa,
  };
}

/** A move between columns (an edit without a status change sends nothing). */
export function proposalHistoryMailEvent(proposal: Proposal, entry: StatusHistoryEntry): MailEvent | null {
  if (entry.de === entry.para) return null;
  return {
    kind: 'proposta_status',
    eventId: entry.id,
    by: entry.por,
    proposal: mailProposalOf(proposal),
    de: entry.de,
    para: entry.para,
    motivo: entry.motivo ?? null,
  };
}

/** Approval, rejection, or a record now awaiting approval; other status changes send nothing. */
export function integratorHistoryMailEvent(integrator: Pick<Integrator, 'id' | 'nome_empresa'>, entry: StatusHistoryEntry): MailEvent | null {
  const base = { eventId: entry.id, by: entry.por, integrator: { id: integrator.id, nome_empresa: integrator.nome_empresa } };
  const to = effectiveStatus(entry.para);
  if (to === effectiveStatus(entry.de)) return null;
  if (to === 'aprovado') return { ...base, kind: 'integrador_aprovado' };
  if (to === 'rejeitado') return { ...base, kind: 'integrador_rejeitado', motivo: entry.motivo ?? '' };
  if (to === 'pendente_aprovacao') return { ...base, kind: 'integrador_aguardando' };
  return null;
}

export function commentMailEvent(proposal: Proposal, comment: ProposalComment): MailEvent {
  return {
    kind: 'comentario',
    eventId: comment.id,
    by: comment.user_id,
    proposal: mailProposalOf(proposal),
    autorTipo: comment.autor_tipo,
    autorNome: comment.autor_nome,
    comentario: comment.comentario,
  };
}

/** A pending item added to a proposal (issue 14): its type and the text the integrator reads. */
export function pendingItemMailEvent(proposal: Proposal, item: Pick<PendingItem, 'id' | 'tipo' | 'texto' | 'criada_por'>): MailEvent {
  const descricao = `${pendingItemTypeLabel(item.tipo)}: ${item.texto}`;
  return { kind: 'pendencia', eventId: item.id, by: item.criada_por, proposal: mailProposalOf(proposal), descricao };
}

/** A cashback paid (issue 27): the payout entry, with its proposal's names. */
export function cashbackPaidMailEvent(proposal: Proposal, entry: CashbackEntry): MailEvent | null {
  if (entry.tipo !== 'paga') return null;
  const { valor_centavos, data_pagamento, forma, referencia } = entry;
  return {
    kind: 'cashback_pago',
    eventId: entry.id.replaceAll(':', '_'),
    by: entry.registrado_por,
    proposal: mailProposalOf(proposal),
    payment: { valor_centavos, data_pagamento, forma: cashbackLabels.forma[forma], referencia },
  };
}

/** A payout destination saved (issue 27): the owner is told, whatever its switches, with the key masked. */
export function payoutDestinationMailEvent(saved: StoredPayoutDestination, nomeEmpresa: string): MailEvent {
  return { kind: 'dados_pagamento', eventId: String(saved.atualizado_em), by: 'sistema', integrator: { id: saved.id, nome_empresa: nomeEmpresa }, chave: maskedPixKey(saved.pix) };
}
