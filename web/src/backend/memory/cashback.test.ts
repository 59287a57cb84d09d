import { beforeEach, describe, expect, it } from 'vitest';
import { cashbackText as text } from '@solarcred/domain/cashback/cashback-text';
import { dueDateOf } from '@solarcred/domain/cashback/ledger';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { proposals } from '@solarcred/domain/data/proposals';
import { cashbackEntries, payoutDestinations } from '@solarcred/domain/data/cashback';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { shortId } from '@solarcred/domain/proposal-status';
import type { CashbackCounters } from '@solarcred/domain/cashback/totals';
import type { CashbackEntry } from '@solarcred/domain/cashback/ledger';
import type { CreditLineId } from '@solarcred/domain/credit/lines';
import { memoryAuth } from './auth';
import { memoryBoard } from './board';
import { memoryCashback } from './cashback';
import { seedState } from './seed';
import { MemoryStore, putDoc } from './store';
import { firstValue } from '../first-value';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.UTC(2026, 10, 22, 12)));
});

const signInAs = (email: string) => memoryAuth(store).signIn(email, 'demo123');
const first = firstValue;

describe('memory cashback (the demo’s ledger)', () => {
  it('the seed forecasts the cashback of every approved proposal, as the trigger does on creation', async () => {
    await signInAs('admin@solarcred.demo');
    const approved = store.collection(proposals).filter((p) => p.status === 'aprovada');
    expect(approved.length).toBeGreaterThan(0);
    const forecasts = store.collection(cashbackEntries).filter((entry) => entry.tipo === 'prevista');
    expect(forecasts.map((entry) => entry.proposta_id).sort()).toEqual(approved.map((p) => p.id).sort());
    const all = await first<CashbackCounters | null>(memoryCashback(store).counters(null));
    expect(all?.previsto_centavos).toBe(forecasts.reduce((sum, entry) => sum + entry.valor_centavos, 0));
  });

  it('the admin sets a rate; an approval forecasts rate × amount; release and payout move the integrator’s counters', async () => {
    await signInAs('admin@solarcred.demo');
    const cashback = memoryCashback(store);
    const proposal = store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado' && p.status === 'em_analise' && !p.simulacao);
    if (!proposal) throw new Error('the seed has no proposal under analysis without a simulation');
    const rate = (await first(cashback.rates)).find((line) => line.id === proposal.linha_credito);
    await cashback.updateRate({ id: proposal.linha_credito as CreditLineId, percentual: 2, versao: rate?.versao ?? 0 });
    await memoryBoard(store).moveProposal(proposal.id, 'aprovada', null);

    const expected = Math.floor((proposal.valor_proposta * 200 + 5_000) / 10_000);
    const [forecast] = await first<CashbackEntry[]>(cashback.entries('int-aprovado', { month: null, tipo: 'prevista' }, 5));
    expect(forecast).toMatchObject({ proposta_id: proposal.id, valor_centavos: expected, taxa_bps: 200 });

    const today = saoPauloDayKey(Date.now());
    await cashback.release({ propostaId: proposal.id, data_liberacao: today });
    const payout = { propostaId: proposal.id, data_pagamento: today, valor_centavos: expected + 1, forma: 'transferencia' as const, referencia: 'TED 123' };
    await expect(cashback.pay({ pagamentos: [payout] })).rejects.toMatchObject({ message: text.batchItem(shortId(proposal.id), text.payoutAmountMismatch(expected)) });
    // 'Pagamentos' by integrator: the query names it.
    expect((await first(cashback.due(10, 'int-aprovado'))).map((cycle) => cycle.proposta_id)).toEqual([proposal.id]);
    expect(await first(cashback.due(10, 'int-aprovado-2'))).toEqual([]);
    let counters = await first<CashbackCounters | null>(cashback.counters('int-aprovado'));
    expect(counters?.a_receber_por_vencimento[dueDateOf(today)]).toBe(expected);
    await cashback.pay({ pagamentos: [{ ...payout, valor_centavos: expected }] });
    counters = await first<CashbackCounters | null>(cashback.counters('int-aprovado'));
    expect(counters?.pago_centavos).toBe(expected);
    expect(await first(cashback.due(10, null))).toEqual([]);
    // The integrator's e-mail, as onCashbackPaidMail queues it.
    const mail = store.collection(mailDocuments).find((doc) => doc.evento === 'cashback_pago');
    expect(mail).toMatchObject({ to: 'integrador@solarcred.demo', message: { subject: expect.stringContaining(`pago — proposta #${shortId(proposal.id)}`) } });

    // Clawed back, then recovered (issue 45): what was paid stays paid; the amount is 'a recuperar', then 'recuperado'.
    await cashback.clawback({ propostaId: proposal.id, motivo: 'Contrato cancelado' });
    counters = await first<CashbackCounters | null>(cashback.counters('int-aprovado'));
    expect(counters).toMatchObject({ pago_centavos: expected, a_recuperar_centavos: expected, recuperado_centavos: 0 });
    expect((await first(cashback.toRecover(10))).map((cycle) => cycle.proposta_id)).toEqual([proposal.id]);
    await expect(cashback.recover({ propostaId: proposal.id, data_recuperacao: '2099-01-01', referencia: 'TED 9' })).rejects.toMatchObject({ message: text.recoveryFuture });
    await cashback.recover({ propostaId: proposal.id, data_recuperacao: today, referencia: 'TED 9' });
    counters = await first<CashbackCounters | null>(cashback.counters('int-aprovado'));
    expect(counters).toMatchObject({ pago_centavos: expected, a_recuperar_centavos: 0, recuperado_centavos: expected });
    expect(await first<CashbackCounters | null>(cashback.counters(null))).toMatchObject({ a_recuperar_centavos: 0, recuperado_centavos: expected });
    expect(await first(cashback.toRecover(10))).toEqual([]);
  });

  it('an integrator reads only its own ledger and calls no admin command', async () => {
    await signInAs('integrador@solarcred.demo');
    const cashback = memoryCashback(store);
    await expect(first(cashback.entries('int-aprovado', { month: null, tipo: null }, 5))).resolves.toEqual(expect.any(Array));
    await expect(first(cashback.entries('int-outro', { month: null, tipo: null }, 5))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(first(cashback.due(5, null))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(first(cashback.toRecover(5))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(cashback.recover({ propostaId: 'x', data_recuperacao: '2026-11-20', referencia: 'TED 1' })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(cashback.release({ propostaId: 'x', data_liberacao: '2026-11-20' })).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the payout destination: the password asked again, saved in DICT form, the owner e-mailed', async () => {
    await signInAs('integrador@solarcred.demo');
    const cashback = memoryCashback(store);
    const input = { pix: { tipo: 'email' as const, chave: 'Financeiro@SolNascente.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' as const } };
    await expect(cashback.saveDestination(input, 'errada')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(await first(cashback.destination('int-aprovado'))).toBeNull();
    await cashback.saveDestination(input, 'demo123');
    expect(await first(cashback.destination('int-aprovado'))).toMatchObject({ pix: { chave: 'financeiro@solnascente.com.br' }, alterado_com_pagamento_pendente: false });
    expect(store.collection(mailDocuments).find((doc) => doc.evento === 'dados_pagamento')).toMatchObject({ to: 'integrador@solarcred.demo' });
    await expect(first(cashback.destination('int-aprovado-2'))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('refuses the payout destination of a company not approved, writing nothing (issue 45)', async () => {
    const input = { pix: { tipo: 'email' as const, chave: 'financeiro@raiodesol.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' as const } };
    for (const email of ['analise@solarcred.demo', 'rejeitado@solarcred.demo', 'novo@solarcred.demo']) {
      await signInAs(email);
      await expect(memoryCashback(store).saveDestination(input, 'demo123')).rejects.toMatchObject({ code: 'permission-denied', message: text.payoutApprovedOnly });
    }
    expect(store.collection(payoutDestinations).filter((saved) => ['int-analise', 'int-rejeitado', 'int-novo'].includes(saved.id))).toEqual([]);
    expect(store.collection(mailDocuments).filter((doc) => doc.evento === 'dados_pagamento')).toEqual([]);
  });

  it('reads the same on the Cashback screen with 10,000 entries: the counters and one window', async () => {
    await signInAs('integrador@solarcred.demo');
    store.update((state) => {
      for (let n = 0; n < 10_000; n += 1) {
        const entry = { id: `volume${n}:1:prevista`, proposta_id: `volume${n}`, integrador_id: 'int-aprovado', ciclo: 1, valor_centavos: 1_000, registrado_por: 'sistema', registrado_em: Date.UTC(2026, n % 12, 1 + (n % 27), 15), tipo: 'prevista', linha: 'credito_fgts', taxa_bps: 50, taxa_versao: 1, base_centavos: 200_000, aprovada_em: Date.UTC(2026, n % 12, 1 + (n % 27), 15) } as CashbackEntry;
        putDoc(state, cashbackEntries, entry);
      }
    });
    const cashback = memoryCashback(store);
    store.resetReads();
    await first(cashback.counters('int-aprovado'));
    const window = await first(cashback.entries('int-aprovado', { month: '2026-11', tipo: null }, 20));
    expect(window).toHaveLength(20);
    expect(store.reads).toBe(1 + 20);
  });
});
