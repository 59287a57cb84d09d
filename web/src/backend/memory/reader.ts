/**
 * firestore.rules' view of the signed-in caller for the memory backend's reads (issue 29): its
 * membership applied (companyOfCaller, roleInCompany, isActiveMember), its company's record read
 * (isApprovedIntegrator). One place, so the demo and the browser tests meet the refusals
 * production meets.
 */
import { integrators } from '@solarcred/domain/data/integrators';
import { members } from '@solarcred/domain/data/members';
import { proposals } from '@solarcred/domain/data/proposals';
import type { Actor } from '@solarcred/domain/handlers/actor';
import type { Proposal } from '@solarcred/domain/model';
import { companyOf, seesProposal, withMembership } from '@solarcred/domain/team/company';
import type { ProposalScope } from '@solarcred/domain/team/scope';
import { callerOf } from './commands';
import { readDoc, type MemoryStore } from './store';

/** The caller with its company and role (the callables' withMembership); null when signed out or deactivated (the rules' isActiveMember). */
export function readerOf(store: MemoryStore): Actor | null {
  const caller = callerOf(store);
  if (!caller) return null;
  try {
    return withMembership(caller, readDoc(store.snapshot, members, caller.uid));
  } catch {
    return null;
  }
}

/** isApprovedIntegrator(): an active integrator whose company's record says 'aprovado'. */
export function approvedReader(store: MemoryStore): Actor | null {
  const reader = readerOf(store);
  if (reader?.role !== 'integrador') return null;
  return readDoc(store.snapshot, integrators, companyOf(reader))?.status === 'aprovado' ? reader : null;
}

export const isAdminReader = (store: MemoryStore) => callerOf(store)?.role === 'admin';

/**
 * A query of a company's proposals (or what is denormalised from them): the approved members of
 * that company, and a vendedor only when the query filters its own `criado_por`.
 */
export function mayQueryCompany(store: MemoryStore, companyId: string | null, createdBy: string | null = null): boolean {
  const reader = approvedReader(store);
  if (!reader || companyId === null || companyOf(reader) !== companyId) return false;
  return reader.papel !== 'vendedor' || createdBy === reader.uid;
}

/** seesProposalData(): the approved member who sees this proposal. */
export function seesProposalNow(store: MemoryStore, proposal: Pick<Proposal, 'integrador_id' | 'criado_por'>): boolean {
  const reader = approvedReader(store);
  return reader !== null && seesProposal(reader, proposal);
}

/** isApprovedTitularOf(): the company's own titular, approved (the payout and the cashback). */
export function isApprovedTitularOf(store: MemoryStore, companyId: string | null): boolean {
  const reader = approvedReader(store);
  return reader !== null && companyId === reader.uid && (reader.papel ?? 'titular') === 'titular';
}

/**
 * storage.rules' sendsInto for the wizard's attachments: the company whose folder of this
 * proposal the caller may upload into (an approved member; a vendedor only into its own proposal's
 * folder or one not created yet), or null.
 */
export function sendingCompany(store: MemoryStore, proposalId: string): string | null {
  const reader = approvedReader(store);
  if (!reader) return null;
  const company = companyOf(reader);
  const proposal = readDoc(store.snapshot, proposals, proposalId);
  if (!proposal) return company;
  return proposal.integrador_id === company && (reader.papel !== 'vendedor' || proposal.criado_por === reader.uid) ? company : null;
}

/**
 * storage.rules on propostas-anexos/{company}/{proposalId}/…: the company's approved titular and
 * gestores; a vendedor only in the folder of a proposal it sent.
 */
export function readsProposalFolder(store: MemoryStore, companyId: string, proposal: Pick<Proposal, 'integrador_id' | 'criado_por'> | null): boolean {
  if (mayQueryCompany(store, companyId)) return true;
  return proposal !== null && proposal.integrador_id === companyId && seesProposalNow(store, proposal);
}

/** A query over a scope of proposals: admins any, an approved member its company's (a vendedor only its own). */
export function mayQueryScope(store: MemoryStore, scope: ProposalScope): boolean {
  return isAdminReader(store) || mayQueryCompany(store, scope.integratorId, scope.createdBy);
}
