/**
 * The audit trail on the emulators (issue 51): an admin's move, a rate change, a release and a
 * payout of cashback, and a titular's role change each write their entry (who, what, about which
 * company) through the callable shell; a settings document saved from the client gets its
 * 'configuracao' entry from the config trigger, once per event. openDocument refuses an
 * integrator and a path outside the personal documents' folders (writing nothing), and for an
 * admin writes 'documento_aberto' with the file's name and the company — then, with no Storage
 * emulator here, fails fast with the Portuguese message.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditText } from '@solarcred/domain/audit/audit-text';
import { cashbackText } from '@solarcred/domain/cashback/cashback-text';
import { auth } from '@solarcred/domain/messages';
import { storedCreditLines } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { newAdminAccount, newIntegratorAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith, seedProposal } from './firestore-admin';

const line = 'credito_consignado';
const spDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);

/** The entries about `targetId` (newest first), as an admin's filter would list them. */
const entriesAbout = async (targetId: string): Promise<DocumentData[]> =>
  (await db().collection('auditoria').where('alvo.id', '==', targetId).get()).docs.map((doc) => doc.data()).sort((a, b) => b['em'].toMillis() - a['em'].toMillis());

describe.skipIf(!(hasFirestore && hasAuth))('the audit trail (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let titular: TestAccount;

  beforeAll(async () => {
    [admin, titular] = await Promise.all([newAdminAccount(), integratorAccountWith('aprovado', 'Sol Auditada Ltda', 'auditoria')]);
    await db().doc(`profiles/${admin.uid}`).set({ nome: 'Admin Auditora' }, { merge: true });
  });

  it('an admin move writes proposta_status with the admin, the customer and the company; a move to the same column writes nothing', async () => {
    const id = await seedProposal(titular.uid);
    resultOf(await callFunction('moveProposal', { propostaId: id, status: 'em_analise' }, admin.idToken));
    const [entry, ...more] = await entriesAbout(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      acao: 'proposta_status',
      ator: { uid: admin.uid, nome: 'Admin Auditora', tipo: 'admin' },
      alvo: { tipo: 'proposta', id, rotulo: 'Ana Beatriz Costa' },
      integrador_id: titular.uid,
      detalhe: { status: 'em_analise' },
      comando: 'moveProposal',
    });
    expect(entry?.['em']).toBeInstanceOf(Timestamp);
    resultOf(await callFunction('moveProposal', { propostaId: id, status: 'em_analise' }, admin.idToken));
    expect(await entriesAbout(id)).toHaveLength(1);
  });

  it('a rate change, a cashback release and its payout each write their entry; a refused command writes none', async () => {
    await db().doc(`linhas_credito/${line}`).set(Object.fromEntries(Object.entries(storedCreditLines()[0]!).filter(([key]) => key !== 'id')));
    const before = (await entriesAbout(line)).length;
    const current = (await db().doc(`cashback_taxas/${line}`).get()).data()?.['versao'] ?? 0;
    expectCallableError(await callFunction('updateCashbackRate', { id: line, percentual: 15, versao: current }, admin.idToken), 'INVALID_ARGUMENT', cashbackText.rateOutOfRange('0', '10'));
    expect(await entriesAbout(line)).toHaveLength(before);
    const { versao } = resultOf(await callFunction('updateCashbackRate', { id: line, percentual: 1.5, versao: current }, admin.idToken)) as { versao: number };
    const rates = await entriesAbout(line);
    expect(rates).toHaveLength(before + 1);
    expect(rates[0]).toMatchObject({ acao: 'taxas', alvo: { tipo: 'linha_credito', id: line }, integrador_id: null, detalhe: { tabela: 'cashback', percentual: 1.5, versao }, comando: 'updateCashbackRate' });

    const id = await seedProposal(titular.uid, { status: 'em_analise', linha_credito: line, valor_proposta: 5_000_000, simulacao: null });
    await db().doc(`propostas/${id}`).update({ status: 'aprovada', status_desde: Timestamp.now(), updated_at: Timestamp.now() });
    await waitFor('the prevista entry', async () => (await db().doc(`cashback_lancamentos/${id}:1:prevista`).get()).data());
    resultOf(await callFunction('releaseCashback', { propostaId: id, data_liberacao: spDay(Date.now()) }, admin.idToken));
    const payout = { propostaId: id, data_pagamento: spDay(Date.now()), valor_centavos: 75_000, forma: 'pix', referencia: 'E00000000202611261030ABCDEFGHIJK' };
    resultOf(await callFunction('recordCashbackPayouts', { pagamentos: [payout] }, admin.idToken));
    const [paid, released, ...rest] = await entriesAbout(id);
    expect(rest).toEqual([]);
    expect(released).toMatchObject({ acao: 'cashback', comando: 'releaseCashback', integrador_id: titular.uid });
    expect(paid).toMatchObject({ acao: 'cashback', comando: 'recordCashbackPayouts', integrador_id: titular.uid, alvo: { rotulo: 'Ana Beatriz Costa' }, detalhe: { valor_centavos: 75_000 } });
  });

  it("a titular's role change writes papel with the titular as an integrator actor", async () => {
    const member = await newIntegratorAccount('auditoria-membro');
    await db().doc(`membros/${member.uid}`).set({ empresa: titular.uid, papel: 'gestor', ativo: true, nome: 'Gestora Auditada', email: member.email, entrou_em: Timestamp.now(), desativado_em: null });
    resultOf(await callFunction('changeMemberRole', { uid: member.uid, papel: 'vendedor' }, titular.idToken));
    const [entry] = await entriesAbout(member.uid);
    expect(entry).toMatchObject({ acao: 'papel', ator: { uid: titular.uid, tipo: 'integrador' }, alvo: { tipo: 'membro', rotulo: 'Gestora Auditada' }, integrador_id: titular.uid, detalhe: { papel: 'vendedor' } });
  });

  it("a settings document saved from the client gets one 'configuracao' entry naming its changed fields", async () => {
    const ref = db().doc('config/repasses');
    const previous = (await ref.get()).data()?.['prazo_dias_uteis'] ?? 2;
    await ref.set({ prazo_dias_uteis: previous === 3 ? 4 : 3, updated_by: admin.uid, updated_at: Timestamp.now() });
    const entry = await waitFor('the configuracao entry', async () =>
      (await db().collection('auditoria').where('acao', '==', 'configuracao').where('ator.uid', '==', admin.uid).get()).docs[0]?.data());
    expect(entry).toMatchObject({ alvo: { tipo: 'configuracao', id: 'repasses' }, ator: { nome: 'Admin Auditora', tipo: 'admin' }, detalhe: { campos: 'prazo_dias_uteis' }, comando: 'config' });
  });

  describe('openDocument', () => {
    const path = () => `integrador-documents/${titular.uid}/contrato_social_1773150000000.pdf`;
    const openings = async () => (await db().collection('auditoria').where('acao', '==', 'documento_aberto').where('integrador_id', '==', titular.uid).get()).docs.map((doc) => doc.data());

    it('refuses an integrator, anonymous, and a path outside the personal documents’ folders, writing nothing', async () => {
      const before = (await openings()).length;
      expectCallableError(await callFunction('openDocument', { caminho: path() }, titular.idToken), 'PERMISSION_DENIED', auth.adminsOnly);
      expect((await callFunction('openDocument', { caminho: path() })).error?.status).toBe('UNAUTHENTICATED');
      for (const caminho of [`avisos/a1/imagem.png`, `profile-images/${titular.uid}/profile-image.png`, `integrador-documents/${titular.uid}/../x/y.pdf`, `lgpd/r1.zip`]) {
        expectCallableError(await callFunction('openDocument', { caminho }, admin.idToken), 'INVALID_ARGUMENT', auditText.invalidPath);
      }
      expect(await openings()).toHaveLength(before);
    });

    it.skipIf(hasStorage)("writes 'documento_aberto' with the file and the company, then fails fast in Portuguese without Storage", async () => {
      const before = (await openings()).length;
      expectCallableError(await callFunction('openDocument', { caminho: path() }, admin.idToken), 'UNAVAILABLE', auditText.storageUnavailable);
      const added = await openings();
      expect(added).toHaveLength(before + 1);
      expect(added.find((entry) => entry['alvo']['id'] === path())).toMatchObject({
        ator: { uid: admin.uid, nome: 'Admin Auditora', tipo: 'admin' },
        alvo: { tipo: 'documento', rotulo: 'contrato_social.pdf' },
        detalhe: { arquivo: 'contrato_social.pdf', empresa: 'Sol Auditada Ltda', caminho: path() },
        comando: 'openDocument',
      });
    });
  });
});
