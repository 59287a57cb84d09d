import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { Actor } from '../handlers/actor';
import { domainErrorOf } from '../test-fixtures';
import { titularMember, type Member } from './member';
import { changeMemberRole, roleChangeRequest } from './role-change';
import { teamText } from './team-text';

const seller: Member = { ...titularMember('u-2', 'Bruno Lima', 'bruno@sol.test', 1), empresa: 'emp-1', papel: 'vendedor', empresa_nome: 'Sol', empresa_status: 'aprovado' };
const titular: Actor = { uid: 'emp-1', role: 'integrador', empresa: 'emp-1', papel: 'titular' };
const toGestor = { uid: 'u-2', papel: 'gestor' } as const;

const refusal = (run: () => unknown) => {
  const error = domainErrorOf(run);
  return { code: error.code, message: error.message };
};

describe('changeMemberRole (issue 29)', () => {
  it('the titular makes a vendedor a gestor: the membership with the new role (nothing else moves) and claims naming it', () => {
    expect(changeMemberRole(titular, seller, toGestor)).toEqual({
      member: { ...seller, papel: 'gestor' },
      claims: { role: 'integrador', empresa: 'emp-1', papel: 'gestor' },
      changed: true,
    });
    // An account from before teams (no membership read into the actor) is its own company's titular.
    expect(changeMemberRole({ uid: 'emp-1', role: 'integrador' }, { ...seller, papel: 'gestor' }, { uid: 'u-2', papel: 'vendedor' }).member.papel).toBe('vendedor');
  });

  it('a retry with the role the member already has changes nothing but still answers the claims', () => {
    expect(changeMemberRole(titular, seller, { uid: 'u-2', papel: 'vendedor' })).toEqual({
      member: seller,
      claims: { role: 'integrador', empresa: 'emp-1', papel: 'vendedor' },
      changed: false,
    });
  });

  it('refuses a gestor, a vendedor, an admin and nobody: only the titular manages roles', () => {
    const gestor: Actor = { uid: 'u-3', role: 'integrador', empresa: 'emp-1', papel: 'gestor' };
    expect(refusal(() => changeMemberRole(gestor, seller, toGestor))).toEqual({ code: 'permission-denied', message: teamText.titularOnly });
    expect(refusal(() => changeMemberRole({ ...gestor, papel: 'vendedor' }, seller, toGestor))).toEqual({ code: 'permission-denied', message: teamText.titularOnly });
    expect(refusal(() => changeMemberRole({ uid: 'adm', role: 'admin' }, seller, toGestor)).code).toBe('permission-denied');
    expect(refusal(() => changeMemberRole(null, seller, toGestor)).code).toBe('unauthenticated');
  });

  it('refuses another company\'s member and an unknown one alike, the titular itself and a deactivated member', () => {
    const otherTitular: Actor = { uid: 'emp-9', role: 'integrador' };
    expect(refusal(() => changeMemberRole(otherTitular, seller, toGestor))).toEqual({ code: 'not-found', message: teamText.memberNotFound });
    expect(refusal(() => changeMemberRole(titular, null, toGestor))).toEqual({ code: 'not-found', message: teamText.memberNotFound });
    expect(refusal(() => changeMemberRole(titular, titularMember('emp-1', 'Ana', 'ana@sol.test', 1), { uid: 'emp-1', papel: 'gestor' }))).toEqual({ code: 'failed-precondition', message: teamText.titularRoleStays });
    // A membership that names itself its company is a titular's, whatever its papel says.
    expect(refusal(() => changeMemberRole(titular, { ...seller, id: 'emp-1' }, toGestor))).toEqual({ code: 'failed-precondition', message: teamText.titularRoleStays });
    expect(refusal(() => changeMemberRole(titular, { ...seller, ativo: false, desativado_em: 5 }, toGestor))).toEqual({ code: 'failed-precondition', message: teamText.memberInactive });
  });

  it('reads the input: a valid id and a role a titular may give (never titular), in Portuguese', () => {
    expect(roleChangeRequest({ uid: ' u-2 ', papel: 'gestor' })).toEqual({ uid: 'u-2', papel: 'gestor' });
    expect(refusal(() => roleChangeRequest({ uid: 'u-2', papel: 'titular' }))).toEqual({ code: 'invalid-argument', message: teamText.choosePapel });
    expect(refusal(() => roleChangeRequest({ uid: 'u-2' }))).toEqual({ code: 'invalid-argument', message: teamText.choosePapel });
    expect(() => roleChangeRequest({ uid: 'a/b', papel: 'gestor' })).toThrow(DomainError);
    expect(() => roleChangeRequest(null)).toThrow(DomainError);
    expect(domainErrorOf(() => roleChangeRequest({ uid: 'u-2', papel: 'dono' })).fields).toEqual({ papel: teamText.choosePapel });
  });
});
