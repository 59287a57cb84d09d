import { describe, expect, it } from 'vitest';
import { analyticsCells, analyticsTotals, integratorCells, rankingRows } from '../data/analytics';
import { integratorSearchTokens } from '../integrator-search';
import {
  analyticsWrites,
  applyAnalyticsDelta,
  emptyCounts,
  readAnalyticsDoc,
  recountAnalytics,
  type AnalyticsWrite,
  type AnalyzedProposal,
} from './counts';
import { emptyHistogram } from './histogram';
import { p1, p2, p3, seed, sp } from './test-fixtures';
import { nextTrail } from './trail';
import type { AnalyticsCounts, AnalyticsDoc, FunnelStage } from './types';

/** A histogram from { bin: count }. */
function bins(counts: Record<number, number>): number[] {
  const histogram = emptyHistogram();
  for (const [bin, count] of Object.entries(counts)) histogram[Number(bin)] = count;
  return histogram;
}

const funnel = (...reached: number[]): Record<FunnelStage, number> => {
  const [enviadas = 0, em_analise = 0, aprovadas = 0, contrato_assinado = 0, finalizadas = 0] = reached;
  return { enviadas, em_analise, aprovadas, contrato_assinado, finalizadas };
};

const counts = (part: Partial<AnalyticsCounts>): AnalyticsCounts => ({ ...emptyCounts(), ...part });

// The seed's contributions, by hand (bins: 0–1, 1–2, 2–4, 4–6, 6–8, 8–10, 10–15, 15–20 …).
// P1: decision 20 h (bin 7); stays enviada 3.5 (bin 2), em_analise 12.5 (bin 6), pendente_correcao 4 (bin 2).
const p1Times = { enviada: bins({ 2: 1 }), em_analise: bins({ 6: 1 }), pendente_correcao: bins({ 2: 1 }) };
const p1Cohort = counts({ funil: funnel(1, 1, 1), decisao: bins({ 7: 1 }), tempo_status: p1Times, pendencias: 2, instalacao_metas: { '2026-05-10': 1 } });
// P2: decision 2 h (bin 1); enviada 0.5 (bin 0), em_analise 1.5 (bin 1); refused.
const p2Times = { enviada: bins({ 0: 1 }), em_analise: bins({ 1: 1 }) };
const p2Cohort = counts({ funil: funnel(1, 1), reprovadas: 1, decisao: bins({ 1: 1 }), tempo_status: p2Times });
// P3 (no trail): every step (finalized), decision 10 h (bin 5), no stays known.
const p3Cohort = counts({ funil: funnel(1, 1, 1, 1, 1), decisao: bins({ 5: 1 }) });

const doc = (c: AnalyticsCounts, taxa_aprovacao: number, labels: Partial<AnalyticsDoc> = {}): AnalyticsDoc => ({ ...c, ...labels, taxa_aprovacao });
const cell = (mes: string, linha: string, uf: string, integrador_id?: string) => ({ mes, linha, uf, ...(integrador_id ? { integrador_id } : {}) });

const expected: Record<string, AnalyticsDoc> = {
  [analyticsTotals.collection.docPath('plataforma')]: doc(
    counts({
      funil: funnel(3, 3, 2, 1, 1),
      reprovadas: 1,
      decisao: bins({ 1: 1, 5: 1, 7: 1 }),
      tempo_status: { enviada: bins({ 0: 1, 2: 1 }), em_analise: bins({ 1: 1, 6: 1 }), pendente_correcao: bins({ 2: 1 }) },
      pendencias: 2,
      financiadas: 2,
      volume_centavos: 7_000_000,
      instalacao_metas: { '2026-05-10': 1 },
    }),
    2 / 3,
  ),
  [rankingRows.docPath('int-a')]: doc(
    counts({
      funil: funnel(2, 2, 1),
      reprovadas: 1,
      decisao: bins({ 1: 1, 7: 1 }),
      tempo_status: { enviada: bins({ 0: 1, 2: 1 }), em_analise: bins({ 1: 1, 6: 1 }), pendente_correcao: bins({ 2: 1 }) },
      pendencias: 2,
      financiadas: 1,
      volume_centavos: 5_000_000,
      instalacao_metas: { '2026-05-10': 1 },
    }),
    0.5,
    { integrador_id: 'int-a', nome: 'Sol Nascente', search_tokens: integratorSearchTokens({ nome_empresa: 'Sol Nascente' }) },
  ),
  [rankingRows.docPath('int-b')]: doc(counts({ ...p3Cohort, financiadas: 1, volume_centavos: 2_000_000 }), 1, {
    integrador_id: 'int-b',
    nome: 'Luz do Vale',
    search_tokens: integratorSearchTokens({ nome_empresa: 'Luz do Vale' }),
  }),
  // P1 sent and approved in April: one cell holds both. 'sp' is stored upper case.
  [analyticsCells.docPath('2026-04__residencial__SP')]: doc({ ...p1Cohort, financiadas: 1, volume_centavos: 5_000_000 }, 1, cell('2026-04', 'residencial', 'SP')),
  [integratorCells('int-a').docPath('2026-04__residencial__SP')]: doc({ ...p1Cohort, financiadas: 1, volume_centavos: 5_000_000 }, 1, cell('2026-04', 'residencial', 'SP', 'int-a')),
  // P2: sent on 30/04 at 22:00 in São Paulo (1 May in UTC); no line, the customer's state.
  [analyticsCells.docPath('2026-04__sem_linha__MG')]: doc(p2Cohort, 0, cell('2026-04', 'sem_linha', 'MG')),
  [integratorCells('int-a').docPath('2026-04__sem_linha__MG')]: doc(p2Cohort, 0, cell('2026-04', 'sem_linha', 'MG', 'int-a')),
  // P3: the funnel in March (sent), the volume in April (approved).
  [analyticsCells.docPath('2026-03__comercial__RJ')]: doc(p3Cohort, 1, cell('2026-03', 'comercial', 'RJ')),
  [integratorCells('int-b').docPath('2026-03__comercial__RJ')]: doc(p3Cohort, 1, cell('2026-03', 'comercial', 'RJ', 'int-b')),
  [analyticsCells.docPath('2026-04__comercial__RJ')]: doc(counts({ financiadas: 1, volume_centavos: 2_000_000 }), 0, cell('2026-04', 'comercial', 'RJ')),
  [integratorCells('int-b').docPath('2026-04__comercial__RJ')]: doc(counts({ financiadas: 1, volume_centavos: 2_000_000 }), 0, cell('2026-04', 'comercial', 'RJ', 'int-b')),
};

const valuesOf = (documents: ReturnType<typeof recountAnalytics>) => Object.fromEntries([...documents].map(([path, { value }]) => [path, value]));

/** Applies writes to stored documents by path, as the trigger does. */
function applyAll(store: Map<string, AnalyticsDoc>, writes: AnalyticsWrite[]): void {
  for (const write of writes) {
    const path = write.spec.collection.docPath(write.spec.id);
    store.set(path, applyAnalyticsDelta(store.get(path) ?? readAnalyticsDoc(undefined), write.delta));
  }
}

describe('recountAnalytics', () => {
  it('counts the seed in the documents computed by hand', () => {
    expect(valuesOf(recountAnalytics(seed))).toEqual(expected);
  });

  it('counts nothing for no proposal', () => {
    expect(recountAnalytics([]).size).toBe(0);
  });

  it('leaves out the company documents of a proposal without a company', () => {
    const paths = [...recountAnalytics([{ ...p3, integrador_id: '' }]).keys()].sort();
    expect(paths).toEqual(['analise_celulas/2026-03__comercial__RJ', 'analise_celulas/2026-04__comercial__RJ', 'analise_totais/plataforma']);
  });
});

describe('analyticsWrites', () => {
  // P1 in review since Mon 13/04 12:30, then approved on Wed 15/04 09:00 (5.5 + 10 + 1 = 16.5 h in review).
  const inReview: AnalyzedProposal = {
    ...p1,
    status: 'em_analise',
    status_desde: sp('2026-04-13T12:30'),
    instalacao_meta: null,
    trilha: { etapas: { em_analise: sp('2026-04-13T12:30') }, horas_status: { enviada: 3.5 } },
  };
  const approved: AnalyzedProposal = { ...inReview, status: 'aprovada', status_desde: sp('2026-04-15T09:00'), trilha: nextTrail(inReview, 'aprovada', sp('2026-04-15T09:00')) };

  it('moves by an approval exactly the four documents of its month, company and platform', () => {
    const writes = analyticsWrites(inReview, approved);
    expect(writes.map((write) => write.spec.collection.docPath(write.spec.id))).toEqual([
      'analise_totais/plataforma',
      'analise_integradores/int-a',
      'analise_celulas/2026-04__residencial__SP',
      'analise_integradores/int-a/celulas/2026-04__residencial__SP',
    ]);
    const delta = counts({
      funil: funnel(0, 0, 1),
      decisao: bins({ 7: 1 }),
      tempo_status: { em_analise: bins({ 7: 1 }) },
      financiadas: 1,
      volume_centavos: 5_000_000,
    });
    for (const write of writes) expect(write.delta.counts).toEqual(delta);
    expect(writes[1]?.delta.labels).toEqual({ integrador_id: 'int-a', nome: 'Sol Nascente' });
    expect(writes[2]?.delta.labels).toEqual({ mes: '2026-04', linha: 'residencial', uf: 'SP' });
  });

  it('counts as volume the amount financed, not the system value with the down payment', () => {
    const volumeOf = (proposal: AnalyzedProposal) => analyticsWrites(null, proposal).find((write) => write.spec === analyticsTotals)?.delta.counts.volume_centavos;
    // R$ 50.000,00 system, R$ 10.000,00 down: R$ 40.000,00 financed (the funding plan's and the cashback's base).
    expect(volumeOf({ ...p1, valor_sistema: 5_000_000, valor_entrada: 1_000_000 })).toBe(4_000_000);
    // A saved simulation says what it finances (its IOF and fee included).
    expect(volumeOf({ ...p1, valor_sistema: 5_000_000, valor_entrada: 1_000_000, simulacao: { financiado_centavos: 4_123_456 } })).toBe(4_123_456);
    // Before issue 45 (no down payment stored): valor_proposta.
    expect(volumeOf(p1)).toBe(5_000_000);
  });

  it('writes nothing when nothing counted changed', () => {
    expect(analyticsWrites(p1, { ...p1, valor_proposta: p1.valor_proposta })).toEqual([]);
    expect(analyticsWrites(inReview, { ...inReview, valor_proposta: 9 })).toEqual([]);
    expect(analyticsWrites(null, null)).toEqual([]);
  });

  it('moves a proposal whose credit line changed from its old cells to its new ones, the totals untouched', () => {
    const writes = analyticsWrites(p3, { ...p3, linha_credito: 'residencial' });
    const paths = writes.map((write) => write.spec.collection.docPath(write.spec.id)).sort();
    expect(paths).toEqual([
      'analise_celulas/2026-03__comercial__RJ',
      'analise_celulas/2026-03__residencial__RJ',
      'analise_celulas/2026-04__comercial__RJ',
      'analise_celulas/2026-04__residencial__RJ',
      'analise_integradores/int-b/celulas/2026-03__comercial__RJ',
      'analise_integradores/int-b/celulas/2026-03__residencial__RJ',
      'analise_integradores/int-b/celulas/2026-04__comercial__RJ',
      'analise_integradores/int-b/celulas/2026-04__residencial__RJ',
    ]);
    const byPath = new Map(writes.map((write) => [write.spec.collection.docPath(write.spec.id), write.delta.counts]));
    expect(byPath.get('analise_celulas/2026-04__comercial__RJ')).toEqual(counts({ financiadas: -1, volume_centavos: -2_000_000 }));
    expect(byPath.get('analise_celulas/2026-03__residencial__RJ')).toEqual(p3Cohort);
  });

  it('counts a deletion as the opposite of the creation', () => {
    const store = new Map<string, AnalyticsDoc>();
    applyAll(store, analyticsWrites(null, p2));
    expect(store.get('analise_celulas/2026-04__sem_linha__MG')).toEqual(expected['analise_celulas/2026-04__sem_linha__MG']);
    applyAll(store, analyticsWrites(p2, null));
    for (const value of store.values()) expect({ ...value, integrador_id: undefined, nome: undefined, mes: undefined, linha: undefined, uf: undefined, search_tokens: undefined }).toEqual({ ...readAnalyticsDoc(undefined), integrador_id: undefined, nome: undefined, mes: undefined, linha: undefined, uf: undefined });
  });

  it('sums, over any sequence of writes, to the recount of what is stored', () => {
    const store = new Map<string, AnalyticsDoc>();
    const stored = new Map<string, AnalyzedProposal>();
    const write = (id: string, after: AnalyzedProposal | null) => {
      applyAll(store, analyticsWrites(stored.get(id) ?? null, after));
      if (after) stored.set(id, after);
      else stored.delete(id);
    };
    const moved = (current: AnalyzedProposal, status: string, at: string): AnalyzedProposal => ({
      ...current,
      status,
      status_desde: sp(at),
      trilha: nextTrail(current, status as never, sp(at)),
    });
    let a: AnalyzedProposal = { ...p1, status: 'enviada', status_desde: p1.created_at, trilha: null, pendencias_total: 0, instalacao_meta: null };
    write('a', a);
    write('b', p2);
    write('c', p3);
    a = moved(a, 'em_analise', '2026-04-13T12:30');
    write('a', a);
    a = moved({ ...a, pendencias_total: 1 }, 'pendente_correcao', '2026-04-14T10:00');
    write('a', a);
    a = moved(a, 'corrigida_usuario', '2026-04-14T11:00');
    write('a', a);
    a = moved(a, 'aprovada', '2026-04-20T09:00');
    write('a', { ...a, instalacao_meta: '2026-05-20' });
    write('a', { ...a, instalacao_meta: null, contrato: { id: 'k', versao: 1, estado: 'assinado', atualizado_em: sp('2026-04-22T09:00') } });
    write('b', null);
    write('c', moved(p3, 'aprovada', '2026-05-05T09:00'));
    write('d', { ...p2, integrador_id: 'int-c', integrador: { nome_empresa: 'Nova' } });
    const recount = valuesOf(recountAnalytics([...stored.values()]));
    for (const [path, value] of store) {
      // A document every proposal left keeps its labels with zero counts; the recount has none.
      const { mes: _m, linha: _l, uf: _u, integrador_id: _i, nome: _n, search_tokens: _s, ...numbers } = recount[path] ?? readAnalyticsDoc(undefined);
      const { mes: _m2, linha: _l2, uf: _u2, integrador_id: _i2, nome: _n2, search_tokens: _s2, ...stored } = value;
      expect(stored, path).toEqual(numbers);
    }
    for (const path of Object.keys(recount)) expect(store.get(path), path).toEqual(recount[path]);
  });
});

describe('readAnalyticsDoc and applyAnalyticsDelta', () => {
  it('reads a missing document as zeros with no labels', () => {
    expect(readAnalyticsDoc(undefined)).toEqual({ ...emptyCounts(), taxa_aprovacao: 0 });
    expect(readAnalyticsDoc('x')).toEqual({ ...emptyCounts(), taxa_aprovacao: 0 });
  });

  it('reads damaged fields as zero and derives the rate and a row’s search tokens', () => {
    const read = readAnalyticsDoc({
      funil: { enviadas: 'três', aprovadas: 3 },
      reprovadas: 1,
      decisao: [1, 'a', 2],
      tempo_status: { enviada: [0, 4] },
      volume_centavos: Number.NaN,
      instalacao_metas: { '2026-05-10': 2, '2026-05-11': 'x' },
      integrador_id: 'int-a',
      nome: 'Sol Nascente',
      taxa_aprovacao: 0.99,
    });
    expect(read).toEqual({
      ...emptyCounts(),
      funil: funnel(0, 0, 3),
      reprovadas: 1,
      decisao: bins({ 0: 1, 2: 2 }),
      tempo_status: { enviada: bins({ 1: 4 }) },
      instalacao_metas: { '2026-05-10': 2 },
      integrador_id: 'int-a',
      nome: 'Sol Nascente',
      search_tokens: integratorSearchTokens({ nome_empresa: 'Sol Nascente' }),
      taxa_aprovacao: 0.75,
    });
  });

  it('keeps the labels a delta does not name and drops empty ones; a cell has no search tokens', () => {
    const stored = readAnalyticsDoc({ mes: '2026-04', linha: 'residencial', uf: 'SP', integrador_id: 'int-a', funil: funnel(1) });
    const next = applyAnalyticsDelta(stored, { counts: counts({ funil: funnel(0, 1, 1), reprovadas: 1 }), labels: { nome: '' } });
    expect(next).toEqual({ ...emptyCounts(), funil: funnel(1, 1, 1), reprovadas: 1, mes: '2026-04', linha: 'residencial', uf: 'SP', integrador_id: 'int-a', taxa_aprovacao: 0.5 });
    const renamed = applyAnalyticsDelta(readAnalyticsDoc({ integrador_id: 'int-a', nome: 'Velho' }), { counts: emptyCounts(), labels: { nome: 'Novo Sol' } });
    expect(renamed.nome).toBe('Novo Sol');
    expect(renamed.search_tokens).toEqual(integratorSearchTokens({ nome_empresa: 'Novo Sol' }));
  });
});

describe('a renamed company', () => {
  it('moves only its ranking row’s name and search tokens, counts unchanged', () => {
    const renamed = { ...p1, integrador: { nome_empresa: 'Sol Poente', email: 'contato@sol.example' } };
    const writes = analyticsWrites(p1, renamed);
    expect(writes.map((write) => write.spec.collection.docPath(write.spec.id))).toEqual(['analise_integradores/int-a']);
    expect(writes[0]?.delta).toEqual({ counts: emptyCounts(), labels: { integrador_id: 'int-a', nome: 'Sol Poente' } });
    const store = new Map<string, AnalyticsDoc>();
    applyAll(store, analyticsWrites(null, p1));
    applyAll(store, writes);
    // As the recount reads the row from the renamed proposal.
    expect(store.get('analise_integradores/int-a')).toEqual(recountAnalytics([renamed]).get('analise_integradores/int-a')?.value);
    expect(store.get('analise_integradores/int-a')?.search_tokens).toEqual(integratorSearchTokens({ nome_empresa: 'Sol Poente' }));
    // A name lost on the copy (empty) keeps the row's.
    expect(analyticsWrites(p1, { ...p1, integrador: { nome_empresa: '' } })).toEqual([]);
  });
});
