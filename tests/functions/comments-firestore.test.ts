/**
 * The addComment callable and the comment trigger on the emulators: who may comment (admin, the
 * owning approved integrator), what the server stamps, and the proposal's count and last time.
 */
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentsText, validation } from '@solarcred/domain/messages';
import { teamText } from '@solarcred/domain/team/team-text';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, seedProposal, uniqueId, waitForIntegrator } from './firestore-admin';

async function approvedIntegrator(company: string): Promise<TestAccount> {
  const account = await newIntegratorAccount();
  await waitForIntegrator(account.uid);
  await db().doc(`integradores/${account.uid}`).update({ status: 'aprovado', nome_empresa: company });
  return account;
}

async function proposalOf(owner: string): Promise<string> {
  const id = uniqueId('prop');
  await db().doc(`propostas/${id}`).set({ integrador_id: owner, cliente_nome: 'Ana Costa', status: 'enviada', valor_proposta: 100, comentarios_count: 0, ultimo_comentario_em: null });
  return id;
}

/** Every mail/{id} queued for one comment (ids are comentario_{commentId}_{uid}). */
async function mailsOfComment(commentId: string): Promise<{ id: string; to: string }[]> {
  const prefix = `comentario_${commentId}_`;
  const found = await db().collection('mail').where(FieldPath.documentId(), '>=', prefix).where(FieldPath.documentId(), '<', `${prefix}\uf8ff`).get();
  return found.docs.map((doc) => ({ id: doc.id, to: String(doc.get('to')) }));
}

describe.skipIf(!(hasFirestore && hasAuth))('addComment and the comment counter (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let owner: TestAccount;
  let other: TestAccount;
  let pending: TestAccount;
  let proposalId: string;

  beforeAll(async () => {
    [admin, owner, other, pending] = await Promise.all([newAdminAccount(), approvedIntegrator('Sol Nascente'), approvedIntegrator('Outra Solar'), newIntegratorAccount('pendente')]);
    proposalId = await proposalOf(owner.uid);
  });

  it('stores the owner’s and the admin’s comments with server-stamped authors, and counts them on the proposal', async () => {
    const mine = resultOf(await callFunction('addComment', { propostaId: proposalId, commentId: uniqueId('c'), comentario: '  Fatura enviada.  ' }, owner.idToken)) as { id: string };
    const theirs = resultOf(await callFunction('addComment', { propostaId: proposalId, commentId: uniqueId('c'), comentario: 'Recebida.' }, admin.idToken)) as { id: string };
    const read = async (id: string) => (await db().doc(`propostas/${proposalId}/comentarios/${id}`).get()).data() ?? {};
    expect(await read(mine.id)).toMatchObject({ comentario: 'Fatura enviada.', user_id: owner.uid, autor_tipo: 'integrador', autor_nome: 'Sol Nascente', integrador_id: owner.uid, cliente_nome: 'Ana Costa' });
    expect(await read(theirs.id)).toMatchObject({ user_id: admin.uid, autor_tipo: 'admin', autor_nome: 'Administrador', integrador_id: owner.uid });
    expect((await read(theirs.id))['created_at']).toBeInstanceOf(Timestamp);
    const counted = await waitFor('two comments counted', async () => {
      const proposal = (await db().doc(`propostas/${proposalId}`).get()).data() ?? {};
      return proposal['comentarios_count'] === 2 ? proposal : undefined;
    });
    expect((counted['ultimo_comentario_em'] as Timestamp).toMillis()).toBe(((await read(theirs.id))['created_at'] as Timestamp).toMillis());
  });

  it('refuses another integrator, a pending integrator and anonymous callers', async () => {
    const input = { propostaId: proposalId, commentId: uniqueId('c'), comentario: 'Oi' };
    expectCallableError(await callFunction('addComment', input, other.idToken), 'PERMISSION_DENIED', commentsText.notAllowed);
    expectCallableError(await callFunction('addComment', input, pending.idToken), 'PERMISSION_DENIED', commentsText.notAllowed);
    expect((await callFunction('addComment', input)).error?.status).toBe('UNAUTHENTICATED');
  });

  it('a team member (issue 29) acts by its membros document, not its token: a vendedor on the proposal it sent, signed with its name; not on the titular\'s; deactivated, refused; a titular-only command, refused', async () => {
    const [seller, manager] = await Promise.all([newIntegratorAccount(), newIntegratorAccount()]);
    await Promise.all([waitForIntegrator(seller.uid), waitForIntegrator(manager.uid)]);
    const join = (account: TestAccount, papel: string, ativo: boolean, nome: string) =>
      db().doc(`membros/${account.uid}`).set({ empresa: owner.uid, papel, ativo, nome, email: account.email, entrou_em: Timestamp.now(), desativado_em: null });
    await Promise.all([join(seller, 'vendedor', true, 'Bruno Lima'), join(manager, 'gestor', false, 'Carla Dias')]);
    const sent = await proposalOf(owner.uid);
    await db().doc(`propostas/${sent}`).update({ criado_por: seller.uid });

    const mine = resultOf(await callFunction('addComment', { propostaId: sent, commentId: uniqueId('c'), comentario: 'Cliente confirmou.' }, seller.idToken)) as { id: string };
    expect((await db().doc(`propostas/${sent}/comentarios/${mine.id}`).get()).data()).toMatchObject({ user_id: seller.uid, autor_nome: 'Bruno Lima', integrador_id: owner.uid, proposta_criado_por: seller.uid });
    expectCallableError(await callFunction('addComment', { propostaId: proposalId, commentId: uniqueId('c'), comentario: 'Oi' }, seller.idToken), 'PERMISSION_DENIED', commentsText.notAllowed);
    expectCallableError(await callFunction('addComment', { propostaId: sent, commentId: uniqueId('c'), comentario: 'Oi' }, manager.idToken), 'PERMISSION_DENIED', teamText.deactivated);
    expectCallableError(await callFunction('refreshIntegratorStatus', {}, seller.idToken), 'PERMISSION_DENIED', teamText.titularOnly);
  });

  it('refuses blank text, 501 characters and an unknown proposal', async () => {
    expectCallableError(await callFunction('addComment', { propostaId: proposalId, commentId: uniqueId('c'), comentario: '   ' }, admin.idToken), 'INVALID_ARGUMENT', validation.required);
    expectCallableError(await callFunction('addComment', { propostaId: proposalId, commentId: uniqueId('c'), comentario: 'a'.repeat(501) }, admin.idToken), 'INVALID_ARGUMENT', validation.commentTooLong);
    expectCallableError(await callFunction('addComment', { propostaId: 'nao-existe', commentId: uniqueId('c'), comentario: 'Oi' }, admin.idToken), 'NOT_FOUND', commentsText.proposalNotFound);
  });

  it('a call repeated with the same payload (its answer lost) stores one comment, counts it once and mails each recipient once', async () => {
    const id = await seedProposal(owner.uid, { integrador: { nome_empresa: 'Sol Nascente', email: owner.email, foto_perfil: null } });
    const input = { propostaId: id, commentId: uniqueId('c'), comentario: 'Envie a fatura, por favor.' };
    const answers = [await callFunction('addComment', input, admin.idToken), await callFunction('addComment', input, admin.idToken)];
    expect(answers.map((answer) => resultOf(answer))).toEqual([{ id: input.commentId }, { id: input.commentId }]);
    // Both calls have answered, so the comments are final; the counter and the mail follow by trigger.
    const stored = await db().collection(`propostas/${id}/comentarios`).get();
    expect(stored.docs.map((doc) => doc.id)).toEqual([input.commentId]);
    await waitFor('the comment counted', async () => ((await db().doc(`propostas/${id}`).get()).get('comentarios_count') >= 1 ? true : undefined));
    const mails = await waitFor('the owner’s e-mail', async () => {
      const found = await mailsOfComment(input.commentId);
      return found.some((mail) => mail.to === owner.email) ? found : undefined;
    });
    expect((await db().doc(`propostas/${id}`).get()).get('comentarios_count')).toBe(1);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
  });

  it('refuses another text, or another author, under a comment id already used', async () => {
    const commentId = uniqueId('c');
    resultOf(await callFunction('addComment', { propostaId: proposalId, commentId, comentario: 'Primeiro' }, owner.idToken));
    expectCallableError(await callFunction('addComment', { propostaId: proposalId, commentId, comentario: 'Outro' }, owner.idToken), 'ALREADY_EXISTS', commentsText.idTaken);
    expectCallableError(await callFunction('addComment', { propostaId: proposalId, commentId, comentario: 'Primeiro' }, admin.idToken), 'ALREADY_EXISTS', commentsText.idTaken);
    expect((await db().doc(`propostas/${proposalId}/comentarios/${commentId}`).get()).get('comentario')).toBe('Primeiro');
  });
});
