/**
 * The reads of one visit to 'Análises' (issue 50) do not grow with the number of proposals: the
 * page reads counter documents — the filter's cells (months × lines × states at most), one
 * ranking page (21 rows) and the cashback and funding counters — billed by the memory backend as
 * Firestore bills them. The counters are those the trigger keeps (recountAnalytics: the same sum)
 * for N proposals over the same 12 months, 4 lines, 6 states and N/10 companies.
 * `ANALYTICS_READS_N=100000 npx vitest run web/src/backend/memory/analytics-reads.test.ts` measures
 * 100,000 (docs/performance.md).
 */
import { describe, expect, it } from 'vitest';
import { recountAnalytics, type AnalyzedProposal } from '@solarcred/domain/analytics/counts';
import { linhasCredito, proposalStatuses } from '@solarcred/domain/options';
import { lastMonths } from '@solarcred/domain/proposal-stats-view';
import { firstValue } from '../first-value';
import { memoryAnalytics } from './analytics';
import { memoryCashback } from './cashback';
import { memoryFunding } from './funding';
import { emptyState, MemoryStore, putDoc } from './store';

const NOW = Date.UTC(2026, 10, 27, 15);
const DAY = 86_400_000;
const states = ['SP', 'MG', 'RJ', 'PR', 'BA', 'GO'] as const;
const lines = linhasCredito.slice(0, 4);

function proposalsOf(count: number): AnalyzedProposal[] {
  return Array.from({ length: count }, (_, index) => {
    const created_at = NOW - (index % 360) * DAY;
    const status = proposalStatuses[index % proposalStatuses.length] ?? 'enviada';
    const company = `int-${index % Math.max(1, Math.round(count / 10))}`;
    return {
      status, created_at, status_desde: created_at + 3 * DAY, integrador_id: company, valor_proposta: 20_000_00 + index,
      linha_credito: lines[index % lines.length], projeto_estado: states[index % states.length], pendencias_total: index % 5 === 0 ? 1 : 0,
      integrador: { nome_empresa: `Empresa ${company}` },
    };
  });
}

/** The page's reads of one visit (default filter, first ranking page, the two money counters). */
async function readsOfAVisit(count: number): Promise<{ reads: number; cells: number; ms: number }> {
  // Signed in as an admin: the money counters are the admin's to read.
  const store = new MemoryStore(emptyState, null, null);
  const documents = recountAnalytics(proposalsOf(count));
  store.update((state) => {
    state.users['admin'] = { uid: 'admin', email: 'admin@example.com', password: 'x', claims: { role: 'admin' } };
    state.currentUid = 'admin';
    for (const { spec, value } of documents.values()) putDoc(state, spec.collection, { ...value, id: spec.id });
  });
  store.resetReads();
  const started = performance.now();
  const months = lastMonths(NOW, 12);
  const analytics = memoryAnalytics(store);
  const [cells] = await Promise.all([
    firstValue(analytics.cells({ de: months[0] ?? '', ate: months.at(-1) ?? '', linha: null, uf: null, integrador_id: null })),
    analytics.ranking({ sort: 'funil.enviadas', search: '', after: null }),
    firstValue(memoryCashback(store).counters(null)),
    firstValue(memoryFunding(store).counters(null)),
  ]);
  return { reads: store.reads, cells: cells.length, ms: performance.now() - started };
}

describe("'Análises' reads per visit (memory backend's billed reads)", () => {
  it('are the same at 1,000 and at 10,000 proposals (or ANALYTICS_READS_N), bounded by the cells of the period', async () => {
    const large = Number(process.env['ANALYTICS_READS_N'] ?? 10_000);
    const small = await readsOfAVisit(1_000);
    const big = await readsOfAVisit(large);
    console.info(`'Análises' reads per visit: ${small.reads} at 1,000 proposals (${small.cells} cells), ${big.reads} at ${large} (${big.cells} cells); adapter time ${big.ms.toFixed(0)} ms`);
    expect(big.reads).toBe(small.reads);
    // Cells: at most 12 months × 4 lines × 6 states; + 21 ranking rows + 2 counters.
    expect(big.reads).toBeLessThanOrEqual(12 * 4 * 6 + 21 + 2);
  }, 600_000);
});
