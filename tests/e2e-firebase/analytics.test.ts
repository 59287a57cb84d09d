/**
 * 'Análises' (issue 50) on the Firebase adapter (emulators, seeded): the figures equal summarize()
 * of the cells the trigger keeps in Firestore; a move on the board, in another browser context,
 * reaches the page's funnel through the trigger and the listener; the ranking loads through its
 * query (rules and index); the integrator's 'Seus números' reads its own row and the public median.
 */
import { describe, expect, it } from 'vitest';
import { formatCount, formatHours, formatRatio } from '@solarcred/domain/analytics/analytics-text';
import { ownNumbersText } from '@solarcred/domain/analytics/numbers-text';
import { readAnalyticsDoc } from '@solarcred/domain/analytics/counts';
import { approvalRateOf, summarize } from '@solarcred/domain/analytics/figures';
import { funnelStages, type AnalyticsCell } from '@solarcred/domain/analytics/types';
import { formatBRL, saoPauloDayKey } from '@solarcred/domain/format';
import { lastMonths } from '@solarcred/domain/proposal-stats-view';
import type { Page } from 'playwright-core';
import { budgets } from '../budgets';
import { cardIn, column, dragWithMouse } from '../e2e/support/kanban';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { dragBackAndSettle } from './support/board';
import { recordLatency } from './support/latency';
import { peoplePerTest } from './support/people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const funnelOnScreen = (page: Page) => Promise.all(funnelStages.map((stage) => page.getByTestId(`funnel-${stage}`).getByTestId('count').innerText()));

async function storedSummary() {
  const months = lastMonths(Date.now(), 12);
  const [de = '', ate = ''] = [months[0], months.at(-1)];
  const cells = (await db().collection('analise_celulas').where('mes', '>=', de).where('mes', '<=', ate).get()).docs.map((doc) => readAnalyticsDoc(doc.data()) as AnalyticsCell);
  return summarize(cells, de, ate, saoPauloDayKey(Date.now()));
}

describe.skipIf(!hasAuth || !hasFirestore)("'Análises' on the Firebase adapter (emulators)", () => {
  const people = peoplePerTest();

  it('shows the stored cells’ figures and the ranking; a move on the board in another context moves the funnel live', async () => {
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/analises');
    const summary = await storedSummary();
    expect(summary.funnel[0]?.count, 'the seed’s proposals are counted').toBeGreaterThan(0);
    await expect.poll(() => funnelOnScreen(admin), { timeout: budgets.liveMs }).toEqual(summary.funnel.map((step) => formatCount(step.count)));
    expect(await admin.getByTestId('approval-rate').innerText()).toBe(formatRatio(summary.approvalRate));
    expect(await admin.getByTestId('total-volume').innerText()).toBe(formatBRL(summary.volume_centavos));
    expect(await admin.getByTestId('time-decisao').getByTestId('median').innerText()).toBe(formatHours(summary.decision.median));
    // The ranking's first page: every stored row up to 20, most sent first.
    const rows = (await db().collection('analise_integradores').orderBy('funil.enviadas', 'desc').limit(20).get()).docs;
    await expect.poll(() => admin.getByTestId('ranking-row').count()).toBe(rows.length);

    const mover = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await mover.goto('/admin/proposals');
    const joao = seedProposalId('int-aprovado', 1);
    await cardIn(mover, 'enviada', joao).waitFor();
    const before = await funnelOnScreen(admin);
    const inAnalysis = funnelStages.indexOf('em_analise');
    const droppedAt = Date.now();
    await dragWithMouse(mover, cardIn(mover, 'enviada', joao), column(mover, 'em_analise'));
    await expect
      .poll(() => funnelOnScreen(admin), { timeout: budgets.liveAfterRuns(2) })
      .toEqual(before.map((count, index) => (index === inAnalysis ? formatCount(Number(count.replace(/\./g, '')) + 1) : count)));
    recordLatency('board drop → the analytics funnel in another context', Date.now() - droppedAt);
    // Back where the seed had it (its trail keeps 'em análise': the funnel counts a step once reached).
    await dragBackAndSettle(mover, joao, 'em_analise', 'enviada');
  });

  it("the integrator's 'Seus números' shows its own row beside the platform's median", async () => {
    const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    const own = readAnalyticsDoc((await db().doc('analise_integradores/int-aprovado').get()).data());
    await integrator.getByRole('heading', { name: 'Propostas por mês' }).waitFor();
    await integrator.getByTestId('own-numbers-place').scrollIntoViewIfNeeded();
    const card = integrator.getByTestId('own-numbers');
    await expect.poll(() => card.getByTestId('own-enviadas').locator('dd').innerText(), { timeout: budgets.liveMs }).toBe(formatCount(own.funil.enviadas));
    expect(await card.getByTestId('own-approval-rate').innerText()).toBe(formatRatio(approvalRateOf(own)));
    const platform = (await db().doc('analise_publico/decisao').get()).data()?.mediana_horas as number | null | undefined;
    expect(await card.getByTestId('platform-median').innerText()).toBe(typeof platform === 'number' ? ownNumbersText.platformMedian(formatHours(platform)) : ownNumbersText.platformMedianNone);
  });
});
