import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyProposalStatsDelta,
  emptyProposalStats,
  integratorProposalStatsChanges,
  isEmptyProposalStatsDelta,
  proposalStatsDelta,
  readProposalStats,
  recountIntegratorProposalStats,
  recountProposalStats,
  recountSellerProposalStats,
  sellerProposalStatsChanges,
  type CountedOwnedProposal,
} from './proposal-stats';

const at = (iso: string) => Date.parse(iso);
// 2026-03-01 02:00 UTC is still 28 February in São Paulo.
const febNight = at('2026-03-01T02:00:00Z');
const march = at('2026-03-15T12:00:00Z');

describe('proposalStatsDelta', () => {
  it('counts a new proposal with its volume, in its São Paulo month', () => {
    expect(proposalStatsDelta(null, { status: 'enviada', valor_proposta: 2_500_000, created_at: febNight })).toEqual({
      total: 1,
      por_status: { enviada: 1 },
      volume_centavos: 2_500_000,
      por_mes: { '2026-02': { enviada: 1 } },
      volume_por_mes: { '2026-02': 2_500_000 },
    });
  });

  it('a status move changes two buckets, in the columns and in the month', () => {
    expect(
      proposalStatsDelta(
        { status: 'enviada', valor_proposta: 1000, created_at: march },
        { status: 'em_analise', valor_proposta: 1500, created_at: march },
      ),
    ).toEqual({
      total: 0,
      por_status: { enviada: -1, em_analise: 1 },
      volume_centavos: 500,
      por_mes: { '2026-03': { enviada: -1, em_analise: 1 } },
      volume_por_mes: { '2026-03': 500 },
    });
  });

  it('changes nothing when neither status, value nor month changes', () => {
    const p = { status: 'aprovada', valor_proposta: 1000, created_at: march };
    expect(isEmptyProposalStatsDelta(proposalStatsDelta(p, { ...p }))).toBe(true);
  });

  it('files an unknown status under enviada', () => {
    expect(proposalStatsDelta({ status: 'xyz', valor_proposta: 10, created_at: march }, null)).toEqual({
      total: -1,
      por_status: { enviada: -1 },
      volume_centavos: -10,
      por_mes: { '2026-03': { enviada: -1 } },
      volume_por_mes: { '2026-03': -10 },
    });
  });
});

const statuses = ['enviada', 'em_analise', 'pendente_correcao', 'corrigida_usuario', 'aprovada', 'reprovada', 'finalizada', 'xyz'];
const eventArb = fc.record({
  eventId: fc.integer({ min: 0, max: 30 }),
  kind: fc.constantFrom('create', 'update', 'delete'),
  id: fc.integer({ min: 0, max: 5 }),
  integrador_id: fc.constantFrom('int-a', 'int-b', 'int-c'),
  // undefined: a proposal from before teams, the titular's.
  criado_por: fc.constantFrom(undefined, 'vend-1', 'vend-2'),
  status: fc.constantFrom(...statuses),
  valor_proposta: fc.integer({ min: 0, max: 1_000_000_000 }),
  created_at: fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2026-12-31T23:59:59Z') }),
});


describe('the counters under replayed events', () => {
  // The trigger's work over an in-memory ledger: each event id applies its deltas to the global,
  // the per-integrator and the per-seller counters once; a re-delivered event changes nothing.
  it('equal a recount of the final set, globally, per integrator and per seller, whatever is replayed', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 60 }), fc.array(fc.nat(59), { maxLength: 30 }), (events, replays) => {
        const docs = new Map<number, CountedOwnedProposal>();
        const seen = new Set<number>();
        let global = emptyProposalStats();
        const perIntegrator: Record<string, ReturnType<typeof emptyProposalStats>> = {};
        const perSeller: Record<string, ReturnType<typeof emptyProposalStats>> = {};
        const writes: { eventId: number; before: CountedOwnedProposal | null; after: CountedOwnedProposal | null }[] = [];
        events.forEach(({ kind, id, integrador_id, criado_por, status, valor_proposta, created_at }, index) => {
          const before = docs.get(id) ?? null;
          // A created proposal keeps its owner, its sender and creation time, as stored proposals do.
          const after =
            kind === 'delete'
              ? null
              : {
                  integrador_id: before?.integrador_id ?? integrador_id,
                  criado_por: before ? before.criado_por : criado_por,
                  status,
                  valor_proposta,
                  created_at: before?.created_at ?? created_at,
                };
          if (after) docs.set(id, after);
          else docs.delete(id);
          writes.push({ eventId: index, before, after });
        });
        // Deliveries: every write in order, with some re-delivered later (at least once, as Firestore does).
        const deliveries = [...writes, ...replays.flatMap((r) => (writes[r] ? [writes[r]] : []))];
        for (const { eventId, before, after } of deliveries) {
          if (seen.has(eventId)) continue;
          seen.add(eventId);
          global = applyProposalStatsDelta(global, proposalStatsDelta(before, after));
          for (const { integratorId, delta } of integratorProposalStatsChanges(before, after)) {
            perIntegrator[integratorId] = applyProposalStatsDelta(perIntegrator[integratorId] ?? emptyProposalStats(), delta);
          }
          for (const { companyId, sellerUid, delta } of sellerProposalStatsChanges(before, after)) {
            const key = `${companyId}/${sellerUid}`;
            perSeller[key] = applyProposalStatsDelta(perSeller[key] ?? emptyProposalStats(), delta);
          }
        }
        const final = [...docs.values()];
        expect(global).toEqual(recountProposalStats(final));
        const recounted = recountIntegratorProposalStats(final);
        for (const [integratorId, stats] of Object.entries(perIntegrator)) {
          expect(stats).toEqual(recounted[integratorId] ?? emptyProposalStats());
        }
        for (const integratorId of Object.keys(recounted)) expect(perIntegrator).toHaveProperty(integratorId);
        const sellers = new Map(recountSellerProposalStats(final).map(({ companyId, sellerUid, stats }) => [`${companyId}/${sellerUid}`, stats]));
        for (const [key, stats] of Object.entries(perSeller)) expect(stats).toEqual(sellers.get(key) ?? emptyProposalStats());
        for (const key of sellers.keys()) expect(perSeller).toHaveProperty([key]);
        // A company's sellers add up to the company.
        for (const [integratorId, stats] of Object.entries(recounted)) {
          const own = [...sellers].filter(([key]) => key.startsWith(`${integratorId}/`)).map(([, seller]) => seller);
          expect(own.reduce((sum, seller) => sum + seller.total, 0)).toBe(stats.total);
        }
      }),
    );
  });

  it('recounts totals, columns, volume and months', () => {
    expect(
      recountProposalStats([
        { status: 'aprovada', valor_proposta: 100, created_at: march },
        { status: 'aprovada', valor_proposta: 250, created_at: febNight },
        { status: 'em_analise', valor_proposta: 50, created_at: march },
      ]),
    ).toEqual({
      total: 3,
      por_status: { enviada: 0, em_analise: 1, pendente_correcao: 0, corrigida_usuario: 0, aprovada: 2, reprovada: 0, finalizada: 0 },
      volume_centavos: 400,
      por_mes: { '2026-02': { aprovada: 1 }, '2026-03': { aprovada: 1, em_analise: 1 } },
      volume_por_mes: { '2026-02': 250, '2026-03': 150 },
    });
  });
});

describe('integratorProposalStatsChanges', () => {
  const p = (integrador_id: string, status: string): CountedOwnedProposal => ({ integrador_id, status, valor_proposta: 100, created_at: march });

  it('moves only the owner’s counters on a status change, two buckets', () => {
    expect(integratorProposalStatsChanges(p('int-a', 'enviada'), p('int-a', 'aprovada'))).toEqual([
      {
        integratorId: 'int-a',
        delta: { total: 0, por_status: { enviada: -1, aprovada: 1 }, volume_centavos: 0, por_mes: { '2026-03': { enviada: -1, aprovada: 1 } }, volume_por_mes: {} },
      },
    ]);
  });

  it('moves a proposal that changes hands out of one and into the other', () => {
    expect(integratorProposalStatsChanges(p('int-a', 'enviada'), p('int-b', 'enviada')).map((c) => [c.integratorId, c.delta.total])).toEqual([
      ['int-a', -1],
      ['int-b', 1],
    ]);
  });

  it('leaves out comment-count updates and proposals without an owner', () => {
    expect(integratorProposalStatsChanges(p('int-a', 'enviada'), p('int-a', 'enviada'))).toEqual([]);
    expect(integratorProposalStatsChanges(null, p('', 'enviada'))).toEqual([]);
  });
});

describe('sellerProposalStatsChanges', () => {
  const p = (criado_por: string | undefined, status: string, integrador_id = 'int-a'): CountedOwnedProposal => ({
    integrador_id,
    ...(criado_por === undefined ? {} : { criado_por }),
    status,
    valor_proposta: 100,
    created_at: march,
  });

  it('moves a vendedor’s proposal on its own document in its company, by the company’s delta', () => {
    const [before, after] = [p('vend-1', 'enviada'), p('vend-1', 'aprovada')];
    const [company] = integratorProposalStatsChanges(before, after);
    expect(sellerProposalStatsChanges(before, after)).toEqual([{ companyId: 'int-a', sellerUid: 'vend-1', delta: company?.delta }]);
  });

  it('counts a proposal from before teams (no criado_por) on the titular’s document', () => {
    expect(sellerProposalStatsChanges(null, p(undefined, 'enviada')).map((c) => [c.companyId, c.sellerUid, c.delta.total])).toEqual([['int-a', 'int-a', 1]]);
  });

  it('leaves out comment-count updates and proposals without a company', () => {
    expect(sellerProposalStatsChanges(p('vend-1', 'enviada'), p('vend-1', 'enviada'))).toEqual([]);
    expect(sellerProposalStatsChanges(null, p('vend-1', 'enviada', ''))).toEqual([]);
  });

  it('recounts per company and seller: the same uid in two companies is two documents', () => {
    const recounted = recountSellerProposalStats([p('vend-1', 'enviada'), p('vend-1', 'aprovada'), p(undefined, 'enviada'), p('vend-1', 'enviada', 'int-b')]);
    expect(recounted.map(({ companyId, sellerUid, stats }) => [companyId, sellerUid, stats.total])).toEqual([
      ['int-a', 'vend-1', 2],
      ['int-a', 'int-a', 1],
      ['int-b', 'vend-1', 1],
    ]);
  });
});

describe('readProposalStats', () => {
  it('reads a document written before the month fields as zeros', () => {
    expect(readProposalStats({ total: 2, por_status: { aprovada: 2 }, volume_centavos: 10 })).toEqual({
      ...emptyProposalStats(),
      total: 2,
      por_status: { ...emptyProposalStats().por_status, aprovada: 2 },
      volume_centavos: 10,
    });
    expect(readProposalStats(undefined)).toEqual(emptyProposalStats());
    expect(readProposalStats({ por_mes: { '2026-01': { enviada: 1, x: 'y' } }, volume_por_mes: { '2026-01': 5 } })).toMatchObject({
      por_mes: { '2026-01': { enviada: 1 } },
      volume_por_mes: { '2026-01': 5 },
    });
  });
});
