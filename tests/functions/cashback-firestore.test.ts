/**
 * Cashback on the emulators (issue 27): the admin sets a line's rate (versioned); approving a
 * proposal writes one 'prevista' entry of rate × amount, with the counters, and a replayed event
 * writes nothing; the admin releases the credit (due in 7 business days), pays it in a batch (all
 * or nothing), and a rejection after the payout claws it back (paid stays paid: 'a recuperar', then
 * 'recuperado' when the admin records the money back); a rejection before the payout reverses it. Integrators call none of the admin's commands; bad input writes nothing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashbackText as text } from '@solarcred/domain/cashback/cashback-text';
import { dueDateOf } from '@solarcred/domain/cashback/ledger';
import { auth } from '@solarcred/domain/messages';
import type { Proposal } from '@solarcred/domain/model';
import { shortId } from '@solarcred/domain/proposal-status';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { proposalFormValues, storedCreditLines } from '@solarcred/domain/test-fixtures';
import { applyCashbackEvent } from '../../functions/src/cashback/trigger';
import { hasAuth, hasFirestore } from '../emulator-env';
import { newAdminAccount, type TestAccount } from './accounts';
import { waitFor } from './auth-emulator';
import { callFunction, expectCallableError, resultOf } from './callables';
import { db, integratorAccountWith, seedProposal } from './firestore-admin';

const line = 'credito_consignado';
const dayMs = 86_400_000;
/** São Paulo's calendar day of an instant. */
const spDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10);
const today = () => spDay(Date.now());
const pixId = 'E00000000202611261030ABCDEFGHIJK';

const entry = async (id: string) => (await db().doc(`cashback_lancamentos/${id}`).get()).data();
const entriesOf = async (propostaId: string) => (await db().collection('cashback_lancamentos').where('proposta_id', '==', propostaId).get()).docs.map((doc) => doc.id).sort();
const counters = async (uid: string) => (await db().doc(`stats_cashback/${uid}`).get()).data() ?? {};

describe.skipIf(!(hasFirestore && hasAuth))('cashback (Auth + Functions + Firestore emulators)', () => {
  let admin: TestAccount;
  let me: TestAccount;

  beforeAll(async () => {
    [admin, me] = await Promise.all([newAdminAccount(), integratorAccountWith('aprovado', 'Sol Cashback Ltda', 'cashback')]);
    // A line pays cashback once its credit rates are stored (issue 45).
    await db().doc(`linhas_credito/${line}`).set(Object.fromEntries(Object.entries(storedCreditLines()[0]!).filter(([key]) => key !== 'id')));
    const current = (await db().doc(`cashback_taxas/${line}`).get()).data()?.['versao'] ?? 0;
    expectCallableError(await callFunction('updateCashbackRate', { id: line, percentual: 1.5, versao: current }, me.idToken), 'PERMISSION_DENIED', auth.adminsOnly);
    expectCallableError(await callFunction('updateCashbackRate', { id: line, percentual: 15, versao: current }, admin.idToken), 'INVALID_ARGUMENT', text.rateOutOfRange('0', '10'));
    const answer = resultOf(await callFunction('updateCashbackRate', { id: line, percentual: 1.5, versao: current }, admin.idToken)) as { versao: number };
    expect(answer.versao).toBeGreaterThanOrEqual(current);
    expect((await db().doc(`cashback_taxas/${line}`).get()).data()).toMatchObject({ valor: 150, updated_by: admin.uid });
  });

  /** A proposal of mine on the line, R$ 50.000,00 without a simulation, moved to `status` now. */
  async function proposalIn(status: string): Promise<{ id: string; before: Proposal; after: Proposal }> {
    const id = await seedProposal(me.uid, { status: 'em_analise', linha_credito: line, valor_proposta: 5_000_000, simulacao: null });
    const at = Date.now();
    await db().doc(`propostas/${id}`).update({ status, status_desde: Timestamp.fromMillis(at), updated_at: Timestamp.fromMillis(at) });
    const base = { id, integrador_id: me.uid, integrador: { nome_empresa: 'Sol Nascente' }, cliente_nome: 'Ana Beatriz Costa', linha_credito: line, valor_proposta: 5_000_000, simulacao: null } as unknown as Proposal;
    return { id, before: { ...base, status: 'em_analise', updated_at: at - 1 }, after: { ...base, status: status as Proposal['status'], status_desde: at, updated_at: at } };
  }

  it('approval → prevista once (a replay writes nothing); release, batch payout, and a rejection afterwards claws it back', async () => {
    const start = await counters(me.uid);
    const { id, before, after } = await proposalIn('aprovada');
    const forecast = await waitFor('the prevista entry', () => entry(`${id}:1:prevista`));
    expect(forecast).toMatchObject({ tipo: 'prevista', valor_centavos: 75_000, taxa_bps: 150, base_centavos: 5_000_000, linha: line, integrador_id: me.uid });
    expect(await applyCashbackEvent(db(), before, after)).toBe(0);
    expect(await entriesOf(id)).toEqual([`${id}:1:prevista`]);
    expect((await counters(me.uid))['previsto_centavos']).toBe((start['previsto_centavos'] ?? 0) + 75_000);

    // Release: integrators may not; a future date is refused; then due in 7 business days.
    const release = { propostaId: id, data_liberacao: today() };
    expectCallableError(await callFunction('releaseCashback', release, me.idToken), 'PERMISSION_DENIED', auth.adminsOnly);
    expectCallableError(await callFunction('releaseCashback', { ...release, data_liberacao: spDay(Date.now() + 2 * dayMs) }, admin.idToken), 'INVALID_ARGUMENT', text.releaseFuture);
    expect(await entriesOf(id)).toHaveLength(1);
    resultOf(await callFunction('releaseCashback', release, admin.idToken));
    expect(await entry(`${id}:1:a_pagar`)).toMatchObject({ vencimento: dueDateOf(today()), registrado_por: admin.uid });
    expect((await db().doc(`cashback_ciclos/${id}`).get()).data()).toMatchObject({ situacao: 'a_pagar', vencimento: dueDateOf(today()) });
    expect((await counters(me.uid))['a_receber_por_vencimento'][dueDateOf(today())]).toBeGreaterThanOrEqual(75_000);

    // The payout: the wrong amount names the proposal and writes nothing; then paid, and not twice.
    const payout = { propostaId: id, data_pagamento: today(), valor_centavos: 75_000, forma: 'pix', referencia: pixId };
    expectCallableError(await callFunction('recordCashbackPayouts', { pagamentos: [{ ...payout, valor_centavos: 70_000 }] }, admin.idToken), 'INVALID_ARGUMENT',
      text.batchItem(shortId(id), text.payoutAmountMismatch(75_000)));
    expect(await entriesOf(id)).toHaveLength(2);
    resultOf(await callFunction('recordCashbackPayouts', { pagamentos: [payout] }, admin.idToken));
    expectCallableError(await callFunction('recordCashbackPayouts', { pagamentos: [payout] }, admin.idToken), 'FAILED_PRECONDITION', text.batchItem(shortId(id), text.alreadyPaid));
    expect((await counters(me.uid))['pago_centavos']).toBe((start['pago_centavos'] ?? 0) + 75_000);
    // The integrator's e-mail (onCashbackPaidMail), once.
    const paidMail = await waitFor('the cashback e-mail', async () => (await db().doc(`mail/cashback_pago_${id}_1_paga_${me.uid}`).get()).data());
    expect(paidMail).toMatchObject({ to: me.email, message: { subject: `SolarCred: cashback de R$ 750,00 pago — proposta #${shortId(id)} de Ana Beatriz Costa` } });

    // Rejected after the payout: clawed back with the rejection's reason.
    await db().doc(`propostas/${id}`).update({ status: 'reprovada', status_desde: Timestamp.now(), status_motivo: 'Contrato cancelado' });
    expect(await waitFor('the clawback', () => entry(`${id}:1:clawback`))).toMatchObject({ origem: 'reprovacao', motivo: 'Contrato cancelado' });
    // What was paid stays paid (issue 45); the amount is now to be recovered, then recovered.
    const clawedBack = await counters(me.uid);
    expect(clawedBack).toMatchObject({ pago_centavos: (start['pago_centavos'] ?? 0) + 75_000, a_recuperar_centavos: (start['a_recuperar_centavos'] ?? 0) + 75_000 });
    const recovery = { propostaId: id, data_recuperacao: today(), referencia: 'TED 4567' };
    expectCallableError(await callFunction('recordCashbackRecovery', recovery, me.idToken), 'PERMISSION_DENIED', auth.adminsOnly);
    resultOf(await callFunction('recordCashbackRecovery', recovery, admin.idToken));
    expectCallableError(await callFunction('recordCashbackRecovery', recovery, admin.idToken), 'FAILED_PRECONDITION', text.alreadyRecovered);
    expect(await entry(`${id}:1:recuperada`)).toMatchObject({ referencia: 'TED 4567', registrado_por: admin.uid, cliente_nome: 'Ana Beatriz Costa' });
    expect(await counters(me.uid)).toMatchObject({
      pago_centavos: clawedBack['pago_centavos'], a_recuperar_centavos: clawedBack['a_recuperar_centavos'] - 75_000, recuperado_centavos: (start['recuperado_centavos'] ?? 0) + 75_000,
    });
  });

  it('a batch pays all or none; a rejection before the payout reverses the cashback', async () => {
    const first = await proposalIn('aprovada');
    const second = await proposalIn('aprovada');
    for (const { id } of [first, second]) {
      await waitFor('the prevista entry', () => entry(`${id}:1:prevista`));
      resultOf(await callFunction('releaseCashback', { propostaId: id, data_liberacao: today() }, admin.idToken));
    }
    const payout = (propostaId: string, referencia = pixId) => ({ propostaId, data_pagamento: today(), valor_centavos: 75_000, forma: 'pix', referencia });
    expectCallableError(await callFunction('recordCashbackPayouts', { pagamentos: [payout(first.id), payout(second.id, 'E123')] }, admin.idToken), 'INVALID_ARGUMENT',
      text.batchItem(shortId(second.id), text.endToEndInvalid));
    expect(await entry(`${first.id}:1:paga`)).toBeUndefined();

    await db().doc(`propostas/${second.id}`).update({ status: 'reprovada', status_desde: Timestamp.now(), status_motivo: null });
    expect(await waitFor('the reversal', () => entry(`${second.id}:1:estornada`))).toMatchObject({ de: 'a_pagar' });
    expectCallableError(await callFunction('recordCashbackPayouts', { pagamentos: [payout(second.id)] }, admin.idToken), 'FAILED_PRECONDITION', text.batchItem(shortId(second.id), text.reversed));
    resultOf(await callFunction('recordCashbackPayouts', { pagamentos: [payout(first.id)] }, admin.idToken));
    expect(await entry(`${first.id}:1:paga`)).toMatchObject({ tipo: 'paga', referencia: pixId });
  });

  it('the payout destination: saved by its integrator (a fresh sign-in), flagged on the cashback due, e-mailed to the owner; nobody else saves it', async () => {
    const { id } = await proposalIn('aprovada');
    await waitFor('the prevista entry', () => entry(`${id}:1:prevista`));
    resultOf(await callFunction('releaseCashback', { propostaId: id, data_liberacao: today() }, admin.idToken));
    const destination = { pix: { tipo: 'cnpj', chave: '12.ABC.345/01DE-35' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: 'x', tipo: 'corrente' } };
    expectCallableError(await callFunction('savePayoutDestination', destination, admin.idToken), 'PERMISSION_DENIED', auth.integratorsOnly);
    expectCallableError(await callFunction('savePayoutDestination', { ...destination, pix: { tipo: 'cpf', chave: '123.456.789-00' } }, me.idToken), 'INVALID_ARGUMENT', 'CPF inválido');
    resultOf(await callFunction('savePayoutDestination', destination, me.idToken));
    expect((await db().doc(`dados_pagamento/${me.uid}`).get()).data()).toMatchObject({ pix: { tipo: 'cnpj', chave: '12ABC34501DE35' }, conta_bancaria: { digito: 'X' }, alterado_com_pagamento_pendente: true });
    expect((await db().doc(`cashback_ciclos/${id}`).get()).data()?.['dados_pagamento_alterados_em']).toBeDefined();
    const mails = await db().collection('mail').where('to', '==', me.email).where('evento', '==', 'dados_pagamento').get();
    expect(mails.docs.map((doc) => doc.data()['message']['subject'])).toEqual(['SolarCred: dados de pagamento do cashback alterados']);
  });

  it('a line without stored credit rates: no cashback rate can be set, no proposal on it sent while it has one; without a simulation the base is the financed amount (issue 45)', async () => {
    const bare = 'credito_fgts';
    await db().doc(`linhas_credito/${bare}`).delete();
    const version = (await db().doc(`cashback_taxas/${bare}`).get()).data()?.['versao'] ?? 0;
    expectCallableError(await callFunction('updateCashbackRate', { id: bare, percentual: 2, versao: version }, admin.idToken), 'FAILED_PRECONDITION', text.rateWithoutCreditRates);
    expect((await db().doc(`cashback_taxas/${bare}`).get()).data()?.['valor'] ?? 0).toBe(0);

    // A rate set before the rule (as old data may hold): createProposal refuses the line at its field.
    await db().doc(`cashback_taxas/${bare}`).set({ id: bare, valor: 200, versao: version + 1, updated_by: admin.uid, updated_at: Timestamp.now(), anterior: null });
    const v = proposalFormValues();
    const send = (id: string, entrada: number) => {
      const dir = `propostas-anexos/${me.uid}/${id}`;
      return callFunction('createProposal', {
        id,
        proposta: {
          clientData: { ...v.clientData, anexoRgCpf: `${dir}/anexo_rg_cpf_1773150000000.pdf` },
          projectData: { ...v.projectData, anexoFaturaEnergia: `${dir}/anexo_fatura_energia_1773150000000.pdf` },
          creditData: { ...v.creditData, linhaCredito: bare, entrada },
          bankingData: { ...v.bankingData, anexoHolerite: `${dir}/anexo_holerite_1773150000000.pdf` },
        },
      }, me.idToken);
    };
    const refusedId = db().collection('propostas').doc().id;
    const answer = await send(refusedId, 1_250_000);
    expectCallableError(answer, 'INVALID_ARGUMENT', creditText.lineWithoutRates);
    expect((answer.error as { details?: { fields?: Record<string, string> } }).details?.fields).toEqual({ 'proposta.creditData.linhaCredito': creditText.lineWithoutRates });
    expect((await db().doc(`propostas/${refusedId}`).get()).exists).toBe(false);

    // Sent while the line paid none, approved once it does: the base is the system value less the down payment.
    await db().doc(`cashback_taxas/${bare}`).update({ valor: 0 });
    const id = db().collection('propostas').doc().id;
    resultOf(await send(id, 1_250_000));
    const sent = (await db().doc(`propostas/${id}`).get()).data() ?? {};
    expect(sent).toMatchObject({ valor_sistema: 3_250_000, valor_entrada: 1_250_000, simulacao: null });
    await db().doc(`cashback_taxas/${bare}`).update({ valor: 200 });
    await db().doc(`propostas/${id}`).update({ status: 'aprovada', status_desde: Timestamp.now(), updated_at: Timestamp.now() });
    expect(await waitFor('the prevista entry', () => entry(`${id}:1:prevista`))).toMatchObject({ base_centavos: 2_000_000, valor_centavos: 40_000, taxa_bps: 200 });
  });

  it('refuses the payout destination of a company not approved, with a fresh sign-in all the same (issue 45)', async () => {
    const destination = { pix: { tipo: 'email', chave: 'financeiro@pendente.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' } };
    for (const status of ['pendente_cadastro', 'pendente_aprovacao', 'rejeitado']) {
      const someone = await integratorAccountWith(status, 'Sol Pendente Ltda', 'cashback');
      expectCallableError(await callFunction('savePayoutDestination', destination, someone.idToken), 'PERMISSION_DENIED', text.payoutApprovedOnly);
      expect((await db().doc(`dados_pagamento/${someone.uid}`).get()).exists).toBe(false);
    }
  });
});
