import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyProposalStatsDelta,
  emptyProposalStats,
  integratorDashboardStats,
  proposalStatsDelta,
  recountProposalStats,
} from './proposal-stats';

const at = (iso: string) => Date.parse(iso);

describe('proposalStatsDelta', () => {
  it('counts a new proposal with its volume', () => {
    expect(proposalStatsDelta(null, { status: 'enviada', valor_proposta: 2_500_000 })).toEqual({
      total: 1,
      por_status: { enviada: 1 },
      volume_centavos: 2_500_000,
    });
  });

  it('moves one count and adjusts the volume on an update', () => {
    expect(
      proposalStatsDelta({ status: 'enviada', valor_proposta: 1000 }, { status: 'em_analise', valor_proposta: 1500 }),
    ).toEqual({ total: 0, por_status: { enviada: -1, em_analise: 1 }, volume_centavos: 500 });
  });

  it('leaves the columns alone when only the value changes', () => {
    expect(
      proposalStatsDelta({ status: 'aprovada', valor_proposta: 1000 }, { status: 'aprovada', valor_proposta: 900 }),
    ).toEqual({ total: 0, por_status: {}, volume_centavos: -100 });
  });

  it('files an unknown status under enviada', () => {
    expect(proposalStatsDelta({ status: 'xyz', valor_proposta: 10 }, null)).toEqual({
      total: -1,
      por_status: { enviada: -1 },
      volume_centavos: -10,
    });
  });
});

const eventArb = fc.record({
  kind: fc.constantFrom('create', 'update', 'delete'),
  id: fc.integer({ min: 0, max: 5 }),
  status: fc.constantFrom('enviada', 'em_analise', 'pendente_correcao', 'corrigida_usuario', 'aprovada', 'reprovada', 'finalizada', 'xyz'),
  valor_proposta: fc.integer({ min: 0, max: 1_000_000_000 }),
});

describe('applyProposalStatsDelta', () => {
  it('equals a recount of the final set after any sequence of writes', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), (events) => {
        const docs = new Map<number, { status: string; valor_proposta: number }>();
        let stats = emptyProposalStats();
        for (const { kind, id, status, valor_proposta } of events) {
          const before = docs.get(id) ?? null;
          const after = kind === 'delete' ? null : { status, valor_proposta };
          if (after) docs.set(id, after);
          else docs.delete(id);
          stats = applyProposalStatsDelta(stats, proposalStatsDelta(before, after));
        }
        expect(stats).toEqual(recountProposalStats([...docs.values()]));
      }),
    );
  });

  it('recounts totals, columns and volume', () => {
    expect(
      recountProposalStats([
        { status: 'aprovada', valor_proposta: 100 },
        { status: 'aprovada', valor_proposta: 250 },
        { status: 'em_analise', valor_proposta: 50 },
      ]),
    ).toEqual({
      total: 3,
      por_status: {
        enviada: 0,
        em_analise: 1,
        pendente_correcao: 0,
        corrigida_usuario: 0,
        aprovada: 2,
        reprovada: 0,
        finalizada: 0,
      },
      volume_centavos: 400,
    });
  });
});

describe('integratorDashboardStats', () => {
  const now = at('2025-06-01T01:00:00Z'); // still 31 May in São Paulo

  it('is all zeros without proposals', () => {
    expect(integratorDashboardStats([], now)).toEqual({
      sent: 0,
      sentThisMonth: 0,
      approved: 0,
      approvalRatePercent: 0,
      underAnalysis: 0,
      underAnalysisPercent: 0,
      totalVolumeCentavos: 0,
    });
  });

  it('computes the four cards', () => {
    const proposals = [
      { status: 'aprovada', valor_proposta: 3_000_000, created_at: at('2025-05-31T12:00:00Z') },
      { status: 'em_analise', valor_proposta: 1_000_000, created_at: at('2025-05-01T03:00:00Z') },
      { status: 'corrigida_usuario', valor_proposta: 500_000, created_at: at('2025-05-01T02:59:00Z') },
      { status: 'pendente_correcao', valor_proposta: 250_000, created_at: at('2025-04-10T12:00:00Z') },
      { status: 'enviada', valor_proposta: 125_000, created_at: at('2025-06-01T00:30:00Z') },
      { status: 'reprovada', valor_proposta: 0, created_at: at('2025-03-10T12:00:00Z') },
    ];
    expect(integratorDashboardStats(proposals, now)).toEqual({
      sent: 6,
      sentThisMonth: 3,
      approved: 1,
      approvalRatePercent: 17,
      underAnalysis: 3,
      underAnalysisPercent: 50,
      totalVolumeCentavos: 4_875_000,
    });
  });
});
