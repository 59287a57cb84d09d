/** createNotice and deleteNotice against the Auth + Functions + Firestore emulators. */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorRecord, uniqueId } from './firestore-admin';

const notice = async (id: string) => (await db().doc(`avisos/${id}`).get()).data();

describe.skipIf(!(hasFirestore && hasAuth))('notice callables (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let integrator: TestAccount;
  const call = (name: string, data: unknown, as: TestAccount = admin) => callFunction(name, data, as.idToken);

  beforeAll(async () => {
    [admin, integrator] = await Promise.all([newAdminAccount(), newIntegratorAccount()]);
  });

  it('createNotice stores a notice for everyone under the given id, once', async () => {
    const noticeId = uniqueId('aviso');
    const input = { noticeId, titulo: 'Novas taxas', conteudo: 'A partir de 1,29% a.m.', destinatario_tipo: 'todos' };
    expect(resultOf(await call('createNotice', input))).toEqual({ noticeId });
    const stored = await notice(noticeId);
    expect(stored).toMatchObject({
      titulo: 'Novas taxas', conteudo: 'A partir de 1,29% a.m.', imagem_path: null, admin_id: admin.uid,
      destinatario_tipo: 'todos', integrador_id: null, audiencia: ['todos'],
    });
    expect(stored?.['created_at']).toBeInstanceOf(Timestamp);
    // A retried call (same id) writes nothing: the first creation time stays.
    resultOf(await call('createNotice', { ...input, titulo: 'Outro título' }));
    expect(await notice(noticeId)).toEqual(stored);
  });

  it('createNotice addresses a specific notice to an approved integrator only', async () => {
    const approvedId = uniqueId('int');
    const pendingId = uniqueId('int');
    await db().doc(`integradores/${approvedId}`).set(integratorRecord(approvedId, 'aprovado', { nome_empresa: 'Sol Poente' }));
    await db().doc(`integradores/${pendingId}`).set(integratorRecord(pendingId, 'pendente_aprovacao'));
    const base = { titulo: 'Sua proposta', conteudo: 'Revise a fatura.', destinatario_tipo: 'especifico' };

    const noticeId = uniqueId('aviso');
    resultOf(await call('createNotice', { ...base, noticeId, integrador_id: approvedId }));
    expect(await notice(noticeId)).toMatchObject({ integrador_id: approvedId, integrador_nome: 'Sol Poente', audiencia: [approvedId] });

    const refused = uniqueId('aviso');
    expectCallableError(await call('createNotice', { ...base, noticeId: refused, integrador_id: pendingId }), 'FAILED_PRECONDITION', 'Este integrador não está aprovado.');
    expectCallableError(await call('createNotice', { ...base, noticeId: refused, integrador_id: uniqueId('ninguem') }), 'NOT_FOUND', 'Integrador não encontrado');
    expectCallableError(await call('createNotice', { ...base, noticeId: refused }), 'INVALID_ARGUMENT', 'Selecione o integrador destinatário');
    expect(await notice(refused)).toBeUndefined();
  });

  it('createNotice refuses an image outside the notice folder and a blank title', async () => {
    const noticeId = uniqueId('aviso');
    const input = { noticeId, titulo: 'Aviso', conteudo: 'Texto', destinatario_tipo: 'todos' };
    expectCallableError(await call('createNotice', { ...input, imagem_path: 'avisos/outro/imagem.png' }), 'INVALID_ARGUMENT', 'Arquivo é obrigatório');
    expectCallableError(await call('createNotice', { ...input, titulo: '  ' }), 'INVALID_ARGUMENT', 'Este campo é obrigatório');
    expect(await notice(noticeId)).toBeUndefined();
  });

  it('an integrator may neither create nor delete notices', async () => {
    const noticeId = uniqueId('aviso');
    expectCallableError(await call('createNotice', { noticeId, titulo: 'A', conteudo: 'B' }, integrator), 'PERMISSION_DENIED', 'Apenas administradores podem realizar esta ação.');
    expectCallableError(await call('deleteNotice', { noticeId }, integrator), 'PERMISSION_DENIED', 'Apenas administradores podem realizar esta ação.');
    expect(await notice(noticeId)).toBeUndefined();
  });

  it('deleteNotice removes the notice with its read records, and succeeds again when it is gone', async () => {
    const noticeId = uniqueId('aviso');
    resultOf(await call('createNotice', { noticeId, titulo: 'Aviso', conteudo: 'Texto', destinatario_tipo: 'todos' }));
    await db().doc(`avisos/${noticeId}/leituras/${integrator.uid}`).set({ lido_em: Timestamp.now() });
    expect(resultOf(await call('deleteNotice', { noticeId }))).toBeNull();
    expect(await notice(noticeId)).toBeUndefined();
    expect((await db().collection(`avisos/${noticeId}/leituras`).get()).empty).toBe(true);
    expect(resultOf(await call('deleteNotice', { noticeId }))).toBeNull();
  });
});
