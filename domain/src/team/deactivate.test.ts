import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { Actor } from '../handlers/actor';
import { deactivateMember, deactivationTarget } from './deactivate';
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
