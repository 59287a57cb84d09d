import { describe, expect, it } from 'vitest';
import { guard } from '../messages';
import { titularMember, type Member } from './member';
import { countersOf, everyProposal, inScope, proposalScope, readScopeChoice } from './scope';
import { companyGuardOutcome, sessionCompany } from './session-company';
import { teamText } from './team-text';

const seller: Member = { ...titularMember('u-2', 'Rafael', 'r@sol.test', 1), empresa: 'emp-1', papel: 'vendedor', empresa_nome: 'Sol Nascente', empresa_status: 'aprovado' };
const record = { nome_empresa: 'Sol Nascente', status: 'aprovado' };

describe('sessionCompany (issue 29)', () => {
  it('loads until the membership (and, for the titular, its record) arrives; nobody but an integrator has one', () => {
    expect(sessionCompany('u-1', 'integrador', undefined, record)).toBeUndefined();
    expect(sessionCompany('u-1', 'integrador', titularMember('u-1', 'A', 'a@x.test', 1), undefined)).toBeUndefined();
    expect(sessionCompany('u-1', 'admin', null, null)).toBeNull();
    expect(sessionCompany('u-1', null, undefined, undefined)).toBeNull();
  });

  it("the titular (or an account from before teams) is its own company, by its record; a member by its membership's copy", () => {
    expect(sessionCompany('u-1', 'integrador', titularMember('u-1', 'A', 'a@x.test', 1), record)).toEqual({ id: 'u-1', papel: 'titular', nome: 'Sol Nascente', status: 'aprovado', ativo: true });
    expect(sessionCompany('u-1', 'integrador', null, { nome_empresa: 'Nova', status: 'pendente_cadastro' })).toEqual({ id: 'u-1', papel: 'titular', nome: 'Nova', status: 'pendente_cadastro', ativo: true });
    // The member's own sign-up record does not matter: the membership names the company.
    expect(sessionCompany('u-2', 'integrador', seller, null)).toEqual({ id: 'emp-1', papel: 'vendedor', nome: 'Sol Nascente', status: 'aprovado', ativo: true });
    expect(sessionCompany('u-2', 'integrador', { ...seller, papel: 'chefe' as Member['papel'] }, null)?.papel).toBe('vendedor');
  });
});

describe('companyGuardOutcome (issue 29)', () => {
  it("routes the titular by its record's status as before teams", () => {
    const titular = { id: 'u-1', papel: 'titular' as const, nome: 'A', status: 'pendente_aprovacao', ativo: true };
    expect(companyGuardOutcome(titular, { status: 'pendente_aprovacao' })).toEqual({ kind: 'redirect', to: '/awaiting-approval' });
    expect(companyGuardOutcome(titular, { status: 'rejeitado' })).toEqual({ kind: 'redirect', to: '/auth', message: guard.rejected });
    expect(companyGuardOutcome(titular, null)).toEqual({ kind: 'redirect', to: '/complete-profile' });
    expect(companyGuardOutcome(titular, { status: 'aprovado' })).toEqual({ kind: 'allow' });
  });

  it('lets a member into an approved company only, and signs a deactivated one out with the reason', () => {
    const member = { id: 'emp-1', papel: 'gestor' as const, nome: 'Sol', status: 'aprovado', ativo: true };
    expect(companyGuardOutcome(member, null)).toEqual({ kind: 'allow' });
    expect(companyGuardOutcome({ ...member, ativo: false }, null)).toEqual({ kind: 'redirect', to: '/auth', message: teamText.deactivated });
    expect(companyGuardOutcome({ ...member, status: 'rejeitado' }, null)).toEqual({ kind: 'redirect', to: '/auth', message: teamText.companyClosed });
    expect(companyGuardOutcome({ ...member, status: undefined }, null)).toEqual({ kind: 'redirect', to: '/auth', message: teamText.companyClosed });
  });
});

describe('proposal scopes (issue 29)', () => {
  const company = { id: 'emp-1', papel: 'gestor' as const };
  it("a vendedor's scope always names itself; the titular and a gestor name themselves under 'Minhas' only", () => {
    expect(proposalScope('u-2', { id: 'emp-1', papel: 'vendedor' }, 'todas')).toEqual({ integratorId: 'emp-1', createdBy: 'u-2' });
    expect(proposalScope('u-3', company)).toEqual({ integratorId: 'emp-1', createdBy: null });
    expect(proposalScope('u-3', company, 'minhas')).toEqual({ integratorId: 'emp-1', createdBy: 'u-3' });
    expect(readScopeChoice('minhas')).toBe('minhas');
    for (const value of [null, '', 'Minhas', 'todas', 'x']) expect(readScopeChoice(value)).toBe('todas');
  });

  it("filters as Firestore's where clauses do (a proposal from before teams is in no seller's scope)", () => {
    const mine = { integrador_id: 'emp-1', criado_por: 'u-2' };
    expect(inScope(mine, everyProposal)).toBe(true);
    expect(inScope(mine, { integratorId: 'emp-1', createdBy: null })).toBe(true);
    expect(inScope(mine, { integratorId: 'emp-1', createdBy: 'u-2' })).toBe(true);
    expect(inScope(mine, { integratorId: 'emp-1', createdBy: 'u-3' })).toBe(false);
    expect(inScope(mine, { integratorId: 'emp-2', createdBy: null })).toBe(false);
    expect(inScope({ integrador_id: 'emp-1' }, { integratorId: 'emp-1', createdBy: 'emp-1' })).toBe(false);
  });

  it('reads one counters document per scope: every proposal, the company, or the seller in it', () => {
    expect(countersOf(everyProposal)).toMatchObject({ id: 'propostas' });
    expect(countersOf({ integratorId: 'emp-1', createdBy: null })).toMatchObject({ id: 'emp-1', collection: { path: 'stats_integradores' } });
    expect(countersOf({ integratorId: 'emp-1', createdBy: 'u-2' })).toMatchObject({ id: 'u-2', collection: { path: 'stats_integradores/emp-1/vendedores' } });
  });
});
