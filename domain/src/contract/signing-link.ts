/**
 * 'Gerar link de assinatura' (issue 47): the customer signs on their link (/c/{token}), and only a
 * proposal that came through a customer link has one. For a proposal the integrator typed, the
 * company's people who act on it (titular, gestor, the vendedor who sent it: actsOnProposal, as the
 * contract's reading) make one here: a links_cliente document bound to the proposal, already
 * preenchido (the page shows the progress and the contract, not the application form), with a new
 * token (only its hash stored). When the proposal already has a link of the company, it is renewed
 * instead ('Renovar' semantics: a new token, 7 more days, not revoked; the old token stops working),
 * which 'Renovar' itself refuses for a filled link. The proposal must be approved and its current
 * contract still signable (not signed, voided or expired).
 */
import { z } from 'zod';
import type { CustomerLink } from '../customer-link/link';
import { expiryOf } from '../customer-link/link';
import { DomainError } from '../errors';
import type { Actor } from '../handlers/actor';
import type { Integrator, Millis, Proposal } from '../model';
import { idField } from '../schemas/common';
import { actsOnProposal } from '../team/company';
import { contractText } from './contract-text';
import { contractStateAt } from './lifecycle';
import type { StoredContract } from './types';

/** The callable's input: the proposal. */
export const signingLinkInput = z.object({ propostaId: idField }).strict();

export interface SigningLinkContext {
  actor: Actor | null;
  /** integradores/{companyOf(actor)} (approved, as every action on a proposal needs). */
  company: Pick<Integrator, 'id' | 'status' | 'nome_empresa'> | null;
  proposal: Proposal | null;
  /** contratos/{proposal.contrato.id}, null when the proposal has none. */
  contract: StoredContract | null;
  /** The links whose proposta_id is the proposal (another company's are ignored). */
  links: readonly CustomerLink[];
  now: Millis;
  /** A new links_cliente id, used only when the proposal has no link of the company yet. */
  id: string;
  tokenHash: string;
}

export type SigningLinkWrite = { kind: 'create'; link: CustomerLink } | { kind: 'renew'; id: string; patch: Partial<CustomerLink> };

const closedStates = new Set(['assinado', 'substituido', 'expirado']);

/** The contract still has something to sign: not signed, voided or expired. */
export const contractStillSignable = (contract: Pick<StoredContract, 'estado' | 'expira_em'>, now: Millis): boolean => !closedStates.has(contractStateAt(contract, now));

export function signingLinkWrites({ actor, company, proposal, contract, links, now, id, tokenHash }: SigningLinkContext): SigningLinkWrite {
  // Not the caller's proposal (another company's, another seller's, none): the neutral not-found.
  if (!actor || !proposal || !actsOnProposal(actor, company, proposal)) throw new DomainError('not-found', contractText.proposalNotFound);
  if (proposal.status !== 'aprovada') throw new DomainError('failed-precondition', contractText.signingLink.notApproved);
  const current = proposal.contrato?.id;
  if (!current || !contract || contract.id !== current || contract.proposta_id !== proposal.id) {
    throw new DomainError('failed-precondition', contractText.signingLink.noContract);
  }
  if (!contractStillSignable(contract, now)) throw new DomainError('failed-precondition', contractText.signingLink.closed);
  const existing = links.find((link) => link.integrador_id === proposal.integrador_id && link.proposta_id === proposal.id);
  if (existing) {
    return { kind: 'renew', id: existing.id, patch: { token_hash: tokenHash, expira_em: expiryOf(now), revogado_em: null, preenchido_em: existing.preenchido_em ?? now } };
  }
  return {
    kind: 'create',
    link: {
      id,
      integrador_id: proposal.integrador_id,
      // The proposal's sender: a vendedor sees the links it sent, as its proposals.
      ...(proposal.criado_por === undefined ? {} : { criado_por: proposal.criado_por }),
      empresa_nome: company!.nome_empresa,
      cliente_nome: proposal.cliente_nome,
      cliente_telefone: proposal.cliente_telefone ? proposal.cliente_telefone.replace(/\D/g, '') : null,
      cliente_email: proposal.cliente_email || null,
      token_hash: tokenHash,
      proposta_id: proposal.id,
      criado_em: now,
      expira_em: expiryOf(now),
      revogado_em: null,
      preenchido_em: now,
    },
  };
}
