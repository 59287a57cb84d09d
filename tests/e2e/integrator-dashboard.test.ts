/**
 * /integrator/dashboard on the memory backend: the four cards and the per-month chart come from
 * the integrator's counters document (stats_integradores/{uid}) and follow proposal writes live;
 * a load reads the same few documents at 20 and at 5,000 proposals (with the 2 of 'Seus números', issue 50); the admin dashboard's
 * performance chart reads the same per-month counters from stats/propostas.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { proposalDashboards } from '@solarcred/domain/constants';
import { formatBRL } from '@solarcred/domain/format';
import type { Proposal } from '@solarcred/domain/model';
import { recountIntegratorProposalStats, recountProposalStats, saoPauloMonthKey } from '@solarcred/domain/proposal-stats';
import { isUnderAnalysis, normalizeProposalStatus } from '@solarcred/domain/proposal-status';
import { expectPath, signInAsDemo } from './support/app';
import { screenshot, usePages, viewports, type ViewportChoice } from './support/browser';

const pages = usePages();
let page: Page;
const UID = 'int-aprovado';
const DAY = 86_400_000;

async function signedInIntegrator(viewport: ViewportChoice = 'desktop'): Promise<void> {
  page = await pages.open(viewport);
  await signInAsDemo(page, 'Integrador aprovado');
  await expectPath(page, '/integrator/dashboard');
}

const card = (label: string) => page.getByTestId('stat').filter({ hasText: label });
const value = (label: string) => card(label).getByTestId('stat-value').innerText();
const help = (label: string) => card(label).getByTestId('stat-help').innerText();
const chart = () => page.getByTestId('monthly-proposals-chart');

/** The chart draws one bar segment for every non-zero count of its table (month × status). */
async function expectSegmentsMatchTable(figure: Locator): Promise<void> {
  const counts = await figure.locator('tbody tr').evaluateAll((rows) => rows.flatMap((row) => [...row.querySelectorAll('td')].slice(1, -1).map((cell) => cell.textContent)));
  const nonZero = counts.filter((count) => count !== '0').length;
  expect(nonZero).toBeGreaterThan(0);
  expect(await figure.locator('[data-part="bar-segment"]').count()).toBe(nonZero);
}

async function cardsLoaded(): Promise<void> {
  await card('Volume Total').getByTestId('stat-help').waitFor();
}

/** The integrator's proposals as the memory backend stores them now. */
async function ownProposals(): Promise<Proposal[]> {
  const all = await page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {}));
  return (all as unknown as Proposal[]).filter((p) => p.integrador_id === UID);
}

/** 'finalizada' comes after the approval: both count as approved (issue 45). */
const wasApproved = (p: Proposal) => ['aprovada', 'finalizada'].includes(normalizeProposalStatus(p.status));

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The four cards computed straight from the proposals (not from the counters the page reads). */
function expectedCards(proposals: Proposal[]) {
  const month = saoPauloMonthKey(Date.now());
  const approved = proposals.filter((p) => wasApproved(p)).length;
  const analysing = proposals.filter((p) => isUnderAnalysis(p.status)).length;
  return {
    'Propostas Enviadas': [String(proposals.length), `${proposals.filter((p) => saoPauloMonthKey(p.created_at) === month).length} este mês`],
    'Propostas Aprovadas': [String(approved), `Taxa de aprovação: ${percent(approved, proposals.length)}%`],
    'Em Análise': [String(analysing), `${percent(analysing, proposals.length)}% do total`],
    'Volume Total': [formatBRL(proposals.reduce((sum, p) => sum + p.valor_proposta, 0)), 'Soma do valor das propostas'],
  };
}

async function expectCards(proposals: Proposal[]): Promise<void> {
  for (const [label, [shown, caption]] of Object.entries(expectedCards(proposals))) {
    await expect.poll(() => value(label), { message: label }).toBe(shown);
    await expect.poll(() => help(label), { message: label }).toBe(caption);
  }
}

/** Writes a proposal through the memory backend's hook: the write and the counter trigger, as Firestore would run them. */
async function writeProposal(proposal: Proposal): Promise<void> {
  await page.evaluate((p) => window.__solarcredProposals?.write(p), proposal);
}

/** Documents delivered to live queries by one load of the dashboard (cards and chart shown). */
async function readsPerLoad(): Promise<number> {
  await page.goto('/integrator/dashboard');
  await cardsLoaded();
  await chart().waitFor();
  // 'Seus números' (issue 50), loaded once on screen: its row and the platform's median, 2 documents.
  await page.getByTestId('own-numbers-place').or(page.getByTestId('own-numbers')).first().scrollIntoViewIfNeeded();
  await page.getByTestId('own-approval-rate').waitFor();
  return page.evaluate(() => window.__solarcredMemory?.reads ?? -1);
}

/**
 * Leaves the integrator with `count` proposals (slim documents: the dashboard never reads them)
 * and the counters the trigger would keep, in one write.
 */
async function giveProposals(count: number): Promise<void> {
  const now = Date.now();
  const statuses = ['enviada', 'em_analise', 'pendente_correcao', 'corrigida_usuario', 'aprovada', 'reprovada', 'finalizada'];
  const proposals = Array.from({ length: count }, (_, n) => ({
    id: `carga-${n}`, integrador_id: UID, cliente_nome: `Cliente ${n}`, status: statuses[n % statuses.length] ?? 'enviada',
    valor_proposta: 1_000_000 + n, created_at: now - (n % 365) * DAY,
  }));
  const global = recountProposalStats(proposals);
  const own = recountIntegratorProposalStats(proposals)[UID];
  await page.evaluate(
    ({ proposals, global, own, uid }) =>
      window.__solarcredMemory?.update((state) => {
        state.docs['propostas'] = Object.fromEntries(proposals.map((p) => [p.id, p]));
        (state.docs['stats'] ??= {})['propostas'] = { id: 'propostas', ...global };
        state.docs['stats_integradores'] = { [uid]: { id: uid, ...own } };
      }),
    { proposals, global, own, uid: UID },
  );
}

describe('integrator dashboard', () => {
  it('the cards show the seeded counts, share, approval rate and volume', async () => {
    await signedInIntegrator();
    await cardsLoaded();
    const proposals = await ownProposals();
    expect(proposals.length).toBeGreaterThan(10);
    await expectCards(proposals);
    for (const heading of ['Dicas de Performance', 'Próximos Passos', 'Resumo']) await page.getByRole('heading', { name: heading }).waitFor();
    await page.getByText('Meta de aprovação').waitFor();
    await page.getByRole('link', { name: 'Subir uma nova proposta' }).click();
    await expectPath(page, '/integrator/submit-proposal');
  });

  it('a new proposal and a status move change the cards live, without a reload', async () => {
    await signedInIntegrator();
    await cardsLoaded();
    const before = await ownProposals();
    const [template] = before;
    if (!template) throw new Error('the seed has no proposal of the demo integrator');
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const fresh: Proposal = { ...template, id: 'nova-proposta', status: 'enviada', valor_proposta: 4_321_000, created_at: Date.now(), updated_at: Date.now() };
    await writeProposal(fresh);
    await expectCards([...before, fresh]);
    expect(await value('Propostas Enviadas')).toBe(String(before.length + 1));

    const analysing = before.find((p) => normalizeProposalStatus(p.status) === 'em_analise');
    if (!analysing) throw new Error('the seed has no proposal under analysis');
    const moved = { ...analysing, status: 'aprovada' };
    await writeProposal(moved);
    await expectCards([...before.filter((p) => p.id !== analysing.id), moved, fresh]);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('the chart shows 12 months by status, the current month as counted', async () => {
    await signedInIntegrator();
    await chart().waitFor();
    const rows = chart().locator('tbody tr');
    expect(await rows.count()).toBe(proposalDashboards.chartMonths);
    await expectSegmentsMatchTable(chart());
    const month = saoPauloMonthKey(Date.now());
    const thisMonth = (await ownProposals()).filter((p) => saoPauloMonthKey(p.created_at) === month).length;
    const lastRow = await rows.last().locator('td').allInnerTexts();
    expect(lastRow.at(-1)).toBe(String(thisMonth));
    await screenshot(page, 'integrator-dashboard-desktop');
  });

  it('reads per load: the same at 20 and at 5,000 proposals', async () => {
    await signedInIntegrator();
    await giveProposals(20);
    const atTen = await readsPerLoad();
    expect(await value('Propostas Enviadas')).toBe('20');
    await giveProposals(5000);
    const atFiveThousand = await readsPerLoad();
    expect(await value('Propostas Enviadas')).toBe('5000');
    expect(atFiveThousand).toBe(atTen);
    expect(atTen).toBeLessThan(20); // not the proposals: reading them would cost 20 here
    console.info(`integrator dashboard reads per load: ${atTen} at 20 proposals, ${atFiveThousand} at 5,000`);
  });

  it('fits a 390 px phone', async () => {
    await signedInIntegrator('mobile');
    await cardsLoaded();
    await chart().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(page, 'integrator-dashboard-mobile');
  });
});

describe('admin performance chart', () => {
  it('shows proposals per month by status, the approval rate and the volume of every proposal', async () => {
    page = await pages.open();
    await signInAsDemo(page, 'Administrador');
    await expectPath(page, '/admin/dashboard');
    const figures = page.getByTestId('performance-figures');
    await figures.waitFor();
    const all = (await page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {}))) as unknown as Proposal[];
    const approved = all.filter((p) => wasApproved(p)).length;
    const text = await figures.innerText();
    expect(text).toContain(`${percent(approved, all.length)}%`);
    expect(text).toContain(formatBRL(all.reduce((sum, p) => sum + p.valor_proposta, 0)));
    const performance = page.getByRole('region', { name: 'Desempenho' });
    await performance.getByTestId('monthly-proposals-chart').waitFor();
    expect(await performance.locator('tbody tr').count()).toBe(proposalDashboards.chartMonths);
    await expectSegmentsMatchTable(performance.getByTestId('monthly-proposals-chart'));
    await screenshot(page, 'admin-dashboard-performance-desktop');
  });
});
