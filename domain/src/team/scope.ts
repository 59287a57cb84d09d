/**
 * Whose proposals a list, count or window reads (issue 29): one company's, or every company's for
 * an admin; and inside the company every seller's, or one seller's (criado_por). A vendedor's
 * queries always name itself: the rules refuse a vendedor's query that does not.
 */
import { integratorProposalStats, proposalStats, sellerProposalStats } from '../data/stats';
import type { DocumentSpec } from '../data/collection';
import type { Proposal, ProposalStats } from '../model';
import type { Option } from '../options';
import type { Papel } from './roles';

export interface ProposalScope {
  /** integradores/{id}; null: every company (admins). */
  integratorId: string | null;
  /** The seller (criado_por); null: every seller of the company. */
  createdBy: string | null;
}

/** The admin's scope: every proposal. */
export const everyProposal: ProposalScope = { integratorId: null, createdBy: null };

/** 'Todas' or 'Minhas' on the board and the dashboard (titular and gestor; a vendedor has only its own). */
export const scopeChoiceOptions = [
  { value: 'todas', label: 'Todas' },
  { value: 'minhas', label: 'Minhas' },
] as const satisfies readonly Option[];
export type ScopeChoice = (typeof scopeChoiceOptions)[number]['value'];

/** The choice an address carries (`?propostas=minhas`); 'todas' for anything else. */
export const scopeChoiceParam = 'propostas';
export const readScopeChoice = (value: string | null): ScopeChoice => (value === 'minhas' ? 'minhas' : 'todas');

/** The switch's accessible name. */
export const scopeChoiceLabel = 'Propostas mostradas';

/** An integrator's scope: its company, narrowed to itself for a vendedor or under 'Minhas'. */
export function proposalScope(uid: string, company: { id: string; papel: Papel }, choice: ScopeChoice = 'todas'): ProposalScope {
  return { integratorId: company.id, createdBy: company.papel === 'vendedor' || choice === 'minhas' ? uid : null };
}

/**
 * The proposal is in the scope: the memory backend's filter, saying what Firestore's `where`s say
 * (so a proposal from before teams, with no criado_por, is in no seller's scope).
 */
export function inScope(proposal: Pick<Proposal, 'integrador_id' | 'criado_por'>, scope: ProposalScope): boolean {
  if (scope.integratorId !== null && proposal.integrador_id !== scope.integratorId) return false;
  return scope.createdBy === null || proposal.criado_por === scope.createdBy;
}

/** A stable key for a scope (live-query keys, effect dependencies). */
export const scopeKey = (scope: ProposalScope) => `${scope.integratorId ?? '*'}/${scope.createdBy ?? '*'}`;

/** The one counters document of a scope: every proposal's, a company's, or one seller's in it. */
export function countersOf({ integratorId, createdBy }: ProposalScope): DocumentSpec<ProposalStats> {
  if (integratorId === null) return proposalStats;
  return createdBy === null ? integratorProposalStats(integratorId) : sellerProposalStats(integratorId, createdBy);
}
