/**
 * Changing a member's role (issue 29): the company's titular makes an active gestor a vendedor or
 * the other way round. membros/{uid}.papel is the authority the rules and callables read, so the
 * change counts on the member's next request; the callable also sets the claims (the client's
 * hint) to the new role.
 */
import { z } from 'zod';
import { DomainError } from '../errors';
import { requireTitular, type Actor } from '../handlers/actor';
import { parseCommand } from '../handlers/parse';
import { idField } from '../schemas/common';
import { memberClaims, type AccountClaims } from './claims';
import type { Member } from './member';
import { invitablePapeis } from './roles';
import { teamText as text } from './team-text';

export const changeMemberRoleInput = z.object({
  uid: idField,
  papel: z.enum(invitablePapeis, { error: text.choosePapel }),
});
export type ChangeMemberRoleInput = z.input<typeof changeMemberRoleInput>;
export type RoleChangeRequest = z.output<typeof changeMemberRoleInput>;

/** The member and the role the input names (parsed before the member is read). */
export function roleChangeRequest(input: unknown): RoleChangeRequest {
  return parseCommand(changeMemberRoleInput, input);
}

export interface RoleChange {
  /** The membership with its new role. */
  member: Member;
  /** The account's claims with the new role. */
  claims: AccountClaims;
  /** False when the member already had the role (a retry): nothing to write but the claims. */
  changed: boolean;
}

/** The new membership and claims; refused unless the caller is the titular of an active gestor's or vendedor's company. */
export function changeMemberRole(actor: Actor | null, target: Member | null, request: RoleChangeRequest): RoleChange {
  const titular = requireTitular(actor);
  // Another company's member reads as no member: a titular learns nothing about other companies.
  if (!target || target.empresa !== titular.uid) throw new DomainError('not-found', text.memberNotFound);
  if (target.papel === 'titular' || target.id === target.empresa) throw new DomainError('failed-precondition', text.titularRoleStays);
  if (!target.ativo) throw new DomainError('failed-precondition', text.memberInactive);
  const member: Member = { ...target, papel: request.papel };
  return { member, claims: memberClaims(member), changed: target.papel !== request.papel };
}
