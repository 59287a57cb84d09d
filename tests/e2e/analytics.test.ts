/**
 * 'Análises' (issue 50) on the memory backend: the figures on screen are `summarize` of the
 * counter cells the store holds (all, then one credit line); a status move in another window
 * moves the funnel live; the ranking sorts, pages and searches on the rows; the integrator's
 * 'Seus números' shows its own row and the platform's median, never another company's, and not
 * to a vendedor; 390 px and dark mode pass axe with nothing wider than the screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { analyticsText as text, formatCount, formatHours, formatRatio, funnelStageLabels, lineLabel } from '@solarcred/domain/analytics/analytics-text';
import { ownNumbersText } from '@solarcred/domain/analytics/numbers-text';
import { applyAnalyticsDelta, emptyCounts, readAnalyticsDoc } from '@solarcred/domain/analytics/counts';
import { approvalRateOf, summarize } from '@solarcred/domain/analytics/figures';
import { median } from '@solarcred/domain/analytics/histogram';
import { funnelStages, rankingPageSize, type AnalyticsCell, type RankingRow } from '@solarcred/domain/analytics/types';
import { formatBRL, saoPauloDayKey } from '@solarcred/domain/format';
import { lastMonths } from '@solarcred/domain/proposal-stats-view';
import { rankingOrder } from '../../web/src/backend/analytics-ranking';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';
import { memoryReady, signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { screenshot, usePages } from './support/browser';
import { cardIn, column, dragWithMouse, openBoard } from './support/kanban';
import { twoPeople } from './support/two-people';

const pages = usePages();

async function storedDocs<T>(page: Page, path: string): Promise<T[]> {
  return page.evaluate((collection) => Object.values(window.__solarcredMemory?.snapshot.docs[collection] ?? {}), path) as Promise<T[]>;
}
const cellsOf = async (page: Page) => (await storedDocs<AnalyticsCell>(page, 'analise_celulas')).map((cell) => readAnalyticsDoc(cell) as AnalyticsCell);

async function openAnalytics(page: Page, query = ''): Promise<void> {
  await signInAsDemo(page, 'Administrador', `/admin/analises${query}`);
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  await memoryReady(page);
}

const figuresShown = (page: Page) => page.getByTestId('analytics-figures').or(page.getByTestId('analytics-empty')).waitFor();

/** The funnel's counts on screen, by stage. */
const funnelOnScreen = (page: Page) =>
  Promise.all(funnelStages.map((stage) => page.getByTestId(`funnel-${stage}`).getByTestId('count').innerText()));

async function expectFiguresOf(page: Page, cells: AnalyticsCell[]): Promise<void> {
  const [de = '', ate = ''] = [lastMonths(Date.now(), 12)[0], lastMonths(Date.now(), 12).at(-1)];
  const summary = summarize(cells, de, ate, saoPauloDayKey(Date.now()));
  expect(summary.funnel[0]?.count, 'the seed has proposals in the last 12 months').toBeGreaterThan(0);
  await expect.poll(() => funnelOnScreen(page)).toEqual(summary.funnel.map((step) => formatCount(step.count)));
  expect(await page.getByTestId('funnel-aprovadas').getByTestId('conversion').innerText()).toBe(formatRatio(summary.funnel[2]?.conversion ?? null));
  expect(await page.getByTestId('approval-rate').innerText()).toBe(formatRatio(summary.approvalRate));
  expect(await page.getByTestId('time-decisao').getByTestId('median').innerText()).toBe(formatHours(summary.decision.median));
  expect(await page.getByTestId('time-decisao').getByTestId('p90').innerText()).toBe(formatHours(summary.decision.p90));
  expect(await page.getByTestId('time-decisao').getByTestId('n').innerText()).toBe(formatCount(summary.decision.count));
  expect(await page.getByTestId('total-volume').innerText()).toBe(formatBRL(summary.volume_centavos));
  expect(await page.getByTestId('average-ticket').innerText()).toBe(summary.averageTicket === null ? '—' : formatBRL(summary.averageTicket));
  expect(await page.getByTestId('pendencias').innerText()).toBe(formatCount(summary.pendencias));
  expect(await page.getByTestId('late-installations').innerText()).toBe(formatCount(summary.lateInstallations));
  expect(await page.getByTestId('mix-lines').locator('tbody tr th').allInnerTexts()).toEqual(summary.byLine.map((entry) => lineLabel(entry.key)));
  for (const month of summary.months) {
    expect(await page.getByTestId(`volume-month-${month.mes}`).getByTestId('amount').innerText()).toBe(formatBRL(month.volume_centavos));
  }
}

describe('Análises (memory backend)', () => {
  it('shows summarize() of the stored cells, for all lines and for one line, from the address', async () => {
    const page = await pages.open();
    await openAnalytics(page);
    await figuresShown(page);
    const cells = await cellsOf(page);
    await expectFiguresOf(page, cells);
    await screenshot(page, 'analytics-desktop', { fullPage: true });

    // The line most proposals were sent on: the filter narrows every figure to its cells.
    const byLine = new Map<string, number>();
    for (const cell of cells) byLine.set(cell.linha, (byLine.get(cell.linha) ?? 0) + cell.funil.enviadas);
    const [line] = [...byLine.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (!line) throw new Error('no cell in the store');
    await page.getByTestId('filter-line').selectOption(line);
    await expect.poll(() => new URL(page.url()).searchParams.get('linha')).toBe(line);
    await expectFiguresOf(page, cells.filter((cell) => cell.linha === line));

    // A period with nothing: the empty state.
    await page.goto('/admin/analises?de=2001-01&ate=2001-03');
    await page.getByText(text.empty).waitFor();
  });

  it('a status move in another window moves the funnel live', async () => {
    const { admin, mover } = await twoPeople(pages, ['admin', 'mover'], { mode: 'tabs' });
    await openAnalytics(admin);
    await figuresShown(admin);
    const before = await funnelOnScreen(admin);
    const joao = seedProposalId('int-aprovado', 1); // enviada
    await openBoard(mover, 'Administrador');
    await dragWithMouse(mover, cardIn(mover, 'enviada', joao), column(mover, 'em_analise'));
    await cardIn(mover, 'em_analise', joao).waitFor();
    const inAnalysis = funnelStages.indexOf('em_analise');
    await expect.poll(() => funnelOnScreen(admin)).toEqual(before.map((count, index) => (index === inAnalysis ? formatCount(Number(count.replace(/\./g, '')) + 1) : count)));
  });

  it('the ranking sorts by each field, pages 20 at a time both ways and finds a company by name', async () => {
    const page = await pages.open();
    await openAnalytics(page);
    // 45 more companies with pendências in three tied values, so pages end inside ties.
    const rows = Array.from({ length: 45 }, (_, index) => {
      const counts = emptyCounts();
      counts.funil.enviadas = 1 + (index % 4);
      counts.pendencias = 100 + (index % 3);
      const id = `rank-${String(index).padStart(2, '0')}`;
      return { ...applyAnalyticsDelta(readAnalyticsDoc(undefined), { labels: { integrador_id: id, nome: `Empresa Ranking ${index}` }, counts }), id };
    });
    await page.evaluate((added) => window.__solarcredMemory?.update((state) => {
      for (const row of added) (state.docs['analise_integradores'] ??= {})[row.id] = row;
    }), rows);
    await page.reload();
    const all = (await storedDocs<RankingRow>(page, 'analise_integradores')).map((row) => ({ ...readAnalyticsDoc(row), integrador_id: (row as RankingRow & { id: string }).id, nome: row.nome } as RankingRow));
    const names = () => page.getByTestId('ranking-row').locator('th').allInnerTexts();
    const expected = (sort: Parameters<typeof rankingOrder>[0], page0: number) => [...all].sort(rankingOrder(sort)).slice(page0 * rankingPageSize, (page0 + 1) * rankingPageSize).map((row) => row.nome);

    await expect.poll(names).toEqual(expected('funil.enviadas', 0));
    await page.getByTestId('ranking-sort').selectOption('pendencias');
    await expect.poll(names).toEqual(expected('pendencias', 0));
    const navigation = page.getByRole('navigation', { name: text.ranking });
    await navigation.getByRole('button', { name: text.next }).click();
    await expect.poll(names).toEqual(expected('pendencias', 1));
    await navigation.getByRole('button', { name: text.next }).click();
    await expect.poll(names).toEqual(expected('pendencias', 2));
    expect(await navigation.getByRole('button', { name: text.next }).isDisabled()).toBe(true);
    await navigation.getByRole('button', { name: text.previous }).click();
    await expect.poll(names).toEqual(expected('pendencias', 1));

    await page.getByTestId('ranking-search').fill('ranking 17');
    await expect.poll(names).toEqual(['Empresa Ranking 17']);
    // A name in the ranking filters the page by that company.
    await page.getByRole('button', { name: text.filterBy('Empresa Ranking 17') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('integrador')).toBe('rank-17');
    await page.getByTestId('chosen-integrator').getByText('Empresa Ranking 17').waitFor();
  });

  it("the integrator's 'Seus números' shows its own row and the platform's median, not another company's; a vendedor has no card", async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/dashboard');
    await memoryReady(page);
    const rows = await storedDocs<RankingRow & { id: string }>(page, 'analise_integradores');
    const own = rows.find((row) => row.id === 'int-aprovado');
    const other = rows.find((row) => row.id !== 'int-aprovado' && row.funil.enviadas !== own?.funil.enviadas);
    if (!own) throw new Error('the seed keeps no ranking row for the demo integrator');
    // Below the fold: the card loads once its place is on screen.
    await page.getByRole('heading', { name: 'Propostas por mês' }).waitFor();
    await page.getByTestId('own-numbers-place').scrollIntoViewIfNeeded();
    const card = page.getByTestId('own-numbers');
    const ownRow = readAnalyticsDoc(own);
    await expect.poll(() => card.getByTestId('own-enviadas').locator('dd').innerText()).toBe(formatCount(ownRow.funil.enviadas));
    for (const stage of funnelStages) {
      expect(await card.getByTestId(`own-${stage}`).innerText()).toBe(`${funnelStageLabels[stage]}\n${formatCount(ownRow.funil[stage])}`);
    }
    expect(await card.getByTestId('own-approval-rate').innerText()).toBe(formatRatio(approvalRateOf(ownRow)));
    expect(await card.getByTestId('own-decision').innerText()).toBe(formatHours(median(ownRow.decisao)));
    const platform = await page.evaluate(() => window.__solarcredMemory?.snapshot.docs['analise_publico']?.['decisao']?.['mediana_horas'] ?? null) as number | null;
    expect(await card.getByTestId('platform-median').innerText()).toBe(platform === null ? ownNumbersText.platformMedianNone : ownNumbersText.platformMedian(formatHours(platform)));
    if (other?.nome) expect(await page.getByText(other.nome).count()).toBe(0);
    const findings = blocking(await scanPage(page));
    expect(findings, report(findings)).toEqual([]);

    const vendedor = await pages.open();
    await signInAsDemo(vendedor, 'Vendedor da equipe', '/integrator/dashboard');
    await vendedor.getByTestId('stat').first().waitFor();
    await vendedor.getByRole('heading', { name: 'Propostas por mês' }).waitFor();
    expect(await vendedor.getByTestId('own-numbers').count()).toBe(0);
    expect(await vendedor.getByTestId('own-numbers-place').count()).toBe(0);
  });

  it.each(['light', 'dark'] as const)('at 390 px in %s mode: nothing wider than the screen, and axe finds nothing', async (colorScheme) => {
    const page = await (await pages.newContext('mobile', { colorScheme })).newPage();
    await openAnalytics(page);
    await figuresShown(page);
    await page.getByTestId('ranking').or(page.getByText(text.rankingEmpty)).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const findings = blocking(await scanPage(page));
    expect(findings, report(findings)).toEqual([]);
    await screenshot(page, `analytics-mobile-${colorScheme}`, { fullPage: true });
  });
});
