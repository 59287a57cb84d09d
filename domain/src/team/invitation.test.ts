import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import { domainErrorOf } from '../test-fixtures';
import { acceptInvitation, invitationState, inviteMember, maxTeamSize, type AcceptContext, type Invitation, type InviteContext, type InviteeFacts } from './invitation';
import { titularMember, type Member } from './member';
import { teamText } from './team-text';

const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const day = 86_400_000;
const titular: Actor = { uid: 'emp-1', role: 'integrador', empresa: 'emp-1', papel: 'titular' };
const company = { id: 'emp-1', status: 'aprovado', nome_empresa: 'Sol Nascente', email: 'contato@sol.test' };
const nobody: InviteeFacts = { membership: null, ownCompany: null, ownCompanyHasProposals: false };
/** An account that only signed up: titular of its own bare company. */
const freshAccount = (uid: string): InviteeFacts => ({ membership: titularMember(uid, 'x', 'x@y.test', 1), ownCompany: { status: 'pendente_cadastro' }, ownCompanyHasProposals: false });

function inviteContext(overrides: Partial<InviteContext> = {}): InviteContext {
  return { company, actor: titular, input: { email: ' Bruno@Sol.Test ', papel: 'vendedor' }, now, teamSize: 1, pendingForEmail: false, invitee: nobody, ...overrides };
}

const refusal = (run: () => unknown) => {
  const error = domainErrorOf(run);
  return { code: error.code, message: error.message };
};

describe('inviteMember (issue 29)', () => {
  it('stores the e-mail normalised, the role, the company and a 7-day validity under the token hash', () => {
    expect(inviteMember(inviteContext(), 'hash-1')).toEqual({
      id: 'hash-1', empresa: 'emp-1', empresa_nome: 'Sol Nascente', email: 'bruno@sol.test', papel: 'vendedor', convidado_por: 'emp-1',
      criado_em: now, expira_em: now + 7 * day, aceito_em: null, aceito_por: null, revogado_em: null,
    });
    // An account that only signed up may be invited (it joins instead of running a company).
    expect(inviteMember(inviteContext({ invitee: freshAccount('u-9') }), 'hash-2').email).toBe('bruno@sol.test');
  });

  it('only the titular of an approved company invites', () => {
    expect(refusal(() => inviteMember(inviteContext({ actor: { ...titular, uid: 'u-2', papel: 'gestor' } }), 'h'))).toEqual({ code: 'permission-denied', message: teamText.titularOnly });
    expect(refusal(() => inviteMember(inviteContext({ company: { ...company, status: 'pendente_aprovacao' } }), 'h'))).toEqual({ code: 'failed-precondition', message: teamText.approvedOnly });
    expect(refusal(() => inviteMember(inviteContext({ actor: null }), 'h')).code).toBe('unauthenticated');
  });

  it('refuses a bad e-mail or role, oneself, a member, a duplicate and a full team, each with its message', () => {
    expect(refusal(() => inviteMember(inviteContext({ input: { email: 'bruno@', papel: 'vendedor' } }), 'h')).code).toBe('invalid-argument');
    expect(refusal(() => inviteMember(inviteContext({ input: { email: 'b@sol.test', papel: 'titular' } }), 'h')).message).toBe('Escolha o papel: Gestor ou Vendedor.');
    expect(refusal(() => inviteMember(inviteContext({ input: { email: 'CONTATO@sol.test', papel: 'gestor' } }), 'h')).message).toBe(teamText.inviteSelf);
    const member: Member = { ...titularMember('u-2', 'Bruno', 'bruno@sol.test', 1), empresa: 'emp-1', papel: 'vendedor' };
    expect(refusal(() => inviteMember(inviteContext({ invitee: { ...nobody, membership: member } }), 'h')).message).toBe(teamText.alreadyMember);
    expect(refusal(() => inviteMember(inviteContext({ pendingForEmail: true }), 'h')).message).toBe(teamText.duplicateInvite);
    expect(refusal(() => inviteMember(inviteContext({ teamSize: maxTeamSize }), 'h')).message).toBe(teamText.teamFull(50));
    expect(inviteMember(inviteContext({ teamSize: maxTeamSize - 1 }), 'h').papel).toBe('vendedor');
  });

  it('does not tell whether an address belongs to another company (no probing): the invitation is stored, accepting refuses it', () => {
    const runsItsOwn: InviteeFacts = { ...freshAccount('u-3'), ownCompany: { status: 'aprovado' } };
    const elsewhere: InviteeFacts = { ...nobody, membership: { ...titularMember('u-3', 'B', 'b@x.test', 1), empresa: 'emp-7', papel: 'vendedor' } };
    for (const invitee of [runsItsOwn, elsewhere, { membership: null, ownCompany: { status: 'aprovado' }, ownCompanyHasProposals: false }]) {
      expect(inviteMember(inviteContext({ invitee }), 'h').email).toBe('bruno@sol.test');
    }
  });
});

describe('acceptInvitation (issue 29)', () => {
  const invitation: Invitation = inviteMember(inviteContext({ input: { email: 'bruno@sol.test', papel: 'gestor' } }), 'hash-1');
  const invitee: Actor = { uid: 'u-2', role: 'integrador' };
  const acceptContext = (overrides: Partial<AcceptContext> = {}): AcceptContext => ({
    invitation, company: { status: 'aprovado', nome_empresa: 'Sol Nascente Energia' }, actor: invitee, email: 'Bruno@sol.test', nome: 'Bruno Lima', invitee: freshAccount('u-2'), now: now + day, ...overrides,
  });

  it('joins the company with the invitation\'s role: membership, invitation used, claims; a retry writes nothing', () => {
    const writes = acceptInvitation(acceptContext());
    expect(writes).toEqual({
      kind: 'join',
      member: { id: 'u-2', empresa: 'emp-1', papel: 'gestor', ativo: true, nome: 'Bruno Lima', email: 'bruno@sol.test', entrou_em: now + day, desativado_em: null, empresa_nome: 'Sol Nascente Energia', empresa_status: 'aprovado' },
      invitation: { ...invitation, aceito_em: now + day, aceito_por: 'u-2' },
      claims: { role: 'integrador', empresa: 'emp-1', papel: 'gestor' },
      // The fresh account's empty sign-up record goes.
      dropOwnRecord: true,
    });
    if (writes.kind !== 'join') throw new Error('expected a join');
    // An account with no record of its own (a member deactivated elsewhere) has nothing to drop.
    const withoutRecord = acceptInvitation(acceptContext({ invitee: { ...freshAccount('u-2'), ownCompany: null } }));
    expect(withoutRecord.kind === 'join' && withoutRecord.dropOwnRecord).toBe(false);
    expect(acceptInvitation(acceptContext({ invitation: writes.invitation, invitee: { ...nobody, membership: writes.member } }))).toEqual({ kind: 'accepted-before', empresa: 'emp-1' });
    // Another, fresh invitation to the same company for someone already in it.
    expect(refusal(() => acceptInvitation(acceptContext({ invitee: { ...nobody, membership: writes.member } }))).message).toBe(teamText.alreadyJoined);
  });

  it('refuses an unknown, revoked, used, expired or someone else\'s invitation, and an account that runs a company', () => {
    expect(refusal(() => acceptInvitation(acceptContext({ invitation: null })))).toEqual({ code: 'not-found', message: teamText.invitationInvalid });
    expect(refusal(() => acceptInvitation(acceptContext({ invitation: { ...invitation, revogado_em: now } }))).message).toBe(teamText.invitationInvalid);
    expect(refusal(() => acceptInvitation(acceptContext({ invitation: { ...invitation, aceito_em: now, aceito_por: 'u-8' } }))).message).toBe(teamText.invitationUsed);
    expect(refusal(() => acceptInvitation(acceptContext({ now: now + 7 * day })))).toEqual({ code: 'failed-precondition', message: teamText.invitationExpired });
    expect(acceptInvitation(acceptContext({ now: now + 7 * day - 1 })).kind).toBe('join');
    expect(refusal(() => acceptInvitation(acceptContext({ email: 'outra@sol.test' }))).message).toBe(teamText.invitationOtherEmail('bruno@sol.test'));
    expect(refusal(() => acceptInvitation(acceptContext({ invitee: { ...freshAccount('u-2'), ownCompany: { status: 'pendente_aprovacao' } } }))).message).toBe(teamText.accountHasCompany);
    const elsewhere: InviteeFacts = { ...nobody, membership: { ...titularMember('u-2', 'B', 'b@x.test', 1), empresa: 'emp-7', papel: 'vendedor' } };
    expect(refusal(() => acceptInvitation(acceptContext({ invitee: elsewhere }))).message).toBe(teamText.inOtherCompany);
    // Deactivated by that other company: it names no company any more, so it may join this one.
    expect(acceptInvitation(acceptContext({ invitee: { ...elsewhere, membership: { ...elsewhere.membership!, ativo: false } } })).kind).toBe('join');
    // The inviting company lost its approval meanwhile.
    expect(refusal(() => acceptInvitation(acceptContext({ company: { status: 'rejeitado', nome_empresa: 'Sol Nascente' } })))).toEqual({ code: 'failed-precondition', message: teamText.companyUnavailable });
    expect(refusal(() => acceptInvitation(acceptContext({ actor: null }))).code).toBe('unauthenticated');
  });

  it('tells the states apart', () => {
    expect(invitationState(invitation, now)).toBe('pendente');
    expect(invitationState(invitation, invitation.expira_em)).toBe('expirado');
    expect(invitationState({ ...invitation, aceito_em: now }, now)).toBe('aceito');
    expect(invitationState({ ...invitation, revogado_em: now, aceito_em: now }, now)).toBe('revogado');
  });
});
