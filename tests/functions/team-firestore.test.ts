/**
 * The team's invitations on the emulators (issue 29). The approved company's titular invites an
 * e-mail: convites/{sha256(token)} stored (e-mail normalised, role, 7 days) and its e-mail queued
 * (mail/convite_equipe_{hash}), the token only in the e-mail's link, never in the answer; a
 * duplicate, a gestor and a company not approved are refused; an account that runs its own company is
 * invited (the inviter is not told) and refused when it accepts. The invited e-mail signs up and accepts with the mail's token: membros/{uid} names the
 * company with the invitation's role, the invitation is used and the account's claims name the
 * company; a retry answers the same. Another account, another e-mail, a malformed or unknown
 * token and an expired invitation are refused with their messages. A member the titular
 * deactivated, invited again, joins again. The titular changes a member's role (changeMemberRole):
 * the membership and the claims follow; a member, another company's titular, the titular's own
 * role and a deactivated member are refused. The titular reactivates the deactivated member
 * (reactivateMember, issue 45) within the team's limit.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashLinkToken, newLinkToken } from '@solarcred/domain/customer-link/token';
import { auth as authText } from '@solarcred/domain/messages';
import { consentText } from '@solarcred/domain/privacy/consent-text';
import { teamText } from '@solarcred/domain/team/team-text';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { adminAuth, signIn, signInClaims, signUp, uniqueEmail, waitFor, waitForRole } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith, waitForIntegrator } from './firestore-admin';

const dayMs = 86_400_000;
const company = 'Sol Equipe Ltda';

const invite = (account: TestAccount, email: string, papel = 'gestor') => callFunction('inviteMember', { nome: 'Pessoa Convidada', email, papel }, account.idToken);
const preview = (token: unknown) => callFunction('previewInvitation', { token });
const accept = (account: TestAccount, token: unknown) => callFunction('acceptInvitation', { token, aceite: true }, account.idToken);
const inviteDoc = async (id: string) => (await db().doc(`convites/${id}`).get()).data() ?? {};
const memberDoc = async (uid: string) => (await db().doc(`membros/${uid}`).get()).data() ?? {};

/** The invitation's id and the token its e-mail's link carries (/convite/{token}). */
async function invited(account: TestAccount, email: string, papel = 'gestor'): Promise<{ id: string; token: string; mail: DocumentData }> {
  const answer = resultOf(await invite(account, email, papel)) as Record<string, unknown>;
  expect(Object.keys(answer)).toEqual(['id']);
  const id = String(answer['id']);
  const mail = (await db().doc(`mail/convite_equipe_${id}`).get()).data() ?? {};
  const token = /\/convite\/([A-Za-z0-9_-]{43})/.exec(String((mail['message'] as { text?: unknown } | undefined)?.text))?.[1] ?? '';
  expect(await hashLinkToken(token)).toBe(id);
  return { id, token, mail };
}

/** An account made the way the web client does, with this e-mail, once the sign-up trigger ran. */
async function accountFor(email: string): Promise<TestAccount> {
  const uid = await signUp(email);
  await Promise.all([waitForRole(uid), waitForIntegrator(uid)]);
  return { uid, email, idToken: await signIn(email) };
}

describe.skipIf(!(hasFirestore && hasAuth))('team invitations: inviteMember and acceptInvitation (Auth + Functions + Firestore emulators)', () => {
  let titular: TestAccount;
  let notApproved: TestAccount;
  let manager: TestAccount;
  let stranger: TestAccount;
  let inviteeEmail: string;
  let first: { id: string; token: string; mail: DocumentData };

  beforeAll(async () => {
    [titular, notApproved, manager, stranger] = await Promise.all([
      integratorAccountWith('aprovado', company, 'titular'),
      integratorAccountWith('pendente_aprovacao', 'Outra Solar', 'outra'),
      newIntegratorAccount('gestor'),
      newIntegratorAccount('estranho'),
    ]);
    await Promise.all([waitForIntegrator(manager.uid), waitForIntegrator(stranger.uid)]);
    await db().doc(`membros/${manager.uid}`).set({ empresa: titular.uid, papel: 'gestor', ativo: true, nome: 'Carla Dias', email: manager.email, entrou_em: Timestamp.now(), desativado_em: null });
    // Its e-mail confirmed, as following Auth's link does: accepting needs it (issue 45).
    await adminAuth().updateUser(manager.uid, { emailVerified: true });
    inviteeEmail = uniqueEmail('convidado');
  });

  it('the approved titular invites an e-mail: the invitation under the token hash (e-mail normalised, 7 days) and its e-mail with the link, the token nowhere else', async () => {
    const before = Date.now();
    first = await invited(titular, `  ${inviteeEmail.toUpperCase()} `);
    const stored = await inviteDoc(first.id);
    expect(stored).toMatchObject({ empresa: titular.uid, empresa_nome: company, email: inviteeEmail, nome: 'Pessoa Convidada', papel: 'gestor', convidado_por: titular.uid, aceito_em: null, aceito_por: null, revogado_em: null });
    const expiry = (stored['expira_em'] as Timestamp).toMillis();
    expect(expiry).toBeGreaterThanOrEqual(before + 7 * dayMs);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 7 * dayMs);
    expect(first.mail).toMatchObject({ to: inviteeEmail, evento: 'convite_equipe' });
    expect(String((first.mail['message'] as { text: string }).text)).toContain('/convite/');
    expect(JSON.stringify(stored)).not.toContain(first.token);
    expect(String((first.mail['message'] as { text: string }).text)).toContain('Olá, Pessoa Convidada.');
  });

  it('previewInvitation (issue 45): anyone holding the link, signed in or not, sees the company, the name and the role, never the e-mail; a missing name and a malformed or unknown token are refused', async () => {
    const shown = resultOf(await preview(first.token)) as Record<string, unknown>;
    expect(shown).toEqual({ empresa_nome: company, nome: 'Pessoa Convidada', papel: 'gestor', expira_em: expect.any(Number) });
    expect(JSON.stringify(shown)).not.toContain(inviteeEmail);
    expect(resultOf(await callFunction('previewInvitation', { token: first.token }, stranger.idToken))).toEqual(shown);
    expectCallableError(await preview('nao-e-um-token'), 'NOT_FOUND', teamText.invitationInvalid);
    expectCallableError(await preview(newLinkToken()), 'NOT_FOUND', teamText.invitationInvalid);
    expectCallableError(await callFunction('inviteMember', { email: uniqueEmail('sem-nome'), papel: 'gestor' }, titular.idToken), 'INVALID_ARGUMENT', teamText.inviteNameRequired);
  });

  it('refuses a duplicate, a gestor and a company not approved; an e-mail whose account runs its own company is invited (no probing) and refused on accepting', async () => {
    expectCallableError(await invite(titular, inviteeEmail), 'ALREADY_EXISTS', teamText.duplicateInvite);
    expectCallableError(await invite(manager, uniqueEmail('x')), 'PERMISSION_DENIED', teamText.titularOnly);
    expectCallableError(await invite(notApproved, uniqueEmail('x')), 'FAILED_PRECONDITION', teamText.approvedOnly);
    const probe = await invited(titular, notApproved.email, 'vendedor');
    expectCallableError(await accept(notApproved, probe.token), 'FAILED_PRECONDITION', teamText.accountHasCompany);
    // Revoked, so the team count below starts where it did.
    await db().doc(`convites/${probe.id}`).update({ revogado_em: Timestamp.now() });
  });

  it('the invited e-mail signs up and accepts: membership, invitation used, claims naming the company; a retry answers the same', async () => {
    const invitee = await accountFor(inviteeEmail);
    expect((await db().doc(`integradores/${invitee.uid}`).get()).exists).toBe(true);
    // Issue 45: anyone holding the link could sign up with the address; until Auth has it confirmed, nothing is written.
    expectCallableError(await accept(invitee, first.token), 'FAILED_PRECONDITION', teamText.invitationEmailUnverified(inviteeEmail));
    expect(await inviteDoc(first.id)).toMatchObject({ aceito_em: null, aceito_por: null });
    expect((await db().doc(`membros/${invitee.uid}`).get()).data()).toMatchObject({ empresa: invitee.uid });
    // The link followed (Auth's own flow); the same ID token is enough, the callable asks Auth.
    await adminAuth().updateUser(invitee.uid, { emailVerified: true });
    // Issue 51: without the page's box 'Li e aceito…' nothing is written.
    expectCallableError(await callFunction('acceptInvitation', { token: first.token }, invitee.idToken), 'INVALID_ARGUMENT', consentText.boxRequired);
    expect(await inviteDoc(first.id)).toMatchObject({ aceito_em: null });
    expect(resultOf(await accept(invitee, first.token))).toEqual({ empresa: titular.uid });
    expect((await db().doc(`aceites/${invitee.uid}`).get()).data()).toMatchObject({ origem: 'convite', termos_versao: expect.any(Number), privacidade_versao: expect.any(Number) });
    // The sign-up's empty company record is gone: no empty company in the admin's list.
    expect((await db().doc(`integradores/${invitee.uid}`).get()).exists).toBe(false);
    // Named as the titular named the person on inviting (issue 45), not by its account's e-mail.
    expect(await memberDoc(invitee.uid)).toMatchObject({ empresa: titular.uid, papel: 'gestor', ativo: true, email: inviteeEmail, nome: 'Pessoa Convidada', desativado_em: null });
    const used = await inviteDoc(first.id);
    expect(used['aceito_por']).toBe(invitee.uid);
    expect(used['aceito_em']).toBeInstanceOf(Timestamp);
    expect((await adminAuth().getUser(invitee.uid)).customClaims).toEqual({ role: 'integrador', empresa: titular.uid, papel: 'gestor' });
    expect(await signInClaims(inviteeEmail)).toMatchObject({ role: 'integrador', empresa: titular.uid, papel: 'gestor' });
    expect(resultOf(await accept(invitee, first.token))).toEqual({ empresa: titular.uid });
    expectCallableError(await preview(first.token), 'FAILED_PRECONDITION', teamText.invitationUsed);
    // Used: another account is refused with the same token.
    expectCallableError(await accept(stranger, first.token), 'FAILED_PRECONDITION', teamText.invitationUsed);
  });

  it('refuses another e-mail, a malformed or unknown token and an expired invitation', async () => {
    const otherEmail = uniqueEmail('outro');
    const second = await invited(titular, otherEmail, 'vendedor');
    expectCallableError(await accept(stranger, second.token), 'PERMISSION_DENIED', teamText.invitationOtherEmail(otherEmail));
    expectCallableError(await accept(stranger, 'nao-e-um-token'), 'NOT_FOUND', teamText.invitationInvalid);
    expectCallableError(await accept(stranger, 42), 'NOT_FOUND', teamText.invitationInvalid);
    expectCallableError(await accept(stranger, newLinkToken()), 'NOT_FOUND', teamText.invitationInvalid);
    await db().doc(`convites/${second.id}`).update({ expira_em: Timestamp.fromMillis(Date.now() - 1000) });
    expectCallableError(await accept(stranger, second.token), 'FAILED_PRECONDITION', teamText.invitationExpired);
    expect(await memberDoc(stranger.uid)).toMatchObject({ empresa: stranger.uid, papel: 'titular', ativo: true });
    // Expired, it no longer counts as pending: the e-mail may be invited again.
    expect((await invited(titular, otherEmail, 'vendedor')).id).not.toBe(second.id);
  });

  it('renewInvitation (issue 45): sent again, the old invitation is revoked and a new one mailed; a new link to copy mails nothing; a gestor, another integrator and a used invitation are refused', async () => {
    const email = uniqueEmail('renovado');
    const sent = await invited(titular, email, 'vendedor');
    const renew = (account: TestAccount, id: string, enviar: boolean) => callFunction('renewInvitation', { id, enviar }, account.idToken);
    expectCallableError(await renew(manager, sent.id, true), 'PERMISSION_DENIED', teamText.titularOnly);
    // Another integrator (its own company not approved; another company's invitation is the domain's not-found).
    expectCallableError(await renew(stranger, sent.id, true), 'FAILED_PRECONDITION', teamText.approvedOnly);

    const again = resultOf(await renew(titular, sent.id, true)) as { id: string; token: string };
    expect(await hashLinkToken(again.token)).toBe(again.id);
    expect((await inviteDoc(sent.id))['revogado_em']).toBeInstanceOf(Timestamp);
    expect(await inviteDoc(again.id)).toMatchObject({ empresa: titular.uid, email, nome: 'Pessoa Convidada', papel: 'vendedor', aceito_em: null, revogado_em: null });
    const mail = (await db().doc(`mail/convite_equipe_${again.id}`).get()).data() ?? {};
    expect(String((mail['message'] as { text?: unknown } | undefined)?.text)).toContain(again.token);
    expectCallableError(await preview(sent.token), 'NOT_FOUND', teamText.invitationInvalid);
    expectCallableError(await renew(titular, sent.id, true), 'NOT_FOUND', teamText.invitationInvalid);

    const copied = resultOf(await renew(titular, again.id, false)) as { id: string; token: string };
    expect((await db().doc(`mail/convite_equipe_${copied.id}`).get()).exists).toBe(false);
    expect(resultOf(await preview(copied.token))).toMatchObject({ empresa_nome: company, papel: 'vendedor' });
    // Revoked, so the team count below starts where it did.
    await db().doc(`convites/${copied.id}`).update({ revogado_em: Timestamp.now() });
    expectCallableError(await renew(titular, first.id, true), 'FAILED_PRECONDITION', teamText.invitationUsed);
  });

  it('a member the titular deactivated, invited again, joins again', async () => {
    await db().doc(`membros/${manager.uid}`).update({ ativo: false, desativado_em: Timestamp.now() });
    const again = await invited(titular, manager.email, 'vendedor');
    expect(resultOf(await accept(manager, again.token))).toEqual({ empresa: titular.uid });
    expect(await memberDoc(manager.uid)).toMatchObject({ empresa: titular.uid, papel: 'vendedor', ativo: true, desativado_em: null });
    expect((await adminAuth().getUser(manager.uid)).customClaims).toMatchObject({ role: 'integrador', empresa: titular.uid, papel: 'vendedor' });
  });

  it('counts active members and pending invitations only against the team limit of 50', async () => {
    // Active so far: the titular, the invitee and the member back; pending: the second e-mail's new invitation.
    const seeded = (fields: DocumentData) => ({
      empresa: titular.uid, empresa_nome: company, email: uniqueEmail('lote'), papel: 'vendedor', convidado_por: titular.uid,
      criado_em: Timestamp.now(), expira_em: Timestamp.fromMillis(Date.now() + dayMs), aceito_em: null, aceito_por: null, revogado_em: null, ...fields,
    });
    const batch = db().batch();
    for (let i = 0; i < 45; i++) batch.set(db().collection('convites').doc(), seeded({}));
    for (let i = 0; i < 3; i++) {
      batch.set(db().collection('convites').doc(), seeded({ expira_em: Timestamp.fromMillis(Date.now() - dayMs) }));
      batch.set(db().collection('convites').doc(), seeded({ aceito_em: Timestamp.now(), aceito_por: 'alguem' }));
      batch.set(db().collection('convites').doc(), seeded({ revogado_em: Timestamp.now() }));
      batch.set(db().collection('membros').doc(), { empresa: titular.uid, papel: 'vendedor', ativo: false, nome: 'Ex', email: uniqueEmail('ex'), entrou_em: Timestamp.now(), desativado_em: Timestamp.now() });
    }
    await batch.commit();
    await invited(titular, uniqueEmail('quadragesimo-nono'));
    expectCallableError(await invite(titular, uniqueEmail('quinquagesimo')), 'FAILED_PRECONDITION', teamText.teamFull(50));
  });

  it('deactivateMember: a member cannot, the titular can; the membership stays off, the claims lose the company, the next command is refused', async () => {
    const invitee = await adminAuth().getUserByEmail(inviteeEmail);
    const asInvitee = { uid: invitee.uid, email: inviteeEmail, idToken: await signIn(inviteeEmail) };
    expectCallableError(await callFunction('deactivateMember', { uid: manager.uid }, asInvitee.idToken), 'PERMISSION_DENIED', teamText.titularOnly);
    expectCallableError(await callFunction('deactivateMember', { uid: titular.uid }, titular.idToken), 'FAILED_PRECONDITION', teamText.titularStays);
    expect(resultOf(await callFunction('deactivateMember', { uid: manager.uid }, titular.idToken))).toEqual({ uid: manager.uid });
    expect(await memberDoc(manager.uid)).toMatchObject({ empresa: titular.uid, ativo: false });
    expect((await adminAuth().getUser(manager.uid)).customClaims).toEqual({ role: 'integrador' });
    // Its token from before still names the company: the membership decides.
    expectCallableError(await invite(manager, uniqueEmail('y')), 'PERMISSION_DENIED', teamText.deactivated);
  });

  it('changeMemberRole: the titular makes the gestor a vendedor (membership and claims); a member, another titular, the titular\'s own role, a bad role and a deactivated member are refused', async () => {
    const invitee = (await adminAuth().getUserByEmail(inviteeEmail)).uid;
    const inviteeToken = await signIn(inviteeEmail);
    const changeRole = (idToken: string, uid: string, papel: unknown) => callFunction('changeMemberRole', { uid, papel }, idToken);
    expectCallableError(await changeRole(inviteeToken, invitee, 'vendedor'), 'PERMISSION_DENIED', teamText.titularOnly);
    expectCallableError(await changeRole(stranger.idToken, invitee, 'vendedor'), 'NOT_FOUND', teamText.memberNotFound);
    expectCallableError(await changeRole(titular.idToken, titular.uid, 'gestor'), 'FAILED_PRECONDITION', teamText.titularRoleStays);
    expectCallableError(await changeRole(titular.idToken, invitee, 'titular'), 'INVALID_ARGUMENT', teamText.choosePapel);
    expect(await memberDoc(invitee)).toMatchObject({ papel: 'gestor', ativo: true });

    expect(resultOf(await changeRole(titular.idToken, invitee, 'vendedor'))).toEqual({ uid: invitee, papel: 'vendedor' });
    expect(await memberDoc(invitee)).toMatchObject({ empresa: titular.uid, papel: 'vendedor', ativo: true, email: inviteeEmail });
    expect((await adminAuth().getUser(invitee)).customClaims).toEqual({ role: 'integrador', empresa: titular.uid, papel: 'vendedor' });
    expect(await signInClaims(inviteeEmail)).toMatchObject({ empresa: titular.uid, papel: 'vendedor' });
    // A retry answers the same and changes nothing.
    expect(resultOf(await changeRole(titular.idToken, invitee, 'vendedor'))).toEqual({ uid: invitee, papel: 'vendedor' });
    expect((await memberDoc(invitee))['papel']).toBe('vendedor');

    // The member deactivated above keeps its role: it must be invited again.
    expectCallableError(await changeRole(titular.idToken, manager.uid, 'gestor'), 'FAILED_PRECONDITION', teamText.memberInactive);
    expect(await memberDoc(manager.uid)).toMatchObject({ papel: 'vendedor', ativo: false });
    expect((await adminAuth().getUser(manager.uid)).customClaims).toEqual({ role: 'integrador' });
  });

  it('reactivateMember (issue 45): a member and another titular cannot; a full team refuses; the titular brings the member back with its role (membership and claims)', async () => {
    const reactivate = (idToken: string, uid: unknown) => callFunction('reactivateMember', { uid }, idToken);
    const inviteeToken = await signIn(inviteeEmail);
    expectCallableError(await reactivate(inviteeToken, manager.uid), 'PERMISSION_DENIED', teamText.titularOnly);
    expectCallableError(await reactivate(stranger.idToken, manager.uid), 'NOT_FOUND', teamText.memberNotFound);
    expectCallableError(await reactivate(titular.idToken, titular.uid), 'FAILED_PRECONDITION', teamText.titularStays);
    // The team is at 49 of 50 since the deactivation: one more pending invitation fills it.
    const filler = db().collection('convites').doc();
    await filler.set({
      empresa: titular.uid, empresa_nome: company, email: uniqueEmail('cheio'), papel: 'vendedor', convidado_por: titular.uid,
      criado_em: Timestamp.now(), expira_em: Timestamp.fromMillis(Date.now() + dayMs), aceito_em: null, aceito_por: null, revogado_em: null,
    });
    expectCallableError(await reactivate(titular.idToken, manager.uid), 'FAILED_PRECONDITION', teamText.teamFull(50));
    expect(await memberDoc(manager.uid)).toMatchObject({ ativo: false });
    await filler.update({ revogado_em: Timestamp.now() });

    expect(resultOf(await reactivate(titular.idToken, manager.uid))).toEqual({ uid: manager.uid });
    expect(await memberDoc(manager.uid)).toMatchObject({ empresa: titular.uid, papel: 'vendedor', ativo: true, desativado_em: null });
    expect((await adminAuth().getUser(manager.uid)).customClaims).toEqual({ role: 'integrador', empresa: titular.uid, papel: 'vendedor' });
    expect(await signInClaims(manager.email)).toMatchObject({ empresa: titular.uid, papel: 'vendedor' });
    // A retry answers the same.
    expect(resultOf(await reactivate(titular.idToken, manager.uid))).toEqual({ uid: manager.uid });
  });

  it('memberSignIns: an admin reads when each member last signed in (Auth); nobody else', async () => {
    const admin = await newAdminAccount();
    const answer = resultOf(await callFunction('memberSignIns', { empresa: titular.uid }, admin.idToken)) as Record<string, number | null>;
    expect(Object.keys(answer)).toEqual(expect.arrayContaining([titular.uid, manager.uid]));
    expect(answer[titular.uid]).toBeGreaterThan(Date.now() - 10 * 60_000);
    expectCallableError(await callFunction('memberSignIns', { empresa: titular.uid }, titular.idToken), 'PERMISSION_DENIED', authText.adminsOnly);
  });

  it('the members\' copy of the company follows it (onCompanyForMembers): the accept stamps it, a status change reaches every member, not the titular', async () => {
    const invitee = (await adminAuth().getUserByEmail(inviteeEmail)).uid;
    expect(await memberDoc(invitee)).toMatchObject({ empresa_nome: company, empresa_status: 'aprovado' });
    // Last in this file: the company is no longer approved afterwards.
    await db().doc(`integradores/${titular.uid}`).update({ status: 'rejeitado' });
    await waitFor('the members to see the rejection', async () => ((await memberDoc(invitee))['empresa_status'] === 'rejeitado' ? true : undefined));
    expect(await memberDoc(titular.uid)).not.toHaveProperty('empresa_status');
  });
});
