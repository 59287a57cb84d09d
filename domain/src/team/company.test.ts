import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { requireTitular, type Actor } from '../handlers/actor';
import { actsOnProposal, companyOf, seesProposal, withMembership } from './company';
import { companyOnMembers, titularMember, type Member } from './member';
import { teamText } from './team-text';

const titular: Actor = { uid: 'emp-1', role: 'integrador' };
const member = (papel: Member['papel'], ativo = true): Member => ({ ...titularMember('u-2', 'Bruno Lima', 'bruno@sol.test', 1), empresa: 'emp-1', papel, ativo });
const approved = { id: 'emp-1', status: 'aprovado' };

describe('the caller as its membership makes it (issue 29)', () => {
  it('takes company, role and name from membros/{uid}, and refuses a deactivated member with its message', () => {
    expect(withMembership({ uid: 'u-2', role: 'integrador' }, member('vendedor'))).toEqual({ uid: 'u-2', role: 'integrador', empresa: 'emp-1', papel: 'vendedor', nome: 'Bruno Lima' });
    expect(() => withMembership({ uid: 'u-2', role: 'integrador' }, member('gestor', false))).toThrow(new DomainError('permission-denied', teamText.deactivated));
    // No membership (an account from before teams), or an admin: as it was.
    expect(withMembership(titular, null)).toBe(titular);
    expect(withMembership({ uid: 'adm', role: 'admin' }, member('gestor', false))).toEqual({ uid: 'adm', role: 'admin' });
    expect(companyOf(titular)).toBe('emp-1');
    // A role the domain does not know acts as the narrowest.
    expect(withMembership({ uid: 'u-2', role: 'integrador' }, { ...member('gestor'), papel: 'chefe' as Member['papel'] }).papel).toBe('vendedor');
  });

  it('the titular\'s commands: only the titular of its own company', () => {
    expect(requireTitular(titular)).toBe(titular);
    expect(requireTitular({ ...titular, empresa: 'emp-1', papel: 'titular' }).uid).toBe('emp-1');
    for (const actor of [withMembership({ uid: 'u-2', role: 'integrador' }, member('gestor')), { uid: 'u-2', role: 'integrador' as const, empresa: 'emp-1', papel: 'titular' as const }]) {
      expect(() => requireTitular(actor)).toThrow(new DomainError('permission-denied', teamText.titularOnly));
    }
  });

  it('titular and gestor see every proposal of the company, a vendedor only those it sent; nobody another company\'s', () => {
    const gestor = withMembership({ uid: 'u-2', role: 'integrador' }, member('gestor'));
    const vendedor = withMembership({ uid: 'u-2', role: 'integrador' }, member('vendedor'));
    const byTitular = { integrador_id: 'emp-1', criado_por: 'emp-1' };
    const legacy = { integrador_id: 'emp-1' };
    const bySeller = { integrador_id: 'emp-1', criado_por: 'u-2' };
    const elsewhere = { integrador_id: 'emp-9', criado_por: 'u-2' };
    expect([byTitular, legacy, bySeller, elsewhere].map((p) => seesProposal(titular, p))).toEqual([true, true, true, false]);
    expect([byTitular, legacy, bySeller, elsewhere].map((p) => seesProposal(gestor, p))).toEqual([true, true, true, false]);
    expect([byTitular, legacy, bySeller, elsewhere].map((p) => seesProposal(vendedor, p))).toEqual([false, false, true, false]);
  });

  it('acts on a proposal only for its approved company', () => {
    const vendedor = withMembership({ uid: 'u-2', role: 'integrador' }, member('vendedor'));
    const bySeller = { integrador_id: 'emp-1', criado_por: 'u-2' };
    expect(actsOnProposal(vendedor, approved, bySeller)).toBe(true);
    expect(actsOnProposal(vendedor, { id: 'emp-1', status: 'pendente_aprovacao' }, bySeller)).toBe(false);
    expect(actsOnProposal(vendedor, { id: 'u-2', status: 'aprovado' }, bySeller)).toBe(false);
    expect(actsOnProposal({ uid: 'adm', role: 'admin' }, approved, bySeller)).toBe(false);
  });

  it('a company change reaches its members\' copy only when its name or status moved', () => {
    const record = { nome_empresa: 'Sol Nascente', status: 'aprovado' };
    expect(companyOnMembers(record, { ...record })).toBeNull();
    expect(companyOnMembers(record, { ...record, status: 'rejeitado' })).toEqual({ empresa_nome: 'Sol Nascente', empresa_status: 'rejeitado' });
    expect(companyOnMembers(record, { ...record, nome_empresa: 'Sol Nascente Ltda' })).toEqual({ empresa_nome: 'Sol Nascente Ltda', empresa_status: 'aprovado' });
    expect(companyOnMembers(record, null)).toBeNull();
  });
});
