/**
 * Deactivating a member (issue 29): the company's titular, or an admin, turns a gestor or vendedor
 * off. The membership stays (its proposals stay with the company, its name on them); the rules and
 * callables refuse it from the next request, and the callable also drops the company from its
 * claims and revokes its refresh tokens.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { requireSignedIn, requireTitular, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import type { Millis } from '../model';
import { idField } from '../schemas/common';
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
