import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { emptyIntegratorStats } from '@solarcred/domain/integrator-stats';
import { emptyProposalStats } from '@solarcred/domain/proposal-stats';
import { statsDocPath } from '@solarcred/domain/data/stats';
import { counterWrites, integratorCounter, proposalCounter, recountAll, type CountedDocument } from './counters';

// 2026-01-10 01:30 UTC is still 2026-01-09 in São Paulo.
const lateNight = Date.UTC(2026, 0, 10, 1, 30);
const doc = (data: Record<string, unknown>, createTime = lateNight): CountedDocument => ({ data, createTime });

describe('integratorCounter', () => {
  it('counts a created integrator by status and São Paulo sign-up day, reading created_at as a Timestamp', () => {
    const delta = integratorCounter.delta(null, doc({ status: 'pendente_cadastro', created_at: Timestamp.fromMillis(lateNight) }));
    expect(delta).toEqual({ total: 1, por_status: { pendente_cadastro: 1 }, cadastros_por_dia: { '2026-01-09': 1 } });
  });

  it('moves one status to another on update, legacy pendente folded', () => {
    const before = doc({ status: 'pendente', created_at: Timestamp.fromMillis(lateNight) });
    const after = doc({ status: 'aprovado', created_at: Timestamp.fromMillis(lateNight) });
    expect(integratorCounter.delta(before, after)).toEqual({
      total: 0,
      por_status: { pendente_aprovacao: -1, aprovado: 1 },
      cadastros_por_dia: {},
    });
  });

  it('sees an update that keeps the status as no change', () => {
    const same = doc({ status: 'aprovado', created_at: Timestamp.fromMillis(lateNight), nome_empresa: 'A' });
    expect(integratorCounter.isEmpty(integratorCounter.delta(same, { ...same, data: { ...same.data, nome_empresa: 'B' } }))).toBe(true);
  });

  it('uses the creation time of the document when created_at is missing', () => {
    const delta = integratorCounter.delta(null, doc({ status: 'aprovado' }, Date.UTC(2026, 4, 2, 15)));
    expect(delta.cadastros_por_dia).toEqual({ '2026-05-02': 1 });
  });

  it('reads stored counters with missing fields as zero', () => {
    expect(integratorCounter.read(undefined)).toEqual(emptyIntegratorStats());
    expect(integratorCounter.read({ total: 2, por_status: { aprovado: 2 }, cadastros_por_dia: { '2026-01-09': 2, x: 'y' } })).toEqual({
      ...emptyIntegratorStats(),
      total: 2,
      por_status: { ...emptyIntegratorStats().por_status, aprovado: 2 },
      cadastros_por_dia: { '2026-01-09': 2 },
    });
  });

  it('recounts to the same counters the deltas build', () => {
    const docs = [
      doc({ status: 'aprovado', created_at: Timestamp.fromMillis(lateNight) }),
      doc({ status: 'pendente', created_at: Timestamp.fromMillis(lateNight + 86_400_000) }),
      doc({ status: 'rejeitado' }, Date.UTC(2026, 1, 1, 12)),
    ];
    const incremental = docs.reduce(
      (stats, d) => integratorCounter.apply(stats, integratorCounter.delta(null, d)),
      integratorCounter.read(undefined),
    );
    expect(integratorCounter.recount(docs)).toEqual(incremental);
    expect(incremental.total).toBe(3);
  });
});

describe('proposalCounter', () => {
  // lateNight is 2026-01-09 in São Paulo: the month the proposals below count in.
  const month = '2026-01';

  it('counts total, column, volume in centavos and the creation month', () => {
    const delta = proposalCounter.delta(null, doc({ integrador_id: 'int-a', status: 'enviada', valor_proposta: 3_250_000 }));
    expect(delta).toEqual({
      total: 1,
      por_status: { enviada: 1 },
      volume_centavos: 3_250_000,
      por_mes: { [month]: { enviada: 1 } },
      volume_por_mes: { [month]: 3_250_000 },
    });
    expect(proposalCounter.apply(proposalCounter.read(undefined), delta)).toEqual({
      ...emptyProposalStats(),
      total: 1,
      por_status: { ...emptyProposalStats().por_status, enviada: 1 },
      volume_centavos: 3_250_000,
      por_mes: { [month]: { enviada: 1 } },
      volume_por_mes: { [month]: 3_250_000 },
    });
  });

  it('reads created_at as a Timestamp, in São Paulo time', () => {
    const delta = proposalCounter.delta(null, doc({ status: 'aprovada', valor_proposta: 1, created_at: Timestamp.fromMillis(Date.UTC(2026, 2, 1, 2)) }));
    expect(delta.por_mes).toEqual({ '2026-02': { aprovada: 1 } });
  });

  it('moves a proposal between columns and subtracts it on delete', () => {
    const sent = doc({ status: 'enviada', valor_proposta: 100 });
    const analysing = doc({ status: 'em_analise', valor_proposta: 100 });
    expect(proposalCounter.delta(sent, analysing)).toEqual({
      total: 0,
      por_status: { enviada: -1, em_analise: 1 },
      volume_centavos: 0,
      por_mes: { [month]: { enviada: -1, em_analise: 1 } },
      volume_por_mes: {},
    });
    expect(proposalCounter.delta(analysing, null)).toMatchObject({ total: -1, por_status: { em_analise: -1 }, volume_centavos: -100 });
  });

  it('sees a comment-count update as no change, in every counter document', () => {
    const before = doc({ integrador_id: 'int-a', status: 'enviada', valor_proposta: 100, comentarios_count: 0 });
    const after = doc({ integrador_id: 'int-a', status: 'enviada', valor_proposta: 100, comentarios_count: 1 });
    expect(proposalCounter.isEmpty(proposalCounter.delta(before, after))).toBe(true);
    expect(counterWrites(proposalCounter, before, after)).toEqual([]);
  });

  it('moves stats/propostas, the owner’s stats_integradores document and its seller’s by the same delta (before teams: the titular)', () => {
    const before = doc({ integrador_id: 'int-a', status: 'enviada', valor_proposta: 100 });
    const after = doc({ integrador_id: 'int-a', status: 'aprovada', valor_proposta: 100 });
    const writes = counterWrites(proposalCounter, before, after);
    expect(writes.map((w) => statsDocPath(w.stats))).toEqual(['stats/propostas', 'stats_integradores/int-a', 'stats_integradores/int-a/vendedores/int-a']);
    expect(writes[1]?.delta).toEqual(writes[0]?.delta);
    expect(writes[2]?.delta).toEqual(writes[0]?.delta);
    expect(writes[1]?.delta.por_status).toEqual({ enviada: -1, aprovada: 1 });
  });

  it('counts a member’s proposal on its company and on its own seller document (criado_por)', () => {
    const sent = doc({ integrador_id: 'int-a', criado_por: 'vend-1', status: 'enviada', valor_proposta: 100 });
    expect(counterWrites(proposalCounter, null, sent).map((w) => [statsDocPath(w.stats), w.delta.total])).toEqual([
      ['stats/propostas', 1],
      ['stats_integradores/int-a', 1],
      ['stats_integradores/int-a/vendedores/vend-1', 1],
    ]);
    expect(counterWrites(proposalCounter, sent, { ...sent, data: { ...sent.data, comentarios_count: 3 } })).toEqual([]);
  });

  it('recounts to the same counters the deltas build, globally, per integrator and per seller', () => {
    const docs = [
      doc({ integrador_id: 'int-a', status: 'enviada', valor_proposta: 100 }),
      doc({ integrador_id: 'int-b', status: 'aprovada', valor_proposta: 250 }),
      doc({ integrador_id: 'int-a', status: 'x' }),
      doc({ integrador_id: 'int-a', criado_por: 'vend-1', status: 'aprovada', valor_proposta: 40 }),
    ];
    const incremental = new Map<string, ReturnType<typeof proposalCounter.read>>();
    for (const d of docs) {
      for (const write of counterWrites(proposalCounter, null, d)) {
        const path = statsDocPath(write.stats);
        incremental.set(path, proposalCounter.apply(incremental.get(path) ?? proposalCounter.read(undefined), write.delta));
      }
    }
    const recounted = new Map(recountAll(proposalCounter, docs).map((r) => [statsDocPath(r.stats), r.value]));
    expect(recounted).toEqual(incremental);
    expect(recounted.get('stats_integradores/int-a')?.total).toBe(3);
    expect(recounted.get('stats_integradores/int-a/vendedores/int-a')?.total).toBe(2);
    expect(recounted.get('stats_integradores/int-a/vendedores/vend-1')?.volume_centavos).toBe(40);
  });
});
