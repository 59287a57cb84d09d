import { describe, expect, it } from 'vitest';
import { approvalRatePercent, integratorDashboardStats, lastMonths, monthLabel, monthlyProposals } from './proposal-stats-view';
import { emptyProposalStats, recountProposalStats } from './proposal-stats';

const at = (iso: string) => Date.parse(iso);

describe('integratorDashboardStats', () => {
  const now = at('2025-06-01T01:00:00Z'); // still 31 May in São Paulo

  it('is all zeros without proposals', () => {
    expect(integratorDashboardStats(emptyProposalStats(), now)).toEqual({
      sent: 0,
      sentThisMonth: 0,
      approved: 0,
      approvalRatePercent: 0,
      underAnalysis: 0,
      underAnalysisPercent: 0,
      totalVolumeCentavos: 0,
    });
  });

  it('computes the four cards from the counters', () => {
    const stats = recountProposalStats([
      { status: 'aprovada', valor_proposta: 3_000_000, created_at: at('2025-05-31T12:00:00Z') },
      { status: 'em_analise', valor_proposta: 1_000_000, created_at: at('2025-05-01T03:00:00Z') },
      { status: 'corrigida_usuario', valor_proposta: 500_000, created_at: at('2025-05-01T02:59:00Z') },
      { status: 'pendente_correcao', valor_proposta: 250_000, created_at: at('2025-04-10T12:00:00Z') },
      { status: 'enviada', valor_proposta: 125_000, created_at: at('2025-06-01T00:30:00Z') },
      { status: 'reprovada', valor_proposta: 0, created_at: at('2025-03-10T12:00:00Z') },
    ]);
    expect(integratorDashboardStats(stats, now)).toEqual({
      sent: 6,
      sentThisMonth: 3,
      approved: 1,
      approvalRatePercent: 17,
      underAnalysis: 3,
      underAnalysisPercent: 50,
      totalVolumeCentavos: 4_875_000,
    });
    expect(approvalRatePercent(stats)).toBe(17);
  });

  it("counts a 'finalizada' proposal as approved: 11 aprovadas and 9 finalizadas of 36 are 20, 56 % (issue 45)", () => {
    const created_at = at('2025-05-10T12:00:00Z');
    const of = (status: 'aprovada' | 'finalizada' | 'reprovada' | 'enviada', n: number) => Array.from({ length: n }, () => ({ status, valor_proposta: 100, created_at }));
    const stats = recountProposalStats([...of('aprovada', 11), ...of('finalizada', 9), ...of('reprovada', 6), ...of('enviada', 10)]);
    expect(integratorDashboardStats(stats, now)).toMatchObject({ sent: 36, approved: 20, approvalRatePercent: 56 });
    expect(approvalRatePercent(stats)).toBe(56);
  });
});

describe('the per-month series', () => {
  it('lists the last months oldest first, across a year, in São Paulo time', () => {
    expect(lastMonths(at('2026-02-01T02:00:00Z'), 3)).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(lastMonths(at('2026-11-23T12:00:00Z'), 12)).toHaveLength(12);
    expect(lastMonths(at('2026-11-23T12:00:00Z'), 12)[0]).toBe('2025-12');
  });

  it('labels months the pt-BR short way', () => {
    expect(monthLabel('2026-11')).toBe('nov/26');
    expect(monthLabel('2027-01')).toBe('jan/27');
  });

  it('fills every month, empty ones as zeros, with the columns, total and volume', () => {
    const stats = recountProposalStats([
      { status: 'aprovada', valor_proposta: 100, created_at: at('2026-11-02T12:00:00Z') },
      { status: 'enviada', valor_proposta: 50, created_at: at('2026-11-20T12:00:00Z') },
      { status: 'reprovada', valor_proposta: 70, created_at: at('2026-09-20T12:00:00Z') },
      { status: 'enviada', valor_proposta: 999, created_at: at('2024-01-20T12:00:00Z') },
    ]);
    const series = monthlyProposals(stats, at('2026-11-23T12:00:00Z'), 3);
    expect(series.map((m) => [m.month, m.label, m.total, m.volume_centavos])).toEqual([
      ['2026-09', 'set/26', 1, 70],
      ['2026-10', 'out/26', 0, 0],
      ['2026-11', 'nov/26', 2, 150],
    ]);
    expect(series[2]).toMatchObject({ aprovada: 1, enviada: 1, em_analise: 0 });
  });
});
