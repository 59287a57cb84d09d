/**
 * Deactivating a member (issue 29): the company's titular, or an admin, turns a gestor or vendedor
 * off. The membership stays (its proposals stay with the company, its name on them); the rules and
 * callables refuse it from the next request, and the callable also drops the company from its
 * claims and revokes its refresh tokens. The titular turns it back on (issue 45) with its role.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { requireSignedIn, requireTitular, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import type { Millis } from '../model';
import { idField } from '../schemas/common';
import { memberClaims, type AccountClaims } from './claims';
import { maxTeamSize } from './invitation';
import type { Member } from './member';
import { teamText as text } from './team-text';

export const deactivateMemberInput = z.object({ uid: idField });

/** The member the input names (read before deciding). */
export function deactivationTarget(input: unknown): string {
  return parseCommand(deactivateMemberInput, input).uid;
}

/** The membership's change, or null when it is already off (a retry). */
export function deactivateMember(actor: Actor | null, target: Member | null, now: Millis): Pick<Member, 'ativo' | 'desativado_em'> | null {
  const caller = requireSignedIn(actor);
  if (caller.role !== 'admin') {
    const titular = requireTitular(caller);
    if (target && target.empresa !== titular.uid) throw new DomainError('not-found', text.memberNotFound);
  }
  if (!target) throw new DomainError('not-found', text.memberNotFound);
  if (target.papel === 'titular' || target.id === target.empresa) throw new DomainError('failed-precondition', text.titularStays);
  if (!target.ativo) return null;
  return { ativo: false, desativado_em: now };
}

export interface Reactivation {
  /** The membership's change, or null when it is already on (a retry): only the claims are set again. */
  change: Pick<Member, 'ativo' | 'desativado_em'> | null;
  /** The account's claims: the company and the role it had. */
  claims: AccountClaims;
}

/**
 * Turning a deactivated gestor or vendedor back on, with the role it had (issue 45): the company's
 * titular only, while the team (active members and pending invitations, `teamSize`) has room.
 */
export function reactivateMember(actor: Actor | null, target: Member | null, teamSize: number): Reactivation {
  const titular = requireTitular(actor);
  // Another company's member (or one that has since joined another) reads as no member.
  if (!target || target.empresa !== titular.uid) throw new DomainError('not-found', text.memberNotFound);
  if (target.papel === 'titular' || target.id === target.empresa) throw new DomainError('failed-precondition', text.titularStays);
  const claims = memberClaims({ ...target, ativo: true });
  if (target.ativo) return { change: null, claims };
  if (teamSize >= maxTeamSize) throw new DomainError('failed-precondition', text.teamFull(maxTeamSize));
  return { change: { ativo: true, desativado_em: null }, claims };
}
