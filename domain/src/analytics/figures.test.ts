import { describe, expect, it } from 'vitest';
import { analyticsCells, integratorCells, rankingRows } from '../data/analytics';
import { emptyCounts, readAnalyticsDoc, recountAnalytics } from './counts';
import { approvalRateOf, funnelOf, lateInstallationsOf, monthsBetween, platformDecisionMedian, summarize } from './figures';
import { seed } from './test-fixtures';
import type { AnalyticsCell } from './types';

const documents = recountAnalytics(seed);
const platformCells = [...documents].filter(([path]) => path.startsWith(`${analyticsCells.path}/`)).map(([, { value }]) => value as AnalyticsCell);
const companyCells = (id: string) => [...documents].filter(([path]) => path.startsWith(`${integratorCells(id).path}/`)).map(([, { value }]) => value as AnalyticsCell);

describe('summarize (the seed of test-fixtures.ts, figures by hand)', () => {
  const summary = summarize(platformCells, '2026-03', '2026-04', '2026-05-11');

  it('gives the funnel with the conversion of each step', () => {
    // Sent 3 (P1, P2 in April; P3 in March), reviewed 3, approved 2 (P1, P3), signed 1 and finalized 1 (P3).
    expect(summary.funnel).toEqual([
      { stage: 'enviadas', count: 3, conversion: null },
      { stage: 'em_analise', count: 3, conversion: 1 },
      { stage: 'aprovadas', count: 2, conversion: 2 / 3 },
      { stage: 'contrato_assinado', count: 1, conversion: 0.5 },
      { stage: 'finalizadas', count: 1, conversion: 1 },
    ]);
    expect(summary.approvalRate).toBe(2 / 3);
  });

  it('gives each month its cohort and the volume approved in it', () => {
    expect(summary.months.map((month) => [month.mes, month.funnel.map((step) => step.count), month.financiadas, month.volume_centavos])).toEqual([
      ['2026-03', [1, 1, 1, 1, 1], 0, 0],
      // P3 was approved in April: R$ 50.000,00 + R$ 20.000,00.
      ['2026-04', [2, 2, 1, 0, 0], 2, 7_000_000],
    ]);
    // After a step nobody reached, the conversion is unknown, not 0.
    expect(summary.months[1]?.funnel.map((step) => step.conversion)).toEqual([null, 1, 0.5, 0, null]);
  });

  it('reads the decision time and the time in each status from the histograms', () => {
    // Decisions of 2 h (bin 1–2), 10 h (bin 8–10) and 20 h (bin 15–20): median rank 1.5 → 8 + 0.5 × 2;
    // p90 rank 2.7 → 15 + 0.7 × 5.
    expect(summary.decision.count).toBe(3);
    expect(summary.decision.median).toBe(9);
    expect(summary.decision.p90).toBeCloseTo(18.5, 10);
    // 'enviada': 0.5 h (bin 0–1) and 3.5 h (bin 2–4): median rank 1 → 1; p90 rank 1.8 → 2 + 0.8 × 2.
    expect(summary.timeInStatus.enviada.count).toBe(2);
    expect(summary.timeInStatus.enviada.median).toBe(1);
    expect(summary.timeInStatus.enviada.p90).toBeCloseTo(3.6, 10);
    // 'em_analise': 1.5 h (bin 1–2) and 12.5 h (bin 10–15): median 2; p90 10 + 0.8 × 5.
    expect(summary.timeInStatus.em_analise.median).toBe(2);
    expect(summary.timeInStatus.em_analise.p90).toBeCloseTo(14, 10);
    // 'pendente_correcao': one stay of 4 h (bin 2–4): 2 + 0.5 × 2 and 2 + 0.9 × 2.
    expect(summary.timeInStatus.pendente_correcao).toEqual({ count: 1, median: 3, p90: 3.8 });
    expect(summary.timeInStatus.aprovada).toEqual({ count: 0, median: null, p90: null });
  });

  it('gives the volume, the average ticket and the mix by line and by state', () => {
    expect(summary.financiadas).toBe(2);
    expect(summary.volume_centavos).toBe(7_000_000);
    expect(summary.averageTicket).toBe(3_500_000);
    expect(summary.byLine).toEqual([
      { key: 'residencial', financiadas: 1, volume_centavos: 5_000_000, share: 5 / 7 },
      { key: 'comercial', financiadas: 1, volume_centavos: 2_000_000, share: 2 / 7 },
    ]);
    expect(summary.byState.map((entry) => [entry.key, entry.volume_centavos])).toEqual([
      ['SP', 5_000_000],
      ['RJ', 2_000_000],
    ]);
  });

  it('gives the pendências and the installations late on the day asked', () => {
    expect(summary.pendencias).toBe(2);
    // P1's next milestone is due 10/05: late from 11/05 on.
    expect(summary.lateInstallations).toBe(1);
    expect(summarize(platformCells, '2026-03', '2026-04', '2026-05-10').lateInstallations).toBe(0);
  });

  it('leaves out the cells of other months', () => {
    const march = summarize(platformCells, '2026-03', '2026-03', '2026-05-11');
    expect(march.funnel.map((step) => step.count)).toEqual([1, 1, 1, 1, 1]);
    expect(march.financiadas).toBe(0);
    expect(march.averageTicket).toBeNull();
    expect(march.byLine).toEqual([]);
    expect(march.decision).toEqual({ count: 1, median: 9, p90: 9.8 });
    const april = summarize(platformCells, '2026-04', '2026-04', '2026-05-11');
    expect(april.funnel.map((step) => step.count)).toEqual([2, 2, 1, 0, 0]);
    expect(april.approvalRate).toBe(0.5);
    expect(april.volume_centavos).toBe(7_000_000);
  });

  it('answers no figure for an empty period', () => {
    const empty = summarize([], '2026-01', '2026-02', '2026-05-11');
    expect(empty.months.map((month) => month.mes)).toEqual(['2026-01', '2026-02']);
    expect(empty.approvalRate).toBeNull();
    expect(empty.decision).toEqual({ count: 0, median: null, p90: null });
    expect(empty.averageTicket).toBeNull();
    expect(empty.funnel.every((step) => step.count === 0)).toBe(true);
  });

  it('gives one company its own numbers from its cells', () => {
    const own = summarize(companyCells('int-a'), '2026-03', '2026-04', '2026-05-11');
    expect(own.funnel.map((step) => step.count)).toEqual([2, 2, 1, 0, 0]);
    expect(own.approvalRate).toBe(0.5);
    expect(own.volume_centavos).toBe(5_000_000);
    // Its decisions: 2 h and 20 h: median rank 1 ends bin 1–2 → 2.
    expect(own.decision.median).toBe(2);
  });
});

describe('the other figures', () => {
  it('lists every month of a period, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-04', '2026-04')).toEqual(['2026-04']);
    expect(monthsBetween('2026-05', '2026-04')).toEqual([]);
  });

  it('counts a ranking row’s late installations and the platform’s median decision', () => {
    const row = readAnalyticsDoc({ instalacao_metas: { '2026-05-01': 2, '2026-05-10': 1, '2026-06-01': 4 } });
    expect(lateInstallationsOf(row, '2026-05-10')).toBe(2);
    expect(lateInstallationsOf(row, '2026-06-02')).toBe(7);
    const totals = documents.get('analise_totais/plataforma')?.value;
    expect(totals && platformDecisionMedian(totals)).toBe(9);
    expect(platformDecisionMedian(emptyCounts())).toBeNull();
    expect(documents.get(rankingRows.docPath('int-a'))?.value.taxa_aprovacao).toBe(0.5);
  });

  it('has no conversion after an empty step and no approval rate without a decision', () => {
    expect(funnelOf(emptyCounts()).map((step) => step.conversion)).toEqual([null, null, null, null, null]);
    expect(approvalRateOf(emptyCounts())).toBeNull();
  });
});
