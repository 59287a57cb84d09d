import { describe, expect, it } from 'vitest';
import { fundingWrites } from './append';
import { applyFundingEntry, currentFunding, fundingCyclesOf, fundingEntryId, isLate, nextTranche, storedTrancheOf, summaryOf } from './ledger';
import { APPROVED, NOW, admin, installation, proposal } from './test-fixtures';
import { emptyFundingCounters, fundingTotalsOn, readFundingCounters, recountFunding, trancheContribution } from './totals';
import { acceptTranche, fundingEventsOf, recordTranchePayouts, startVerification } from './transitions';
import type { FundingEntry } from './types';

const settings = { prazo_dias_uteis: 2 };
const opened = fundingEventsOf([], proposal(), null, settings, NOW);
const released = [...opened, ...fundingEventsOf(opened, proposal({ instalacao: installation({ contrato_assinado: '2026-03-03' }) }), null, settings, NOW)];
const verifying = [...released, startVerification(released, { propostaId: 'p1', parcela: 1 }, admin, NOW)];
const accepted = [...verifying, acceptTranche(verifying, { propostaId: 'p1', parcela: 1 }, admin, NOW)];
const paid = [
  ...accepted,
  ...recordTranchePayouts(new Map([['p1', accepted]]), new Map([['int-1', true]]), { pagamentos: [{ propostaId: 'p1', parcela: 1, valor_centavos: 3_000_000, data_pagamento: '2026-03-19', forma: 'transferencia', referencia: 'TED 9' }] }, admin, NOW),
];

describe('the fold', () => {
  it('a plan opens every tranche bloqueada; the next entry is seq 1', () => {
    const cycle = currentFunding(opened);
    expect(cycle).toMatchObject({ ciclo: 1, seq: 1, financiado_centavos: 10_000_001, aprovada_em: APPROVED, plano_versao: 0 });
    expect(cycle?.parcelas.map((t) => [t.parcela, t.marco, t.situacao, t.valor_centavos])).toEqual([
      [1, 'contrato_assinado', 'bloqueada', 3_000_000], [2, 'equipamento_comprado', 'bloqueada', 4_000_000], [3, 'sistema_conectado', 'bloqueada', 3_000_001],
    ]);
    expect(nextTranche(cycle!)).toBe(1);
  });

  it('a paid tranche keeps its payout; the next is the first neither paid nor closed', () => {
    const cycle = currentFunding(paid)!;
    expect(cycle.parcelas[0]).toMatchObject({ situacao: 'paga', data_pagamento: '2026-03-19', forma: 'transferencia', referencia: 'TED 9', prazo: null, verificado_por: 'admin-1', data_liberacao: '2026-03-03' });
    expect(nextTranche(cycle)).toBe(2);
    expect(storedTrancheOf(cycle, 1, 5)).toMatchObject({ id: 'p1_1', proposta_id: 'p1', integrador_id: 'int-1', ciclo: 1, linha: cycle.linha, nome_empresa: 'Sol Nascente', atualizado_em: 5 });
  });

  it('a broken ledger throws (a bug, not input): wrong order, wrong seq, a foreign id, a tranche that does not exist', () => {
    const [plan, release] = released as [FundingEntry, Extract<FundingEntry, { tipo: 'liberada' }>];
    expect(() => applyFundingEntry(null, release)).toThrow(/does not belong/);
    const cycle = applyFundingEntry(null, plan);
    expect(() => applyFundingEntry(cycle, { ...release, seq: 2, id: fundingEntryId('p1', 1, 2) })).toThrow(/seq/);
    expect(() => applyFundingEntry(cycle, { ...release, id: 'x' })).toThrow(/foreign id/);
    expect(() => applyFundingEntry(cycle, { ...release, parcela: 7 })).toThrow(/no tranche/);
    expect(() => applyFundingEntry(applyFundingEntry(cycle, release), { ...(verifying[2] as Extract<FundingEntry, { tipo: 'em_verificacao' }>), tipo: 'aprovada', seq: 2, id: fundingEntryId('p1', 1, 2) })).toThrow(/cannot follow liberada/);
    // A second plan while the cycle is open.
    expect(() => fundingCyclesOf([plan, { ...plan, ciclo: 2, id: fundingEntryId('p1', 2, 0) }])).toThrow(/out of turn/);
  });

  it('late: clocked and past its prazo; the prazo itself is on time; recusada has no clock', () => {
    expect(isLate({ situacao: 'liberada', prazo: '2026-03-05' }, '2026-03-05')).toBe(false);
    expect(isLate({ situacao: 'liberada', prazo: '2026-03-05' }, '2026-03-06')).toBe(true);
    expect(isLate({ situacao: 'em_verificacao', prazo: '2026-03-05' }, '2026-03-06')).toBe(true);
    expect(isLate({ situacao: 'aprovada', prazo: '2026-03-05' }, '2026-03-06')).toBe(true);
    expect(isLate({ situacao: 'recusada', prazo: '2026-03-05' }, '2026-03-06')).toBe(false);
    expect(isLate({ situacao: 'paga', prazo: null }, '2026-03-06')).toBe(false);
  });

  it('the summary: states without amounts, the earliest clocked prazo', () => {
    expect(summaryOf(currentFunding(released)!)).toEqual({
      ciclo: 1, prazo: '2026-03-05',
      parcelas: [
        { parcela: 1, marco: 'contrato_assinado', situacao: 'liberada', prazo: '2026-03-05' },
        { parcela: 2, marco: 'equipamento_comprado', situacao: 'bloqueada', prazo: null },
        { parcela: 3, marco: 'sistema_conectado', situacao: 'bloqueada', prazo: null },
      ],
    });
    expect(summaryOf(currentFunding(paid)!).prazo).toBeNull();
  });
});

describe('what an append writes', () => {
  it('the entries, the folded documents, each touched tranche, the summary, a history step per entry and the counters', () => {
    const writes = fundingWrites(new Map(), released, { all: emptyFundingCounters(), byIntegrator: new Map() }, NOW);
    expect(writes.entries).toEqual(released);
    expect(writes.fundings).toMatchObject([{ id: 'p1', ciclo: 1, seq: 2, proxima: 1, atualizado_em: NOW }]);
    expect(writes.tranches.map((t) => [t.id, t.situacao])).toEqual([['p1_1', 'liberada'], ['p1_2', 'bloqueada'], ['p1_3', 'bloqueada']]);
    expect(writes.summaries.get('p1')?.prazo).toBe('2026-03-05');
    expect(writes.history.get('p1')).toEqual([
      { tipo: 'plano', parcela: 0, marco: null, motivo: null },
      { tipo: 'liberada', parcela: 1, marco: 'contrato_assinado', motivo: null },
    ]);
    expect(writes.counters.all).toEqual({
      ...emptyFundingCounters(), bloqueado_centavos: 7_000_001, em_andamento_centavos_por_prazo: { '2026-03-05': 3_000_000 }, em_andamento_qtd_por_prazo: { '2026-03-05': 1 },
      qtd_por_situacao: { bloqueada: 2, liberada: 1 },
    });
    expect(writes.counters.byIntegrator.get('int-1')).toEqual(writes.counters.all);
    // Only the tranche an entry moves is rewritten; a replayed entry writes nothing.
    const next = fundingWrites(new Map([['p1', released]]), [...released, verifying[2]!], { all: writes.counters.all, byIntegrator: writes.counters.byIntegrator }, NOW);
    expect(next.entries).toEqual([verifying[2]]);
    expect(next.tranches.map((t) => t.id)).toEqual(['p1_1']);
    // The money stays clocked by the same prazo; one tranche moved from liberada to em_verificacao.
    expect(next.counters.all).toEqual({ ...writes.counters.all, qtd_por_situacao: { bloqueada: 2, em_verificacao: 1 } });
  });
});

describe('the counters', () => {
  it('each situation\'s contribution; a clawback stays paid and is owed back; a reversal is no money', () => {
    const base = { valor_centavos: 100, prazo: null, data_pagamento: null };
    expect(trancheContribution({ ...base, situacao: 'bloqueada' })).toMatchObject({ bloqueado_centavos: 100, qtd_por_situacao: { bloqueada: 1 } });
    expect(trancheContribution({ ...base, situacao: 'aprovada', prazo: '2026-03-05' })).toMatchObject({ em_andamento_centavos_por_prazo: { '2026-03-05': 100 }, em_andamento_qtd_por_prazo: { '2026-03-05': 1 } });
    expect(trancheContribution({ ...base, situacao: 'recusada' })).toMatchObject({ recusado_centavos: 100 });
    expect(trancheContribution({ ...base, situacao: 'paga', data_pagamento: '2026-03-19' })).toMatchObject({ pago_centavos: 100, pago_por_mes: { '2026-03': 100 } });
    expect(trancheContribution({ ...base, situacao: 'clawback', data_pagamento: '2026-03-19' })).toMatchObject({ pago_centavos: 100, pago_por_mes: { '2026-03': 100 }, a_recuperar_centavos: 100 });
    expect(trancheContribution({ ...base, situacao: 'estornada' })).toEqual({ ...emptyFundingCounters(), qtd_por_situacao: { estornada: 1 } });
  });

  it('the totals on a day split what is clocked into on time and late', () => {
    const counters = recountFunding(paid);
    expect(fundingTotalsOn(counters, '2026-03-20')).toEqual({ bloqueado: 7_000_001, em_andamento: 0, atrasado: 0, atrasadas_qtd: 0, recusado: 0, pago: 3_000_000, a_recuperar: 0 });
    const running = recountFunding(released);
    expect(fundingTotalsOn(running, '2026-03-05')).toMatchObject({ em_andamento: 3_000_000, atrasado: 0, atrasadas_qtd: 0 });
    expect(fundingTotalsOn(running, '2026-03-06')).toMatchObject({ em_andamento: 0, atrasado: 3_000_000, atrasadas_qtd: 1 });
  });

  it('stored counters read with missing or malformed fields as zero', () => {
    expect(readFundingCounters(null)).toEqual(emptyFundingCounters());
    expect(readFundingCounters({ pago_centavos: 'x', pago_por_mes: { '2026-03': 5, '2026-04': 0 }, qtd_por_situacao: { paga: 2, outra: 1 } })).toEqual({
      ...emptyFundingCounters(), pago_por_mes: { '2026-03': 5 }, qtd_por_situacao: { paga: 2 },
    });
  });
});
