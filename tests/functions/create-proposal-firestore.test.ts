import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { simulate } from '@solarcred/domain/credit/simulate';
import { proposalWithAttachmentsIn, storedCreditLines } from '@solarcred/domain/test-fixtures';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, entries, integratorAccountWith } from './firestore-admin';

/** A fresh automatic-style id per test, so replays are told apart from new proposals. */
const newId = () => Array.from({ length: 20 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'[Math.floor(Math.random() * 56)]).join('');

/** The wizard's values with attachments as paths in the caller's proposal folder (no Storage emulator here: not checked in a bucket). */
function payload(uid: string, id: string) {
  return { id, proposta: proposalWithAttachmentsIn(`propostas-anexos/${uid}/${id}`) };
}

const create = (account: TestAccount | undefined, data: unknown) => callFunction('createProposal', data, account?.idToken);

describe.skipIf(!(hasFirestore && hasAuth))('createProposal callable (Auth + Functions + Firestore emulators)', () => {
  it('an approved integrator creates the proposal once: enviada, media, valor_proposta, snapshot, history; a replay is a no-op', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    const id = newId();
    expect(resultOf(await create(me, payload(me.uid, id)))).toEqual({ id });

    const stored = (await db().doc(`propostas/${id}`).get()).data() ?? {};
    expect(stored).toMatchObject({
      integrador_id: me.uid,
      integrador: { nome_empresa: 'Sol Teste Ltda' },
      status: 'enviada',
      prioridade: 'media',
      valor_sistema: 3_250_000,
      valor_proposta: 3_250_000,
      comentarios_count: 0,
    });
    expect(stored['created_at']).toBeInstanceOf(Timestamp);
    const history = await entries(`propostas/${id}/historico`, 'em');
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ de: null, para: 'enviada', por: me.uid });

    const [first, second] = await Promise.all([create(me, payload(me.uid, id)), create(me, payload(me.uid, id))]);
    expect([resultOf(first), resultOf(second)]).toEqual([{ id }, { id }]);
    expect(await entries(`propostas/${id}/historico`, 'em')).toHaveLength(1);
    expect((await db().collection('propostas').where('integrador_id', '==', me.uid).get()).size).toBe(1);
  });

  it('refuses integrators not approved, admins and anonymous callers', async () => {
    for (const status of ['pendente_aprovacao', 'pendente_documentacao', 'rejeitado']) {
      const someone = await integratorAccountWith(status, 'Sol Teste Ltda', 'proposta');
      expectCallableError(await create(someone, payload(someone.uid, newId())), 'PERMISSION_DENIED', 'Apenas integradores aprovados podem enviar propostas.');
    }
    const admin = await newAdminAccount();
    expect((await create(admin, payload(admin.uid, newId()))).error?.status).toBe('PERMISSION_DENIED');
    expect((await create(undefined, payload('ninguem', newId()))).error?.status).toBe('UNAUTHENTICATED');
  });

  it('refuses an invalid payload with the message of each field, and attachments outside the proposal folder', async () => {
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    const id = newId();
    const bad = payload(me.uid, id);
    bad.proposta.clientData = { ...bad.proposta.clientData, cpfCnpj: '111.111.111-11' };
    const answer = await create(me, bad);
    expectCallableError(answer, 'INVALID_ARGUMENT', 'CPF inválido');
    expect((answer.error as { details?: { fields?: Record<string, string> } }).details?.fields).toMatchObject({
      'proposta.clientData.cpfCnpj': 'CPF inválido',
    });
    const other = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    expectCallableError(await create(me, payload(other.uid, id)), 'PERMISSION_DENIED', 'Os anexos devem estar na pasta desta proposta.');
    expect((await db().doc(`propostas/${id}`).get()).exists).toBe(false);
  });

  it("refuses an id that is another integrator's proposal", async () => {
    const owner = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    const id = newId();
    resultOf(await create(owner, payload(owner.uid, id)));
    const other = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    expectCallableError(await create(other, payload(other.uid, id)), 'PERMISSION_DENIED', 'Este identificador de proposta já está em uso.');
  });

  it("refuses a rival the id a customer link reserved, which the link's page shows to whoever holds it; the link's company takes it (issue 45)", async () => {
    const owner = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    const rival = await integratorAccountWith('aprovado', 'Outra Solar', 'proposta');
    const link = resultOf(await callFunction('createCustomerLink', { clienteNome: 'Maria Cliente', contato: '(11) 98888-7777' }, owner.idToken)) as { token: string };
    // The rival, sent the link as a customer, reads the reserved id from the page's folder.
    const page = resultOf(await callFunction('openCustomerLink', { token: link.token })) as { pasta: string };
    const id = page.pasta.split('/').pop() ?? '';
    expect(page.pasta).toBe(`propostas-anexos/${owner.uid}/${id}`);

    expectCallableError(await create(rival, payload(rival.uid, id)), 'PERMISSION_DENIED', 'Este identificador de proposta já está em uso.');
    expect((await db().doc(`propostas/${id}`).get()).exists).toBe(false);
    expect(resultOf(await create(owner, payload(owner.uid, id)))).toEqual({ id });
    expect((await db().doc(`propostas/${id}`).get()).data()).toMatchObject({ integrador_id: owner.uid });
  });

  it('stores the simulation recomputed from the stored rates, and refuses a line that cannot finance it or an installment the rates no longer give (issue 32)', async () => {
    const line = { ...storedCreditLines()[0]!, versao: 7 };
    const { id: lineId, ...lineFields } = line;
    await db().doc(`linhas_credito/${lineId}`).set(lineFields);
    const me = await integratorAccountWith('aprovado', 'Sol Teste Ltda', 'proposta');
    const withCredit = (id: string, credit: Record<string, unknown>) => {
      const data = payload(me.uid, id);
      return { ...data, proposta: { ...data.proposta, creditData: { ...data.proposta.creditData, ...credit } } };
    };
    const request = { valorSistemaCents: 3_250_000, entradaCents: 500_000, prazo: 60, carenciaMeses: 2, borrower: 'pf' as const, liberacao: new Date().toISOString().slice(0, 10) };
    const expected = simulate(line, request);

    const id = newId();
    expect(resultOf(await create(me, withCredit(id, { entrada: 500_000, carenciaMeses: '2', parcelaVista: expected.parcelaCents })))).toEqual({ id });
    const saved = (await db().doc(`propostas/${id}`).get()).data()?.['simulacao'] as Record<string, unknown>;
    expect(saved).toMatchObject({ linha: line.id, versao_taxas: 7, entrada_centavos: 500_000, carencia_meses: 2, parcela_centavos: expected.parcelaCents, iof_centavos: expected.iofCents });
    expect(saved['calculada_em']).toBeInstanceOf(Timestamp);

    const stale = newId();
    expectCallableError(await create(me, withCredit(stale, { parcelaVista: expected.parcelaCents + 1 })), 'FAILED_PRECONDITION', creditText.ratesChanged);
    const answer = await create(me, withCredit(stale, { quantidadeParcelas: '120' }));
    expectCallableError(answer, 'INVALID_ARGUMENT', creditText.termNotOffered);
    expect((answer.error as { details?: { fields?: Record<string, string> } }).details?.fields).toEqual({ 'proposta.creditData.linhaCredito': creditText.termNotOffered });
    expectCallableError(await create(me, withCredit(stale, { entrada: 3_250_000 })), 'INVALID_ARGUMENT', creditText.downPaymentTooHigh);
    expect((await db().doc(`propostas/${stale}`).get()).exists).toBe(false);
  });
});
