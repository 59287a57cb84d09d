import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { Actor } from '../handlers/actor';
import { deactivateMember, deactivationTarget, reactivateMember } from './deactivate';
import { maxTeamSize } from './invitation';
import { titularMember, type Member } from './member';
import { teamText } from './team-text';

const now = Date.UTC(2026, 10, 26, 14);
const seller: Member = { ...titularMember('u-2', 'Bruno Lima', 'bruno@sol.test', 1), empresa: 'emp-1', papel: 'vendedor' };
const titular: Actor = { uid: 'emp-1', role: 'integrador', empresa: 'emp-1', papel: 'titular' };
const admin: Actor = { uid: 'adm', role: 'admin' };

describe('deactivateMember (issue 29)', () => {
  it('the titular of the company, or an admin, turns a member off; a retry writes nothing', () => {
    expect(deactivateMember(titular, seller, now)).toEqual({ ativo: false, desativado_em: now });
    expect(deactivateMember(admin, seller, now)).toEqual({ ativo: false, desativado_em: now });
    expect(deactivateMember(titular, { ...seller, ativo: false }, now)).toBeNull();
  });

  it('refuses a gestor, a titular of another company, the titular itself, an unknown member and a bad id', () => {
    expect(() => deactivateMember({ uid: 'u-3', role: 'integrador', empresa: 'emp-1', papel: 'gestor' }, seller, now)).toThrow(new DomainError('permission-denied', teamText.titularOnly));
    expect(() => deactivateMember({ uid: 'emp-9', role: 'integrador' }, seller, now)).toThrow(new DomainError('not-found', teamText.memberNotFound));
    expect(() => deactivateMember(admin, titularMember('emp-1', 'Ana', 'ana@sol.test', 1), now)).toThrow(new DomainError('failed-precondition', teamText.titularStays));
    expect(() => deactivateMember(admin, null, now)).toThrow(new DomainError('not-found', teamText.memberNotFound));
    expect(() => deactivateMember(null, seller, now)).toThrow(DomainError);
    expect(() => deactivationTarget({ uid: 'a/b' })).toThrow(DomainError);
    expect(deactivationTarget({ uid: 'u-2' })).toBe('u-2');
  });
});

describe('reactivateMember (issue 45)', () => {
  const off: Member = { ...seller, ativo: false, desativado_em: now - 1 };

  it('the titular turns a deactivated member back on with its role; a retry only sets the claims again', () => {
    expect(reactivateMember(titular, off, 3)).toEqual({ change: { ativo: true, desativado_em: null }, claims: { role: 'integrador', empresa: 'emp-1', papel: 'vendedor' } });
    expect(reactivateMember(titular, seller, 3)).toEqual({ change: null, claims: { role: 'integrador', empresa: 'emp-1', papel: 'vendedor' } });
  });

  it('refuses a gestor, an admin, another company\'s titular, the titular, an unknown member and a full team', () => {
    expect(() => reactivateMember({ uid: 'u-3', role: 'integrador', empresa: 'emp-1', papel: 'gestor' }, off, 3)).toThrow(new DomainError('permission-denied', teamText.titularOnly));
    expect(() => reactivateMember(admin, off, 3)).toThrow(DomainError);
    expect(() => reactivateMember({ uid: 'emp-9', role: 'integrador' }, off, 3)).toThrow(new DomainError('not-found', teamText.memberNotFound));
    expect(() => reactivateMember(titular, titularMember('emp-1', 'Ana', 'ana@sol.test', 1), 3)).toThrow(new DomainError('failed-precondition', teamText.titularStays));
    expect(() => reactivateMember(titular, null, 3)).toThrow(new DomainError('not-found', teamText.memberNotFound));
    expect(() => reactivateMember(titular, off, maxTeamSize)).toThrow(new DomainError('failed-precondition', teamText.teamFull(maxTeamSize)));
    expect(reactivateMember(titular, off, maxTeamSize - 1).change).toEqual({ ativo: true, desativado_em: null });
  });
});
