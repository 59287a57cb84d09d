import { beforeEach, describe, expect, it } from 'vitest';
import { integrators } from '@solarcred/domain/data/integrators';
import { invitations } from '@solarcred/domain/data/invitations';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { members } from '@solarcred/domain/data/members';
import { integratorStats } from '@solarcred/domain/data/stats';
import type { Member } from '@solarcred/domain/team/member';
import { teamText } from '@solarcred/domain/team/team-text';
import { memoryAdmin } from './admin';
import { memoryAuth } from './auth';
import { memoryTeam } from './team';
import { seedState } from './seed';
import { MemoryStore } from './store';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 26, 12)));
});

const auth = () => memoryAuth(store);
/** A new account whose e-mail is confirmed (the demo follows the link at once), as accepting needs (issue 45). */
async function signUpConfirmed(email: string): Promise<void> {
  await auth().signUp(email, 'segredo1');
  await auth().sendEmailVerification();
}
/** The token the invitation's e-mail carries (its only copy). */
function tokenMailedTo(email: string): string {
  const mail = store.collection(mailDocuments).find((doc) => doc.to === email && doc.evento === 'convite_equipe');
  const token = /\/convite\/([A-Za-z0-9_-]{43})/.exec(mail?.message.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

function membersNow(companyId: string): Promise<Member[]> {
  return new Promise((resolve, reject) => {
    const stop = memoryTeam(store).members(companyId, 60)((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

describe('memory team port (issue 29)', () => {
  it('the titular invites by e-mail; the invitee signs up, accepts with the mailed token and joins with the role; a retry changes nothing', async () => {
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'Vendas@Sol.Test', papel: 'vendedor' });
    await expect(memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'vendas@sol.test', papel: 'gestor' })).rejects.toMatchObject({ code: 'already-exists', message: teamText.duplicateInvite });
    const token = tokenMailedTo('vendas@sol.test');

    await auth().signOut();
    // Issue 45: signed out, the link's page names the company, the person and the role; a malformed or unknown token is refused.
    expect(await memoryTeam(store).preview(token)).toMatchObject({ empresa_nome: 'Sol Nascente Energia Ltda', nome: 'Pessoa Convidada', papel: 'vendedor' });
    await expect(memoryTeam(store).preview('x')).rejects.toMatchObject({ code: 'not-found', message: teamText.invitationInvalid });
    await expect(memoryTeam(store).preview('A'.repeat(43))).rejects.toMatchObject({ code: 'not-found', message: teamText.invitationInvalid });
    await auth().signUp('vendas@sol.test', 'segredo1');
    const signedUp = store.snapshot.currentUid ?? '';
    expect(store.doc(integrators, signedUp)).not.toBeNull();
    // Issue 45: not before the address is confirmed; nothing written meanwhile.
    await expect(memoryTeam(store).accept(token)).rejects.toMatchObject({ code: 'failed-precondition', message: teamText.invitationEmailUnverified('vendas@sol.test') });
    expect(store.doc(members, signedUp)).toMatchObject({ empresa: signedUp });
    await auth().sendEmailVerification();
    const integratorsBefore = store.single(integratorStats)?.total;
    expect(await memoryTeam(store).accept(token)).toEqual({ empresa: 'int-aprovado' });
    // The sign-up's empty company record goes, and with it its count.
    expect(store.doc(integrators, signedUp)).toBeNull();
    expect(store.single(integratorStats)?.total).toBe((integratorsBefore ?? 0) - 1);
    expect(await memoryTeam(store).accept(token)).toEqual({ empresa: 'int-aprovado' });
    await expect(memoryTeam(store).preview(token)).rejects.toMatchObject({ code: 'failed-precondition', message: teamText.invitationUsed });
    const uid = store.snapshot.currentUid ?? '';
    expect(store.doc(members, uid)).toMatchObject({ empresa: 'int-aprovado', papel: 'vendedor', ativo: true, email: 'vendas@sol.test', empresa_nome: 'Sol Nascente Energia Ltda', empresa_status: 'aprovado' });
    expect(store.snapshot.users[uid]?.claims).toMatchObject({ role: 'integrador', empresa: 'int-aprovado', papel: 'vendedor' });

    // A member is no titular: it neither invites nor lists the team.
    await expect(memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'outro@sol.test', papel: 'vendedor' })).rejects.toMatchObject({ code: 'permission-denied', message: teamText.titularOnly });
    await expect(membersNow('int-aprovado')).rejects.toMatchObject({ code: 'permission-denied' });

    await auth().signOut();
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    expect((await membersNow('int-aprovado')).map((member) => [member.email, member.papel])).toEqual([
      ['integrador@solarcred.demo', 'titular'],
      // The seed's team (seed-team.ts), then the one who just joined.
      ['gestor@solarcred.demo', 'gestor'],
      ['vendedor@solarcred.demo', 'vendedor'],
      ['vendedora@solarcred.demo', 'vendedor'],
      ['vendas@sol.test', 'vendedor'],
    ]);
  });

  it('refuses a used token to another account, a token for another e-mail, and an unknown token', async () => {
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'ana@sol.test', papel: 'gestor' });
    const token = tokenMailedTo('ana@sol.test');
    await auth().signOut();
    await auth().signUp('bia@sol.test', 'segredo1');
    await expect(memoryTeam(store).accept(token)).rejects.toMatchObject({ code: 'permission-denied', message: teamText.invitationOtherEmail('ana@sol.test') });
    await expect(memoryTeam(store).accept('x'.repeat(43))).rejects.toMatchObject({ code: 'not-found', message: teamText.invitationInvalid });
    await auth().signOut();
    await signUpConfirmed('ana@sol.test');
    await memoryTeam(store).accept(token);
    await auth().signOut();
    await auth().signIn('luz@solarcred.demo', 'demo123');
    await expect(memoryTeam(store).accept(token)).rejects.toMatchObject({ message: teamText.invitationUsed });
  });

  it('an account that runs an approved company is invited (the inviter is not told) and refused when it accepts', async () => {
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'luz@solarcred.demo', papel: 'vendedor' });
    const token = tokenMailedTo('luz@solarcred.demo');
    await auth().signOut();
    await auth().signIn('luz@solarcred.demo', 'demo123');
    await expect(memoryTeam(store).accept(token)).rejects.toMatchObject({ code: 'failed-precondition', message: teamText.accountHasCompany });
  });

  it('issue 45: the titular sends an invitation again (the old link dies, the new one is mailed) or takes a new link to copy (no e-mail)', async () => {
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    const { id: first } = await memoryTeam(store).invite({ nome: 'Bruno Lima', email: 'bruno@sol.test', papel: 'gestor' });
    const oldToken = tokenMailedTo('bruno@sol.test');
    const mailsBefore = store.collection(mailDocuments).length;

    const copied = await memoryTeam(store).renew(first, false);
    expect(store.collection(mailDocuments)).toHaveLength(mailsBefore);
    expect(store.doc(invitations, first)?.revogado_em).not.toBeNull();
    expect(store.doc(invitations, copied.id)).toMatchObject({ email: 'bruno@sol.test', nome: 'Bruno Lima', papel: 'gestor', revogado_em: null, aceito_em: null });
    await expect(memoryTeam(store).preview(oldToken)).rejects.toMatchObject({ code: 'not-found', message: teamText.invitationInvalid });
    expect(await memoryTeam(store).preview(copied.token)).toMatchObject({ nome: 'Bruno Lima', papel: 'gestor' });

    const resent = await memoryTeam(store).renew(copied.id, true);
    expect(store.collection(mailDocuments)).toHaveLength(mailsBefore + 1);
    expect(store.collection(mailDocuments).some((mail) => mail.id === `convite_equipe_${resent.id}` && mail.message.text.includes(resent.token))).toBe(true);
    await expect(memoryTeam(store).renew(first, true)).rejects.toMatchObject({ code: 'not-found', message: teamText.invitationInvalid });
    // The invitee accepts the last link; the used invitation cannot be renewed.
    await auth().signOut();
    await signUpConfirmed('bruno@sol.test');
    await memoryTeam(store).accept(resent.token);
    await auth().signOut();
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await expect(memoryTeam(store).renew(resent.id, true)).rejects.toMatchObject({ code: 'failed-precondition', message: teamText.invitationUsed });
  });

  it('the titular changes a member\'s role (membership and claims); a member cannot; the titular\'s own role and a deactivated member are refused', async () => {
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'papel@sol.test', papel: 'vendedor' });
    const token = tokenMailedTo('papel@sol.test');
    await auth().signOut();
    await signUpConfirmed('papel@sol.test');
    await memoryTeam(store).accept(token);
    const uid = store.snapshot.currentUid ?? '';
    // The member itself may not promote itself.
    await expect(memoryTeam(store).changeRole(uid, 'gestor')).rejects.toMatchObject({ code: 'permission-denied', message: teamText.titularOnly });

    await auth().signOut();
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await memoryTeam(store).changeRole(uid, 'gestor');
    expect(store.doc(members, uid)).toMatchObject({ empresa: 'int-aprovado', papel: 'gestor', ativo: true, email: 'papel@sol.test' });
    expect(store.snapshot.users[uid]?.claims).toEqual({ role: 'integrador', empresa: 'int-aprovado', papel: 'gestor' });
    expect((await membersNow('int-aprovado')).find((member) => member.id === uid)?.papel).toBe('gestor');
    // A retry changes nothing.
    await memoryTeam(store).changeRole(uid, 'gestor');
    expect(store.doc(members, uid)?.papel).toBe('gestor');

    await expect(memoryTeam(store).changeRole('int-aprovado', 'gestor')).rejects.toMatchObject({ code: 'failed-precondition', message: teamText.titularRoleStays });
    await expect(memoryTeam(store).changeRole('nao-existe', 'gestor')).rejects.toMatchObject({ code: 'not-found', message: teamText.memberNotFound });
    await expect(memoryTeam(store).changeRole(uid, 'titular' as 'gestor')).rejects.toMatchObject({ code: 'invalid-argument', message: teamText.choosePapel });
    await memoryTeam(store).deactivate(uid);
    await expect(memoryTeam(store).changeRole(uid, 'vendedor')).rejects.toMatchObject({ code: 'failed-precondition', message: teamText.memberInactive });
    expect(store.doc(members, uid)).toMatchObject({ papel: 'gestor', ativo: false });
    expect(store.snapshot.users[uid]?.claims).toEqual({ role: 'integrador' });

    // Issue 45: the titular turns it back on, with its role (membership and claims); a retry changes nothing.
    await memoryTeam(store).reactivate(uid);
    expect(store.doc(members, uid)).toMatchObject({ papel: 'gestor', ativo: true, desativado_em: null });
    expect(store.snapshot.users[uid]?.claims).toEqual({ role: 'integrador', empresa: 'int-aprovado', papel: 'gestor' });
    await memoryTeam(store).reactivate(uid);
    expect(store.doc(members, uid)?.ativo).toBe(true);
    await expect(memoryTeam(store).reactivate('int-aprovado')).rejects.toMatchObject({ code: 'failed-precondition', message: teamText.titularStays });
    await auth().signOut();
    await auth().signIn('papel@sol.test', 'segredo1');
    await expect(memoryTeam(store).reactivate(uid)).rejects.toMatchObject({ code: 'permission-denied', message: teamText.titularOnly });
  });

  it('another company\'s titular cannot change this company\'s member: it reads as no member', async () => {
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'alheio@sol.test', papel: 'vendedor' });
    const token = tokenMailedTo('alheio@sol.test');
    await auth().signOut();
    await signUpConfirmed('alheio@sol.test');
    await memoryTeam(store).accept(token);
    const uid = store.snapshot.currentUid ?? '';
    await auth().signOut();
    await auth().signIn('luz@solarcred.demo', 'demo123');
    await expect(memoryTeam(store).changeRole(uid, 'gestor')).rejects.toMatchObject({ code: 'not-found', message: teamText.memberNotFound });
    expect(store.doc(members, uid)?.papel).toBe('vendedor');
  });

  it('a member\'s copy of its company follows the company: an admin\'s edit reaches it, the titular\'s own membership has none', async () => {
    await auth().signIn('integrador@solarcred.demo', 'demo123');
    await memoryTeam(store).invite({ nome: 'Pessoa Convidada', email: 'gestao@sol.test', papel: 'gestor' });
    const token = tokenMailedTo('gestao@sol.test');
    await auth().signOut();
    await signUpConfirmed('gestao@sol.test');
    await memoryTeam(store).accept(token);
    const uid = store.snapshot.currentUid ?? '';
    await auth().signOut();
    await auth().signIn('admin@solarcred.demo', 'demo123');
    const record = store.doc(integrators, 'int-aprovado');
    if (!record) throw new Error('seed without the approved integrator');
    const { cnpj = '', email, telefone = '', cep = '', street = '', number = '', complement = 'Sala 1', neighborhood = '', city = '' } = record;
    await memoryAdmin(store).editIntegrator('int-aprovado', { nome_empresa: 'Sol Nascente Solar', cnpj, email, telefone, cep, street, number, complement: complement || 'Sala 1', neighborhood, city, state: 'SP' });
    expect(store.doc(members, uid)).toMatchObject({ empresa_nome: 'Sol Nascente Solar', empresa_status: 'aprovado' });
    expect(store.doc(members, 'int-aprovado')).not.toHaveProperty('empresa_status');
  });
});
