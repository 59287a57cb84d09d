import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addBusinessDays } from '@solarcred/domain/business-days';
import { cashbackBasisOf } from '@solarcred/domain/cashback/transitions';
import { fundingEntries, fundingPlanVersions, fundingPlans, fundings, tranches } from '@solarcred/domain/data/funding';
import { mailDocuments } from '@solarcred/domain/data/mail';
import { profiles } from '@solarcred/domain/data/profiles';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { dailyMailId } from '@solarcred/domain/mail/late-installations';
import { saoPauloDayKey } from '@solarcred/domain/format';
import { fundingText as text } from '@solarcred/domain/funding/funding-text';
import { isPixEndToEndId } from '@solarcred/domain/cashback/pix-key';
import { isLate } from '@solarcred/domain/funding/ledger';
import { recountFunding, recountFundingByIntegrator } from '@solarcred/domain/funding/totals';
import type { FundingCounters, StoredFunding, StoredTranche } from '@solarcred/domain/funding/types';
import { installationText } from '@solarcred/domain/installation/installation-text';
import { auth as authText } from '@solarcred/domain/messages';
import { proposalStatusLabel, shortId } from '@solarcred/domain/proposal-status';
import { firstValue as first } from '../first-value';
import type { Live } from '../port';
import type { TrancheQueueFilter } from '../port-funding';
import { memoryAuth } from './auth';
import { memoryBoard } from './board';
import { memoryCashback } from './cashback';
import { memoryFunding } from './funding';
import { memoryInstallation } from './installation';
import { fundingStories, seededPlanLine } from './seed-funding';
import { seedState } from './seed';
import { MemoryStore, putDoc, readDoc } from './store';
import { runDailyJobs } from './daily-jobs';

let store: MemoryStore;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  store = new MemoryStore(() => seedState(Date.now()));
});

const signInAs = (email: string) => memoryAuth(store).signIn(email, 'demo123');
const today = () => saoPauloDayKey(Date.now());
const queueOf = (situacao: TrancheQueueFilter['situacao'], more: Partial<TrancheQueueFilter> = {}): TrancheQueueFilter => ({ situacao, atrasadas: false, integradorId: null, linha: null, ...more });

/** The first value of a live read that passes `ready` (a subscriber reached by later writes). */
function valueWhen<T>(live: Live<T>, ready: (value: T) => boolean): { seen: T[]; done: Promise<T> } {
  const seen: T[] = [];
  const done = new Promise<T>((resolve, reject) => {
    const stop = live((value) => {
      seen.push(value);
      if (ready(value)) {
        resolve(value);
        queueMicrotask(() => stop());
      }
    }, reject);
  });
  return { seen, done };
}

/** Resolves with the refusal's message, and checks the ledger did not move. */
async function refusal(run: () => Promise<unknown>): Promise<string> {
  const before = store.collection(fundingEntries).length;
  const error = await run().then(
    () => null,
    (reason: unknown) => reason as { message: string },
  );
  expect(error, 'the command should have been refused').not.toBeNull();
  expect(store.collection(fundingEntries)).toHaveLength(before);
  return error!.message;
}

/** An approved proposal of the demo company, approved now by the admin. */
async function approveOne() {
  await signInAs('admin@solarcred.demo');
  const proposal = store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado' && p.status === 'em_analise' && !p.simulacao);
  if (!proposal) throw new Error('the seed has no proposal under analysis without a simulation');
  await memoryBoard(store).moveProposal(proposal.id, 'aprovada', null);
  return proposal;
}

async function uploadContract(proposalId: string) {
  const proposal = store.doc(proposals, proposalId)!;
  const file = new File(['%PDF-1.4 contrato'], 'contrato.pdf', { type: 'application/pdf' });
  return memoryInstallation(store).uploadEvidence(proposal, 'contrato_assinado', 1, file);
}

describe('memory funding (the demo’s tranches)', () => {
  it('the seed: a plan at each approval, its tranches released by the marked milestones, the stories, counters equal to the recount', async () => {
    const funded = store.collection(proposals).filter((p) => p.status === 'aprovada' || p.status === 'finalizada');
    expect(funded.length).toBeGreaterThan(10);
    expect(store.collection(fundings).map((f) => f.id).sort()).toEqual(funded.map((p) => p.id).sort());
    for (const proposal of funded) {
      const funding = store.doc(fundings, proposal.id)!;
      expect(funding.financiado_centavos).toBe(cashbackBasisOf(proposal).baseCentavos);
      expect(funding.parcelas.reduce((sum, t) => sum + t.valor_centavos, 0)).toBe(funding.financiado_centavos);
      expect(proposal.repasse?.parcelas.map((t) => t.situacao)).toEqual(funding.parcelas.map((t) => t.situacao));
      // Every tranche whose milestone is marked has left 'bloqueada'; the others have not.
      for (const tranche of funding.parcelas) expect(tranche.situacao === 'bloqueada').toBe(!proposal.instalacao?.marcos[tranche.marco]);
    }
    const stories = fundingStories(store.collection(proposals));
    const told = new Map([...stories].map(([id, { story, parcela }]) => [story, store.doc(fundings, id)!.parcelas[parcela - 1]!]));
    expect(told.get('atrasada')).toMatchObject({ situacao: 'liberada' });
    expect(isLate(told.get('atrasada')!, today())).toBe(true);
    expect(told.get('reenviada')).toMatchObject({ situacao: 'em_verificacao', motivo_recusa: expect.any(String) });
    expect(isLate(told.get('reenviada')!, today())).toBe(false);
    expect(told.get('recusada')).toMatchObject({ situacao: 'recusada', motivo_recusa: expect.stringContaining('Nota fiscal') });
    expect(told.get('aprovada')).toMatchObject({ situacao: 'aprovada' });
    const paid = store.collection(tranches).filter((t) => t.situacao === 'paga');
    expect(paid.some((t) => t.forma === 'pix' && isPixEndToEndId(t.referencia ?? ''))).toBe(true);
    expect(paid.some((t) => t.forma === 'transferencia')).toBe(true);
    // One late tranche to release, and the accepted one awaiting its payout: counted, not scanned.
    const late = store.collection(tranches).filter((t) => isLate(t, today()));
    expect(late.map((t) => t.situacao).sort()).toEqual(['aprovada', 'liberada']);

    const entries = store.collection(fundingEntries);
    await signInAs('admin@solarcred.demo');
    const funding = memoryFunding(store);
    expect(await first(funding.counters(null))).toEqual({ ...recountFunding(entries), id: 'repasses' });
    expect(await first(funding.counters('int-aprovado'))).toEqual({ ...recountFundingByIntegrator(entries)['int-aprovado'], id: 'int-aprovado' });
    // The line with a plan of its own: its second version, the first kept.
    expect(store.doc(fundingPlans, seededPlanLine)).toMatchObject({ versao: 2, anterior: { versao: 1 } });
    expect(store.collection(fundingPlanVersions(seededPlanLine)).map((v) => v.id)).toEqual(['1']);
  });

  it('approval opens the plan; a milestone mark releases its tranche with the clock’s prazo; the admin’s queue hears it live', async () => {
    const proposal = await approveOne();
    const funding = memoryFunding(store);
    await funding.saveSettings({ prazo_dias_uteis: 5 });
    let opened = (await first(funding.funding(proposal.id)))!;
    expect(opened.parcelas.map((t) => [t.marco, t.percentual_bps, t.situacao])).toEqual([
      ['contrato_assinado', 3000, 'bloqueada'],
      ['equipamento_comprado', 4000, 'bloqueada'],
      ['sistema_conectado', 3000, 'bloqueada'],
    ]);
    expect(opened.financiado_centavos).toBe(cashbackBasisOf(proposal).baseCentavos);
    expect(store.doc(proposals, proposal.id)?.repasse?.parcelas.map((t) => t.situacao)).toEqual(['bloqueada', 'bloqueada', 'bloqueada']);
    expect(store.collection(proposalHistory(proposal.id)).filter((h) => h.repasse).map((h) => h.repasse)).toEqual([{ tipo: 'plano', parcela: 0, marco: null, motivo: null }]);

    const live = valueWhen(funding.queue(queueOf('liberada', { integradorId: 'int-aprovado' }), 50), (found) => found.some((t) => t.proposta_id === proposal.id));
    await vi.waitFor(() => expect(live.seen.length).toBeGreaterThan(0));
    const arquivo = await uploadContract(proposal.id);
    await memoryInstallation(store).mark({ propostaId: proposal.id, marco: 'contrato_assinado', data: today(), arquivos: [arquivo], motivo: 'Contrato recebido por e-mail.' });
    const queued = await live.done;
    expect(live.seen[0]?.some((t) => t.proposta_id === proposal.id)).toBe(false);
    expect(queued.find((t) => t.proposta_id === proposal.id)).toMatchObject({ parcela: 1, situacao: 'liberada', data_liberacao: today(), prazo: addBusinessDays(today(), 5) });
    opened = (await first(funding.funding(proposal.id)))!;
    expect(opened.parcelas.map((t) => t.situacao)).toEqual(['liberada', 'bloqueada', 'bloqueada']);
    // A replay of the same proposal state finds nothing more to write.
    const entries = store.collection(fundingEntries).length;
    await memoryBoard(store).moveProposal(proposal.id, 'aprovada', null);
    expect(store.collection(fundingEntries)).toHaveLength(entries);
  });

  it('each command refuses in Portuguese and writes nothing; the accepted tranche is paid once; a rejection claws it back', async () => {
    const proposal = await approveOne();
    const key = { propostaId: proposal.id, parcela: 1 };
    const arquivo = await uploadContract(proposal.id);
    await memoryInstallation(store).mark({ propostaId: proposal.id, marco: 'contrato_assinado', data: today(), arquivos: [arquivo], motivo: 'Contrato recebido por e-mail.' });
    const funding = memoryFunding(store);
    const amount = store.doc(fundings, proposal.id)!.parcelas[0]!.valor_centavos;
    const payout = { ...key, valor_centavos: amount, data_pagamento: today(), forma: 'transferencia' as const, referencia: 'TED 4455' };

    expect(await refusal(() => funding.startVerification({ ...key, parcela: 2 }))).toBe(text.blocked);
    expect(await refusal(() => funding.accept(key))).toBe(text.decideNotVerifying);
    expect(await refusal(() => funding.pay({ pagamentos: [payout] }))).toBe(text.batchItem(shortId(proposal.id), 1, text.payoutNotApproved));
    await funding.startVerification(key);
    expect(await refusal(() => funding.refuse({ ...key, motivo: '   ' }))).toBe(text.refusalReasonRequired);
    expect(await refusal(() => funding.startVerification(key))).toBe(text.verifyNotReleased);
    await funding.refuse({ ...key, motivo: 'Contrato sem a assinatura do cliente.' });
    expect(await refusal(() => funding.updatePlan({ id: 'credito_fgts', versao: 0, parcelas: [{ marco: 'contrato_assinado', percentual: 90 }] }))).toBe(text.planSum);
    expect(await refusal(() => funding.updatePlan({ id: seededPlanLine, versao: 1, parcelas: [{ marco: 'contrato_assinado', percentual: 100 }] }))).toBe(text.planStale);

    // The integrator answers the refusal with new evidence of the milestone (another milestone's file is refused).
    await signInAs('integrador@solarcred.demo');
    expect(await refusal(() => funding.startVerification(key))).toBe(authText.adminsOnly);
    expect(await refusal(() => funding.resubmit({ ...key, parcela: 2, arquivos: [arquivo] }))).toBe(text.blocked);
    const foreign = { ...arquivo, path: arquivo.path.replace('marco-contrato_assinado-1', 'marco-equipamento_comprado-1') };
    expect(await refusal(() => funding.resubmit({ ...key, arquivos: [foreign] }))).toBe(installationText.foreignFile);
    const again = await uploadContract(proposal.id);
    await funding.resubmit({ ...key, arquivos: [again] });
    expect(await refusal(() => funding.resubmit({ ...key, arquivos: [again] }))).toBe(text.resubmitNotRefused);
    expect(store.doc(fundings, proposal.id)!.parcelas[0]).toMatchObject({ situacao: 'em_verificacao', motivo_recusa: 'Contrato sem a assinatura do cliente.', arquivos_reenviados: [expect.objectContaining({ path: again.path })] });
    const destination = { pix: { tipo: 'email' as const, chave: 'financeiro@solnascente.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' as const } };

    await signInAs('admin@solarcred.demo');
    await funding.accept(key);
    expect(await refusal(() => funding.pay({ pagamentos: [payout] }))).toBe(text.batchItem(shortId(proposal.id), 1, text.noDestination('Sol Nascente Energia Ltda')));
    await signInAs('integrador@solarcred.demo');
    await memoryCashback(store).saveDestination(destination, 'demo123');
    await signInAs('admin@solarcred.demo');
    expect(await refusal(() => funding.pay({ pagamentos: [{ ...payout, valor_centavos: amount + 1 }] }))).toBe(text.batchItem(shortId(proposal.id), 1, text.payoutAboveReleased(amount)));
    expect(await refusal(() => funding.pay({ pagamentos: [{ ...payout, valor_centavos: amount - 1 }] }))).toBe(text.batchItem(shortId(proposal.id), 1, text.payoutBelowReleased(amount)));
    expect(await refusal(() => funding.pay({ pagamentos: [payout, payout] }))).toBe(text.batchDuplicate);
    // Sent back to analysis, its money waits: no check and no payout until it is approved again (issue 48's review).
    await memoryBoard(store).moveProposal(proposal.id, 'em_analise', null);
    expect(await refusal(() => funding.pay({ pagamentos: [payout] }))).toBe(text.batchItem(shortId(proposal.id), 1, text.notFundable(proposalStatusLabel('em_analise'))));
    await memoryBoard(store).moveProposal(proposal.id, 'aprovada', null);
    const before = (await first(funding.counters('int-aprovado')))!;
    await funding.pay({ pagamentos: [payout] });
    expect(await refusal(() => funding.pay({ pagamentos: [payout] }))).toBe(text.batchItem(shortId(proposal.id), 1, text.alreadyPaid));
    let counters = (await first(funding.counters('int-aprovado')))!;
    expect(counters.pago_centavos - before.pago_centavos).toBe(amount);
    expect(store.doc(fundings, proposal.id)!.parcelas[0]).toMatchObject({ situacao: 'paga', data_pagamento: today(), referencia: 'TED 4455' });
    expect(await refusal(() => funding.saveSettings({ prazo_dias_uteis: 21 }))).toBe('Missing or insufficient permissions.');

    // Rejected after the payout: the paid tranche is clawed back, the others reversed; the history names each step.
    await memoryBoard(store).moveProposal(proposal.id, 'reprovada', 'Cliente desistiu do financiamento.');
    expect(store.doc(fundings, proposal.id)!.parcelas.map((t) => t.situacao)).toEqual(['clawback', 'estornada', 'estornada']);
    counters = (await first(funding.counters('int-aprovado')))!;
    expect(counters.a_recuperar_centavos - before.a_recuperar_centavos).toBe(amount);
    const steps = store.collection(proposalHistory(proposal.id)).filter((h) => h.repasse).sort((a, b) => a.em - b.em || a.id.localeCompare(b.id));
    expect(steps.map((h) => h.repasse?.tipo)).toEqual(['plano', 'liberada', 'em_verificacao', 'recusada', 'reenviada', 'aprovada', 'paga', 'clawback', 'estornada', 'estornada']);
    expect(steps.every((h) => h.de === h.para)).toBe(true);
  });

  it('who reads what: the titular and gestor read the company’s money, a vendedor only its proposals’ states', async () => {
    await signInAs('integrador@solarcred.demo');
    const funding = memoryFunding(store);
    const own = await first(funding.fundingsOf('int-aprovado', 5));
    expect(own).toHaveLength(5);
    expect(own.map((f) => f.aprovada_em)).toEqual([...own.map((f) => f.aprovada_em)].sort((a, b) => b - a));
    await expect(first(funding.fundingsOf('int-aprovado-2', 5))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(first(funding.queue(queueOf('liberada'), 5))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(first(funding.counters(null))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await first(funding.funding(own[0]!.id))).toMatchObject({ id: own[0]!.id });
    expect((await funding.monthEntries('int-aprovado', today().slice(0, 7))).every((entry) => entry.integrador_id === 'int-aprovado')).toBe(true);

    const seller = store.collection(proposals).find((p) => p.integrador_id === 'int-aprovado' && p.criado_por && p.criado_por !== 'int-aprovado' && (p.status === 'aprovada' || p.status === 'finalizada'));
    if (!seller?.criado_por) throw new Error('the seed has no approved proposal sent by a vendedor');
    const sellerEmail = store.snapshot.users[seller.criado_por]!.email;
    await signInAs(sellerEmail);
    expect(await first(funding.funding(seller.id))).toBeNull();
    await expect(first(funding.fundingsOf('int-aprovado', 5))).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(first(funding.counters('int-aprovado'))).rejects.toMatchObject({ code: 'permission-denied' });
    const mine = await first(funding.sellerProposals('int-aprovado', seller.criado_por, 20));
    expect(mine.map((p) => p.id)).toContain(seller.id);
    expect(mine.every((p) => p.criado_por === seller.criado_por && p.repasse)).toBe(true);
    await expect(first(funding.sellerProposals('int-aprovado', 'int-aprovado', 20))).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the daily job e-mails each admin one digest of the late tranches, once a day, unless the admin’s switch is off', () => {
    const now = Date.now();
    const late = store.collection(tranches).filter((t) => isLate(t, today()));
    expect(late.length).toBe(2);
    const digests = () => store.collection(mailDocuments).filter((mail) => mail.evento === 'resumo_repasses');
    store.update((state) => runDailyJobs(state, now));
    expect(digests().map((mail) => mail.id)).toEqual([dailyMailId('resumo_repasses', today(), 'admin-demo')]);
    expect(digests()[0]).toMatchObject({ to: 'admin@solarcred.demo', message: { subject: 'SolarCred: resumo diário — 2 repasses atrasados' } });
    // Loading the demo again the same day, at its last millisecond in São Paulo (UTC−3), queues
    // nothing more (an hour later had crossed midnight when the suite ran after 23:00 there).
    const dayMs = 86_400_000;
    const lastOfDay = Math.floor((now - 3 * 3_600_000) / dayMs) * dayMs + dayMs + 3 * 3_600_000 - 1;
    expect(saoPauloDayKey(lastOfDay)).toBe(saoPauloDayKey(now));
    store.update((state) => runDailyJobs(state, lastOfDay));
    expect(digests()).toHaveLength(1);

    store.reset();
    store.update((state) => {
      const admin = readDoc(state, profiles, 'admin-demo')!;
      putDoc(state, profiles, { ...admin, notificacoes: { ...admin.notificacoes, repasses_atrasados: false } });
      runDailyJobs(state, now);
    });
    expect(digests()).toEqual([]);
  });

  it('reads the same for the admin’s queue and the company’s fundings with 100 or 2,000 funded proposals', async () => {
    const readsWith = async (count: number) => {
      localStorage.clear();
      store = new MemoryStore(() => seedState(Date.now()));
      const [sampleFunding] = store.collection(fundings);
      const sampleTranche = store.collection(tranches).find((t) => t.proposta_id === sampleFunding!.id)!;
      store.update((state) => {
        for (let n = 0; n < count; n += 1) {
          const id = `volume${n}`;
          const funding: StoredFunding = { ...sampleFunding!, id, proposta_id: id, integrador_id: 'int-aprovado', aprovada_em: sampleFunding!.aprovada_em - n * 60_000 };
          putDoc(state, fundings, funding);
          for (const situacao of ['liberada', 'em_verificacao'] as const) {
            const tranche: StoredTranche = { ...sampleTranche, id: `${id}_${situacao}`, proposta_id: id, integrador_id: 'int-aprovado', situacao, prazo: `2026-0${1 + (n % 9)}-1${n % 10}` };
            putDoc(state, tranches, tranche);
          }
        }
      });
      await signInAs('admin@solarcred.demo');
      const funding = memoryFunding(store);
      store.resetReads();
      const late = await first(funding.queue(queueOf('liberada', { atrasadas: true }), 50));
      const checking = await first(funding.queue(queueOf('em_verificacao', { integradorId: 'int-aprovado' }), 50));
      const rows = await first(funding.fundingsOf('int-aprovado', 50));
      await first<FundingCounters | null>(funding.counters(null));
      await first<FundingCounters | null>(funding.counters('int-aprovado'));
      expect([late.length, checking.length, rows.length]).toEqual([50, 50, 50]);
      expect(late.map((t) => t.prazo)).toEqual([...late.map((t) => t.prazo)].sort());
      return store.reads;
    };
    const small = await readsWith(100);
    const large = await readsWith(2_000);
    expect(large).toBe(small);
    expect(small).toBe(50 + 50 + 50 + 1 + 1);
  });
});
