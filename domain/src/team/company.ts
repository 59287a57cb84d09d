/**
 * Who acts for which company (issue 29): the caller as its membership makes it, and what that
 * lets it touch. The callables and the memory backend read membros/{uid} and apply it here, so a
 * role change or a deactivation counts on the next command whatever the token says.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { idField } from '../schemas/common';
import type { Actor } from '../handlers/actor';
import type { Integrator, Proposal } from '../model';
import { senderOf, type Member } from './member';
import { normalizePapel, seesWholeCompany } from './roles';
import { teamText } from './team-text';

/** memberSignIns' input (admins): the company whose members' last sign-ins to read. */
export const memberSignInsInput = z.object({ empresa: idField });

/** The caller with its company and role from membros/{uid}; a deactivated member is refused. */
export function withMembership(actor: Actor, member: Member | null): Actor {
  if (actor.role !== 'integrador' || !member) return actor;
  if (!member.ativo) throw new DomainError('permission-denied', teamText.deactivated);
  // A role the domain does not know acts as the narrowest one.
  return { ...actor, empresa: member.empresa, papel: normalizePapel(member.papel) ?? 'vendedor', nome: member.nome };
}

/** The company an integrator acts for: its membership's, else its own (the titular). */
export function companyOf(actor: Actor): string {
  return actor.empresa ?? actor.uid;
}

/** Titular and gestor see every proposal of their company; a vendedor only the ones it sent. */
export function seesProposal(actor: Actor, proposal: Pick<Proposal, 'integrador_id' | 'criado_por'>): boolean {
  if (proposal.integrador_id !== companyOf(actor)) return false;
  return seesWholeCompany(actor.papel ?? 'titular') || senderOf(proposal) === actor.uid;
}

/** The caller works on this proposal: an integrator of its approved company who sees it. */
export function actsOnProposal(actor: Actor, company: Pick<Integrator, 'id' | 'status'> | null, proposal: Pick<Proposal, 'integrador_id' | 'criado_por'>): boolean {
  return actor.role === 'integrador' && company?.id === companyOf(actor) && company.status === 'aprovado' && seesProposal(actor, proposal);
}
