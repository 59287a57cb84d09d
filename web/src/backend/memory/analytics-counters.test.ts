import { beforeEach, describe, expect, it } from 'vitest';
import { emptyCounts, financedCentsOf, readAnalyticsDoc, recountAnalytics } from '@solarcred/domain/analytics/counts';
import { platformDecisionMedian } from '@solarcred/domain/analytics/figures';
import { approvedAt, refusedAt } from '@solarcred/domain/analytics/trail';
import { analyticsTotals, publicDecisionMedian, rankingRows } from '@solarcred/domain/data/analytics';
import { integrators } from '@solarcred/domain/data/integrators';
import { proposalHistory, proposals } from '@solarcred/domain/data/proposals';
import { integratorSearchTokens } from '@solarcred/domain/integrator-search';
import { statusChange } from '@solarcred/domain/handlers/proposal-move';
import type { Proposal } from '@solarcred/domain/model';
import { seedState } from './seed';
import { trailFromHistory } from './seed-analytics';
import { MemoryStore, readCollection, readDoc, type MemoryState } from './store';
import { onIntegratorWritten, writeProposal } from './triggers';

const now = Date.UTC(2026, 10, 22, 12);
let store: MemoryStore;

beforeEach(() => {
  store = new MemoryStore(() => seedState(now), null, null);
});

/** Every stored analytics document but the public median, by path, with zero-count documents left out. */
function storedAnalytics(state: MemoryState) {
  const documents: Record<string, unknown> = {};
  for (const [collection, docs] of Object.entries(state.docs)) {
    if (!collection.startsWith('analise_') || collection === publicDecisionMedian.collection.path) continue;
    for (const { id, ...value } of Object.values(docs)) documents[`${collection}/${id}`] = value;
  }
  return documents;
}

const recounted = (state: MemoryState) => Object.fromEntries([...recountAnalytics(readCollection(state, proposals))].map(([path, { value }]) => [path, value]));

describe('the memory seed’s analytics', () => {
  it('gives every proposal the trail its history stamped, agreeing with its status and status_desde', () => {
    const seeded = readCollection(store.snapshot, proposals);
    for (const proposal of seeded) {
      expect(proposal.trilha, proposal.id).toBeTruthy();
      if (proposal.status === 'aprovada') expect(approvedAt(proposal), proposal.id).toBe(proposal.status_desde);
      if (proposal.status === 'reprovada') expect(refusedAt(proposal), proposal.id).toBe(proposal.status_desde);
      if (proposal.status === 'finalizada') expect(proposal.trilha?.etapas.finalizada, proposal.id).toBe(proposal.status_desde);
      if (proposal.status === 'enviada') expect(proposal.trilha, proposal.id).toEqual({ etapas: {}, horas_status: {} });
    }
    expect(seeded.some((proposal) => Object.keys(proposal.trilha?.horas_status ?? {}).length >= 2)).toBe(true);
  });

  it('stores the recount of its proposals, and the platform’s median decision', () => {
    const state = store.snapshot;
    expect(storedAnalytics(state)).toEqual(recounted(state));
    const totals = readAnalyticsDoc(readDoc(state, analyticsTotals.collection, analyticsTotals.id));
    expect(totals.funil.enviadas).toBe(readCollection(state, proposals).length);
    expect(totals.funil.aprovadas).toBeGreaterThan(0);
    expect(totals.financiadas).toBe(totals.funil.aprovadas);
    expect(readDoc(state, publicDecisionMedian.collection, publicDecisionMedian.id)?.mediana_horas).toBe(platformDecisionMedian(totals));
    expect(platformDecisionMedian(totals)).not.toBeNull();
  });
});

describe('the memory proposal trigger’s analytics', () => {
  const template = (): Proposal => {
    const proposal = readCollection(store.snapshot, proposals).find((p) => p.status === 'enviada');
    if (!proposal) throw new Error('the seed has no proposal in enviada');
    return proposal;
  };
  const write = (id: string, after: Proposal | null) => store.update((state) => writeProposal(state, id, after));
  const current = (id: string) => {
    const stored = readDoc(store.snapshot, proposals, id);
    if (!stored) throw new Error(`no ${id}`);
    return stored;
  };
  const move = (id: string, status: Parameters<typeof statusChange>[1], at: number) => {
    const writes = statusChange(current(id), status, status === 'reprovada' ? 'Renda insuficiente' : null, 'admin-demo', at);
    if (!writes) throw new Error('no move');
    write(id, { ...current(id), ...writes.patch });
  };

  it('keeps every document equal to the recount through creates, moves, an approval’s milestones and a deletion', () => {
    const day = 86_400_000;
    const created = now - 10 * day;
    write('p-an-1', { ...template(), id: 'p-an-1', integrador_id: 'int-aprovado', status: 'enviada', status_desde: created, created_at: created, trilha: null, linha_credito: 'linha_analitica', projeto_estado: 'BA' });
    write('p-an-2', { ...template(), id: 'p-an-2', integrador_id: 'int-aprovado', status: 'enviada', status_desde: created, created_at: created, trilha: null, linha_credito: 'linha_analitica', projeto_estado: 'BA' });
    const row = () => readAnalyticsDoc(readDoc(store.snapshot, rankingRows, 'int-aprovado'));
    const before = row();
    move('p-an-1', 'em_analise', created + day);
    move('p-an-1', 'aprovada', created + 2 * day);
    move('p-an-2', 'reprovada', created + 3 * day);
    // The approval set the installation's next due day (the deadline trigger): counted too.
    expect(current('p-an-1').instalacao_meta).toBeTruthy();
    const after = row();
    expect(after.funil.aprovadas).toBe(before.funil.aprovadas + 1);
    expect(after.reprovadas).toBe(before.reprovadas + 1);
    // The amount financed (the template's saved simulation's): not valor_proposta, the system value with the down payment.
    expect(after.volume_centavos).toBe(before.volume_centavos + financedCentsOf(current('p-an-1')));
    expect(financedCentsOf(current('p-an-1'))).toBeGreaterThan(0);
    expect(storedAnalytics(store.snapshot)['analise_celulas/' + '2026-11__linha_analitica__BA']).toMatchObject({ financiadas: 1, reprovadas: 1, mes: '2026-11', linha: 'linha_analitica', uf: 'BA' });
    const { instalacao_metas } = readAnalyticsDoc(readDoc(store.snapshot, analyticsTotals.collection, analyticsTotals.id));
    expect(instalacao_metas[current('p-an-1').instalacao_meta ?? '']).toBeGreaterThan(0);

    write('p-an-2', null);
    const state = store.snapshot;
    const stored = storedAnalytics(state);
    const expected = recounted(state);
    // A cell every proposal left keeps its labels and zero counts.
    for (const [path, value] of Object.entries(stored)) {
      if (!(path in expected)) {
        const { funil, reprovadas, decisao, tempo_status, pendencias, financiadas, volume_centavos, instalacao_metas } = readAnalyticsDoc(value);
        expect({ funil, reprovadas, decisao, tempo_status, pendencias, financiadas, volume_centavos, instalacao_metas }, path).toEqual(emptyCounts());
      }
      else expect(readAnalyticsDoc(value), path).toEqual(expected[path]);
    }
    expect(Object.keys(expected).every((path) => path in stored)).toBe(true);
    expect(readDoc(state, publicDecisionMedian.collection, publicDecisionMedian.id)?.mediana_horas).toBe(platformDecisionMedian(readAnalyticsDoc(readDoc(state, analyticsTotals.collection, analyticsTotals.id))));
  });
});

describe('a renamed company (the boards’ copy of its name on every proposal)', () => {
  it('renames its ranking row and its search tokens, as the recount reads them', () => {
    const before = readDoc(store.snapshot, integrators, 'int-aprovado');
    if (!before) throw new Error('no demo company');
    store.update((state) => onIntegratorWritten(state, before, { ...before, nome_empresa: 'Sol Poente Energia' }));
    const row = readAnalyticsDoc(readDoc(store.snapshot, rankingRows, 'int-aprovado'));
    expect(row.nome).toBe('Sol Poente Energia');
    expect(row.search_tokens).toEqual(integratorSearchTokens({ nome_empresa: 'Sol Poente Energia' }));
    expect(storedAnalytics(store.snapshot)).toEqual(recounted(store.snapshot));
  });
});

describe('trailFromHistory', () => {
  it('replays the moves of a history (creation and same-status entries skipped)', () => {
    // Mon 13/04/2026 09:00 sent; in review at 12:30; a pending item's entry without a move; approved Wed 09:00.
    const sp = (local: string) => Date.parse(`${local}-03:00`);
    const trail = trailFromHistory({ id: 'p', created_at: sp('2026-04-13T09:00') }, [
      { de: 'em_analise', para: 'aprovada', em: sp('2026-04-15T09:00') },
      { de: null, para: 'enviada', em: sp('2026-04-13T09:00') },
      { de: 'em_analise', para: 'em_analise', em: sp('2026-04-14T09:00') },
      { de: 'enviada', para: 'em_analise', em: sp('2026-04-13T12:30') },
    ]);
    expect(trail).toEqual({ etapas: { em_analise: sp('2026-04-13T12:30'), aprovada: sp('2026-04-15T09:00') }, horas_status: { enviada: 3.5, em_analise: 16.5 } });
  });

  it('gives the seeded proposals the trails of their stored histories', () => {
    const proposal = readCollection(store.snapshot, proposals).find((p) => p.status === 'finalizada');
    if (!proposal) throw new Error('no finalised proposal in the seed');
    expect(proposal.trilha).toEqual(trailFromHistory(proposal, readCollection(store.snapshot, proposalHistory(proposal.id))));
  });
});
