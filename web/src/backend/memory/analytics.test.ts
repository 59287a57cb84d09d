import { beforeEach, describe, expect, it } from 'vitest';
import { applyAnalyticsDelta, emptyCounts, readAnalyticsDoc } from '@solarcred/domain/analytics/counts';
import type { AnalyticsCell, RankingRow } from '@solarcred/domain/analytics/types';
import { analyticsCells, cellId, rankingRows } from '@solarcred/domain/data/analytics';
import { firstValue } from '../first-value';
import { memoryAnalytics } from './analytics';
import { emptyState, MemoryStore, putDoc } from './store';

let store: MemoryStore;
beforeEach(() => {
  store = new MemoryStore(emptyState, null, null);
  signInAs('admin');
});

function signInAs(role: 'admin' | null): void {
  store.update((state) => {
    state.users['admin'] = { uid: 'admin', email: 'admin@example.com', password: 'x', claims: { role: 'admin' } };
    state.currentUid = role === 'admin' ? 'admin' : null;
  });
}

const row = (id: string, nome: string, enviadas: number): RankingRow => {
  const counts = emptyCounts();
  counts.funil.enviadas = enviadas;
  return applyAnalyticsDelta(readAnalyticsDoc(undefined), { labels: { integrador_id: id, nome }, counts }) as RankingRow;
};
const cell = (mes: string, linha: string, uf: string, enviadas: number): AnalyticsCell => {
  const counts = emptyCounts();
  counts.funil.enviadas = enviadas;
  return applyAnalyticsDelta(readAnalyticsDoc(undefined), { labels: { mes, linha, uf }, counts }) as AnalyticsCell;
};

describe('memory analytics reads (issue 50)', () => {
  it('pages the ranking 20 at a time in Firestore’s order (field, then id, descending), ties included, none twice', async () => {
    store.update((state) => {
      // 45 companies, three values only: every page boundary falls inside a tie.
      for (let index = 0; index < 45; index += 1) putDoc(state, rankingRows, { ...row(`int-${String(index).padStart(2, '0')}`, `Empresa ${index}`, index % 3), id: `int-${String(index).padStart(2, '0')}` });
    });
    const analytics = memoryAnalytics(store);
    const seen: RankingRow[] = [];
    let after: RankingRow | null = null;
    const pages: boolean[] = [];
    for (;;) {
      const page = await analytics.ranking({ sort: 'funil.enviadas', search: '', after });
      seen.push(...page.rows);
      pages.push(page.more);
      if (!page.more) break;
      after = page.rows.at(-1) ?? null;
    }
    expect(pages).toEqual([true, true, false]);
    expect(seen.map((r) => r.integrador_id)).toHaveLength(45);
    expect(new Set(seen.map((r) => r.integrador_id)).size).toBe(45);
    const values = seen.map((r) => r.funil.enviadas);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(seen.slice(0, 3).map((r) => r.integrador_id)).toEqual(['int-44', 'int-41', 'int-38']);
  });

  it('searches by one folded token of the name and bills the rows it delivers', async () => {
    store.update((state) => {
      putDoc(state, rankingRows, { ...row('a', 'Raio de Sol Instalações', 3), id: 'a' });
      putDoc(state, rankingRows, { ...row('b', 'Lua Energia', 5), id: 'b' });
    });
    store.resetReads();
    const page = await memoryAnalytics(store).ranking({ sort: 'taxa_aprovacao', search: 'sol inst', after: null });
    expect(page.rows.map((r) => r.nome)).toEqual(['Raio de Sol Instalações']);
    expect(store.reads).toBe(1);
  });

  it('selects the cells of the period, line and state, and bills those cells only', async () => {
    store.update((state) => {
      for (const [mes, linha, uf] of [['2026-01', 'credito_fgts', 'SP'], ['2026-02', 'credito_fgts', 'MG'], ['2026-02', 'consorcio_servicos', 'SP'], ['2026-05', 'credito_fgts', 'SP']] as const) {
        putDoc(state, analyticsCells, { ...cell(mes, linha, uf, 1), id: cellId(mes, linha, uf) });
      }
    });
    const analytics = memoryAnalytics(store);
    store.resetReads();
    const cells = await firstValue(analytics.cells({ de: '2026-01', ate: '2026-04', linha: 'credito_fgts', uf: null, integrador_id: null }));
    expect(cells.map((c) => `${c.mes} ${c.uf}`)).toEqual(['2026-01 SP', '2026-02 MG']);
    expect(store.reads).toBe(2);
    expect(await firstValue(analytics.cells({ de: '2026-01', ate: '2026-12', linha: null, uf: 'SP', integrador_id: null }))).toHaveLength(3);
  });

  it('refuses, as the rules do, a reader who is not an admin (signed out here): cells, ranking, a row, the median', async () => {
    signInAs(null);
    const analytics = memoryAnalytics(store);
    const denied = { code: 'permission-denied' };
    await expect(firstValue(analytics.cells({ de: '2026-01', ate: '2026-12', linha: null, uf: null, integrador_id: null }))).rejects.toMatchObject(denied);
    await expect(analytics.ranking({ sort: 'pendencias', search: '', after: null })).rejects.toMatchObject(denied);
    await expect(firstValue(analytics.ofIntegrator('a'))).rejects.toMatchObject(denied);
    await expect(firstValue(analytics.platformMedian)).rejects.toMatchObject(denied);
  });
});
