import { describe, expect, it } from 'vitest';
import type { Actor } from '../handlers/actor';
import { domainErrorOf } from '../test-fixtures';
import { acceptInvitation, invitationState, inviteMember, maxTeamSize, previewInvitation, renewInvitation, type AcceptContext, type RenewContext, type Invitation, type InviteContext, type InviteeFacts } from './invitation';
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
  return { company, actor: titular, input: { nome: ' Bruno Lima ', email: ' Bruno@Sol.Test ', papel: 'vendedor' }, now, teamSize: 1, pendingForEmail: false, invitee: nobody, ...overrides };
}

const refusal = (run: () => unknown) => {
  const error = domainErrorOf(run);
  return { code: error.code, message: error.message };
};

describe('inviteMember (issue 29)', () => {
  it('stores the e-mail normalised, the role, the company and a 7-day validity under the token hash', () => {
    expect(inviteMember(inviteContext(), 'hash-1')).toEqual({
      id: 'hash-1', empresa: 'emp-1', empresa_nome: 'Sol Nascente', email: 'bruno@sol.test', nome: 'Bruno Lima', papel: 'vendedor', convidado_por: 'emp-1',
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
    expect(refusal(() => inviteMember(inviteContext({ input: { nome: 'Bruno', email: 'bruno@', papel: 'vendedor' } }), 'h')).code).toBe('invalid-argument');
    expect(refusal(() => inviteMember(inviteContext({ input: { nome: 'Bruno', email: 'b@sol.test', papel: 'titular' } }), 'h')).message).toBe('Escolha o papel: Gestor ou Vendedor.');
    expect(refusal(() => inviteMember(inviteContext({ input: { nome: 'Bruno', email: 'CONTATO@sol.test', papel: 'gestor' } }), 'h')).message).toBe(teamText.inviteSelf);
    const member: Member = { ...titularMember('u-2', 'Bruno', 'bruno@sol.test', 1), empresa: 'emp-1', papel: 'vendedor' };
    expect(refusal(() => inviteMember(inviteContext({ invitee: { ...nobody, membership: member } }), 'h')).message).toBe(teamText.alreadyMember);
    expect(refusal(() => inviteMember(inviteContext({ pendingForEmail: true }), 'h')).message).toBe(teamText.duplicateInvite);
    expect(refusal(() => inviteMember(inviteContext({ teamSize: maxTeamSize }), 'h')).message).toBe(teamText.teamFull(50));
    expect(inviteMember(inviteContext({ teamSize: maxTeamSize - 1 }), 'h').papel).toBe('vendedor');
  });

  it('asks the person\'s name (issue 45): required, at most 120 characters', () => {
    for (const nome of [undefined, '', '   ', 42]) {
      expect(refusal(() => inviteMember(inviteContext({ input: { nome, email: 'b@sol.test', papel: 'gestor' } }), 'h'))).toEqual({ code: 'invalid-argument', message: teamText.inviteNameRequired });
    }
    expect(refusal(() => inviteMember(inviteContext({ input: { nome: 'x'.repeat(121), email: 'b@sol.test', papel: 'gestor' } }), 'h')).message).toBe(teamText.inviteNameTooLong(120));
    expect(inviteMember(inviteContext({ input: { nome: 'x'.repeat(120), email: 'b@sol.test', papel: 'gestor' } }), 'h').nome).toHaveLength(120);
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
  const invitation: Invitation = inviteMember(inviteContext({ input: { nome: 'Bruno Lima', email: 'bruno@sol.test', papel: 'gestor' } }), 'hash-1');
  const invitee: Actor = { uid: 'u-2', role: 'integrador' };
  const acceptContext = (overrides: Partial<AcceptContext> = {}): AcceptContext => ({
    invitation, company: { status: 'aprovado', nome_empresa: 'Sol Nascente Energia' }, actor: invitee, email: 'Bruno@sol.test', emailVerified: true, nome: 'Bruno Lima', invitee: freshAccount('u-2'), now: now + day, ...overrides,
  });

  it('names the member as the titular named it on inviting; an invitation from before names it by its account (issue 45)', () => {
    const join = (ctx: AcceptContext) => {
      const writes = acceptInvitation(ctx);
      if (writes.kind !== 'join') throw new Error('expected a join');
      return writes.member.nome;
    };
    expect(join(acceptContext({ nome: 'bruno@sol.test' }))).toBe('Bruno Lima');
    expect(join(acceptContext({ invitation: { ...invitation, nome: undefined }, nome: 'bruno@sol.test' }))).toBe('bruno@sol.test');
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

  it('refuses an e-mail Auth has not confirmed, saying what to do (issue 45); a retry of an accepted invitation is still answered', () => {
    expect(refusal(() => acceptInvitation(acceptContext({ emailVerified: false })))).toEqual({ code: 'failed-precondition', message: teamText.invitationEmailUnverified('bruno@sol.test') });
    expect(teamText.invitationEmailUnverified('bruno@sol.test')).toContain('Confirme seu e-mail');
    // Someone else's address is named first: confirming this one would not help.
    expect(refusal(() => acceptInvitation(acceptContext({ emailVerified: false, email: 'outra@sol.test' }))).message).toBe(teamText.invitationOtherEmail('bruno@sol.test'));
    const used = { ...invitation, aceito_em: now, aceito_por: 'u-2' };
    expect(acceptInvitation(acceptContext({ emailVerified: false, invitation: used }))).toEqual({ kind: 'accepted-before', empresa: 'emp-1' });
  });

  it('tells the states apart', () => {
    expect(invitationState(invitation, now)).toBe('pendente');
    expect(invitationState(invitation, invitation.expira_em)).toBe('expirado');
    expect(invitationState({ ...invitation, aceito_em: now }, now)).toBe('aceito');
    expect(invitationState({ ...invitation, revogado_em: now, aceito_em: now }, now)).toBe('revogado');
  });
});

describe('previewInvitation (issue 45)', () => {
  const invitation: Invitation = inviteMember(inviteContext(), 'hash-1');

  it('shows the company, the person\'s name, the role and the expiry of a pending invitation; never the e-mail', () => {
    const preview = previewInvitation(invitation, now + day);
    expect(preview).toEqual({ empresa_nome: 'Sol Nascente', nome: 'Bruno Lima', papel: 'vendedor', expira_em: now + 7 * day });
    expect(JSON.stringify(preview)).not.toContain('bruno@sol.test');
    const { nome: _nome, ...older } = invitation;
    expect(previewInvitation(older, now).nome).toBeNull();
  });

  it('refuses as accepting would: unknown or revoked, used, expired', () => {
    expect(refusal(() => previewInvitation(null, now))).toEqual({ code: 'not-found', message: teamText.invitationInvalid });
    expect(refusal(() => previewInvitation({ ...invitation, revogado_em: now }, now))).toEqual({ code: 'not-found', message: teamText.invitationInvalid });
    expect(refusal(() => previewInvitation({ ...invitation, aceito_em: now, aceito_por: 'u-2' }, now))).toEqual({ code: 'failed-precondition', message: teamText.invitationUsed });
    expect(refusal(() => previewInvitation(invitation, now + 7 * day))).toEqual({ code: 'failed-precondition', message: teamText.invitationExpired });
  });
});

describe('renewInvitation (issue 45)', () => {
  const pending: Invitation = inviteMember(inviteContext(), 'hash-1');
  const later = now + 2 * day;
  const renewContext = (overrides: Partial<RenewContext> = {}): RenewContext => ({
    company, actor: titular, invitation: pending, now: later, teamSize: 3, otherPendingForEmail: false, ...overrides,
  });

  it('revokes the old invitation and makes a new one for the same person, role and name, 7 days from now', () => {
    expect(renewInvitation(renewContext(), 'hash-2')).toEqual({
      revoke: { revogado_em: later },
      created: { ...pending, id: 'hash-2', criado_em: later, expira_em: later + 7 * day, aceito_em: null, aceito_por: null, revogado_em: null },
    });
    // An expired one comes back, within the team's limit.
    const expired = renewContext({ now: now + 8 * day });
    expect(renewInvitation(expired, 'hash-3').created.expira_em).toBe(now + 15 * day);
    expect(refusal(() => renewInvitation({ ...expired, teamSize: maxTeamSize }, 'h'))).toEqual({ code: 'failed-precondition', message: teamText.teamFull(maxTeamSize) });
    // A pending one is already counted.
    expect(renewInvitation(renewContext({ teamSize: maxTeamSize }), 'h').created.id).toBe('h');
  });

  it('refuses a gestor, a company not approved, another company\'s invitation, a revoked or used one and a second pending invitation to the e-mail', () => {
    expect(refusal(() => renewInvitation(renewContext({ actor: { ...titular, uid: 'u-2', papel: 'gestor' } }), 'h'))).toEqual({ code: 'permission-denied', message: teamText.titularOnly });
    expect(refusal(() => renewInvitation(renewContext({ company: { ...company, status: 'pendente_aprovacao' } }), 'h')).message).toBe(teamText.approvedOnly);
    expect(refusal(() => renewInvitation(renewContext({ invitation: { ...pending, empresa: 'emp-9' } }), 'h'))).toEqual({ code: 'not-found', message: teamText.invitationInvalid });
    expect(refusal(() => renewInvitation(renewContext({ invitation: null }), 'h'))).toEqual({ code: 'not-found', message: teamText.invitationInvalid });
    expect(refusal(() => renewInvitation(renewContext({ invitation: { ...pending, revogado_em: now } }), 'h')).message).toBe(teamText.invitationInvalid);
    expect(refusal(() => renewInvitation(renewContext({ invitation: { ...pending, aceito_em: now, aceito_por: 'u-2' } }), 'h')).message).toBe(teamText.invitationUsed);
    expect(refusal(() => renewInvitation(renewContext({ otherPendingForEmail: true }), 'h')).message).toBe(teamText.duplicateInvite);
  });
});
