import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { integratorDocumentKeys } from '@solarcred/domain/options';
import { completeProfileData } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, entries, waitForIntegrator } from './firestore-admin';

const upload = (uid: string, name: string) => ({
  path: `integrador-documents/${uid}/${name}_1773150000000.pdf`,
  nome: `${name}.pdf`,
  tamanho: 2048,
  tipo: 'application/pdf',
});

function payload(uid: string, documentKeys: readonly string[] = integratorDocumentKeys, extra: Record<string, unknown> = {}) {
  return {
    ...completeProfileData,
    cnpj: '11.222.333/0001-81',
    documentos: Object.fromEntries(documentKeys.map((key) => [key, upload(uid, key)])),
    ...extra,
  };
}

async function signedUpIntegrator(): Promise<TestAccount> {
  const account = await newIntegratorAccount();
  await waitForIntegrator(account.uid);
  return account;
}

const submit = (account: TestAccount, data: unknown) => callFunction('submitIntegratorProfile', data, account.idToken);
const refresh = (account: TestAccount) => callFunction('refreshIntegratorStatus', {}, account.idToken);
const record = async (uid: string) => (await db().doc(`integradores/${uid}`).get()).data() ?? {};

describe.skipIf(!(hasFirestore && hasAuth))('integrator onboarding callables (Auth + Functions + Firestore emulators)', () => {
  it('submitIntegratorProfile: a complete profile goes to review, with history and projects', async () => {
    const me = await signedUpIntegrator();
    const projetos = [{ nome_cliente: 'Padaria Central', potencia_kwp: 12.5, fotos: [upload(me.uid, 'foto1')] }];
    expect(resultOf(await submit(me, payload(me.uid, integratorDocumentKeys, { projetos })))).toEqual({ status: 'pendente_aprovacao' });

    const stored = await record(me.uid);
    expect(stored).toMatchObject({ status: 'pendente_aprovacao', cnpj: '11222333000181', owner_cpf: '52998224725', user_id: me.uid });
    expect(stored['updated_at']).toBeInstanceOf(Timestamp);
    expect(Object.keys(stored['documentos'] as object).sort()).toEqual([...integratorDocumentKeys].sort());
    expect(stored['documentos'].contrato_social).toMatchObject({ ...upload(me.uid, 'contrato_social') });
    expect(stored['documentos'].contrato_social.enviado_em).toBeInstanceOf(Timestamp);

    const [entry, ...more] = await entries(`integradores/${me.uid}/historico`, 'em');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ de: 'pendente_cadastro', para: 'pendente_aprovacao', por: me.uid, motivo: null });
    expect(entry?.['em']).toBeInstanceOf(Timestamp);

    const projects = await entries(`integradores/${me.uid}/projetos`, 'created_at');
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({ nome_cliente: 'Padaria Central', potencia_kwp: 12.5, integrador_id: me.uid, art: null });
    expect(projects[0]?.['created_at']).toBeInstanceOf(Timestamp);
    expect(projects[0]?.['fotos'][0].enviado_em).toBeInstanceOf(Timestamp);

    expectCallableError(await submit(me, payload(me.uid)), 'FAILED_PRECONDITION', 'Seu cadastro já foi enviado para análise.');
  });

  it('submitIntegratorProfile: a missing document keeps pendente_documentacao; the resubmission keeps the earlier files', async () => {
    const me = await signedUpIntegrator();
    const five = integratorDocumentKeys.filter((key) => key !== 'foto_fachada');
    expect(resultOf(await submit(me, payload(me.uid, five)))).toEqual({ status: 'pendente_documentacao' });
    const firstUpload = (await record(me.uid))['documentos'].contrato_social.enviado_em as Timestamp;

    expect(resultOf(await refresh(me))).toEqual({ status: 'pendente_documentacao', message: 'Status atualizado!' });
    expect(await entries(`integradores/${me.uid}/historico`, 'em')).toHaveLength(1);

    expect(resultOf(await submit(me, payload(me.uid, ['foto_fachada'])))).toEqual({ status: 'pendente_aprovacao' });
    const stored = await record(me.uid);
    expect(Object.keys(stored['documentos'] as object)).toHaveLength(6);
    expect((stored['documentos'].contrato_social.enviado_em as Timestamp).isEqual(firstUpload)).toBe(true);
    const history = await entries(`integradores/${me.uid}/historico`, 'em');
    expect(history.map((h) => [h['de'], h['para']])).toEqual([
      ['pendente_cadastro', 'pendente_documentacao'],
      ['pendente_documentacao', 'pendente_aprovacao'],
    ]);
  });

  it('submitIntegratorProfile: invalid data and files outside the own folder are refused without writing', async () => {
    const me = await signedUpIntegrator();
    expectCallableError(await submit(me, payload(me.uid, integratorDocumentKeys, { owner_cpf: '111.111.111-11' })), 'INVALID_ARGUMENT', 'CPF inválido');
    const foreign = payload(me.uid, [], { documentos: { contrato_social: upload('outro-uid', 'contrato_social') } });
    expectCallableError(await submit(me, foreign), 'PERMISSION_DENIED', 'Os arquivos devem estar na pasta da sua empresa.');
    expect(await record(me.uid)).toMatchObject({ status: 'pendente_cadastro' });
    expect(await entries(`integradores/${me.uid}/historico`, 'em')).toEqual([]);
  });

  it('submitIntegratorProfile: an oversized field is refused with its message, writing nothing', async () => {
    const me = await signedUpIntegrator();
    const huge = payload(me.uid, integratorDocumentKeys, { nome_empresa: 'S'.repeat(201) });
    expectCallableError(await submit(me, huge), 'INVALID_ARGUMENT', 'Máximo de 200 caracteres');
    expect(await record(me.uid)).toMatchObject({ status: 'pendente_cadastro', nome_empresa: me.email });
  });

  it('submitIntegratorProfile: 50 submissions leave at most 3 projects (slot ids, set semantics)', async () => {
    const me = await signedUpIntegrator();
    const projetos = ['A', 'B', 'C'].map((nome, index) => ({ nome_cliente: `Cliente ${nome}`, potencia_kwp: index + 1 }));
    // Without the last document the record stays in pendente_documentacao, so it may be resubmitted.
    const five = integratorDocumentKeys.slice(0, 5);
    for (let round = 0; round < 50; round++) {
      expect(resultOf(await submit(me, payload(me.uid, five, { projetos })))).toEqual({ status: 'pendente_documentacao' });
    }
    const stored = await db().collection(`integradores/${me.uid}/projetos`).get();
    expect(stored.docs.map((doc) => doc.id).sort()).toEqual(['projeto-1', 'projeto-2', 'projeto-3']);
  });

  it('submitIntegratorProfile and refreshIntegratorStatus refuse an admin (integrators only)', async () => {
    const admin = await newAdminAccount();
    expectCallableError(await submit(admin, payload(admin.uid)), 'PERMISSION_DENIED', 'Apenas integradores podem realizar esta ação.');
    expectCallableError(await refresh(admin), 'PERMISSION_DENIED', 'Apenas integradores podem realizar esta ação.');
  });

  it('refreshIntegratorStatus: a complete pendente_documentacao moves to review, with a history entry', async () => {
    const me = await signedUpIntegrator();
    const documentos = Object.fromEntries(
      integratorDocumentKeys.map((key) => [key, { ...upload(me.uid, key), enviado_em: Timestamp.now() }]),
    );
    await db().doc(`integradores/${me.uid}`).update({ ...completeProfileData, documentos, status: 'pendente_documentacao' });

    expect(resultOf(await refresh(me))).toEqual({
      status: 'pendente_aprovacao',
      message: 'Cadastro completo! Status atualizado para análise.',
    });
    expect(await record(me.uid)).toMatchObject({ status: 'pendente_aprovacao' });
    const history = await entries(`integradores/${me.uid}/historico`, 'em');
    expect(history).toEqual([expect.objectContaining({ de: 'pendente_documentacao', para: 'pendente_aprovacao', por: me.uid })]);

    expect(resultOf(await refresh(me))).toEqual({ status: 'pendente_aprovacao', message: 'Status atualizado!' });
    expect(await entries(`integradores/${me.uid}/historico`, 'em')).toHaveLength(1);
  });
});
