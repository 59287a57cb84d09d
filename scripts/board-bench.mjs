#!/usr/bin/env node
/**
 * Kanban board benchmark on the memory backend (the demo build, web/dist-demo):
 *   npm run build:demo --workspace web && flock /tmp/tiers.lock node scripts/board-bench.mjs [--count 10000] [--out dist-demo]
 * Adds `count` proposals (with their search tokens and counters, as the triggers write them) to
 * the signed-in admin's store, then measures: time from the menu click to the first card of the
 * board; documents read by the board load (what the listeners deliver, as Firestore bills them);
 * three mouse drags (scripts/lib/board-drag.mjs: at a person's pace to the next column and to the
 * column at the board's right edge, and a fast one), each with whether the card moved, where it landed, the
 * column under the pointer at the release, whether the board scrolled under the still pointer and
 * the main-thread long tasks from the grip to the drop (PerformanceObserver 'longtask', > 50 ms
 * only) and after it; and the time from the drop until the store's live query (what every board
 * listens to) delivers the moved card. tests/e2e/board-bench.test.ts runs the same drags at ~300
 * proposals. The cross-tab latency is
 * measured with the demo seed (10,000 proposals exceed the browser storage the tabs share).
 * A benchmark, not a test: it prints numbers and exits 0 whenever it could run. See docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadTypeScript } from './lib/load-ts.mjs';
import { addToStore, benchProposals, dragAtPace, columnAtEdge } from './lib/board-drag.mjs';

// --out: another demo build to measure (e.g. one made from an older commit, for a before/after pair).
const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, port: { type: 'string', default: '4393' }, out: { type: 'string', default: 'dist-demo' } } });
const count = Math.min(Number(values.count) || 10_000, 50_000);
const base = `http://127.0.0.1:${values.port}`;
const domain = await loadTypeScript("export { proposalSearchTokens } from './domain/src/proposal-search.ts';");

const server = spawn('npx', ['vite', 'preview', '--outDir', resolve(import.meta.dirname, '../web', values.out), '--port', values.port, '--host', '127.0.0.1', '--strictPort'], {
  cwd: resolve(import.meta.dirname, '../web'),
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => server.pid && process.kill(-server.pid, 'SIGTERM');
for (let i = 0; i < 100; i += 1) {
  if (await fetch(base).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = {};
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.getByRole('button', { name: /Administrador/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');

  results.proposals = await addToStore(page, benchProposals(count, Date.now(), domain.proposalSearchTokens));

  // First render: menu click (in-app navigation: a reload would drop what the quota cannot keep) to the first card.
  await page.evaluate(() => window.__solarcredMemory.resetReads());
  const t0 = await page.evaluate(() => performance.now());
  await page.getByTestId('sidebar').getByRole('link', { name: 'Kanban de Propostas' }).click();
  await page.getByTestId('board-card').first().waitFor();
  results.firstCardMs = Math.round((await page.evaluate(() => performance.now())) - t0);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="column-count"]').length === 7 && !document.querySelector('[aria-label="Carregando"]'));
  results.readsPerLoad = await page.evaluate(() => window.__solarcredMemory.reads);

  // Mouse drags of the newest 'Proposta Enviada' card (scripts/lib/board-drag.mjs), each from the
  // board scrolled to its start: as fast as the mouse events go and at a person's pace (30 moves
  // over 1 s, then a 300 ms rest) to the next column, then at a person's pace to the column at the
  // board's right edge (where a scroll under the still pointer would move the drop).
  const drag = async (name, plan) => {
    try {
      const report = await dragAtPace(page, plan);
      const { id: _id, dropAt: _at, ...shown } = report;
      results[`drag_${name}`] = shown;
      return report;
    } catch (error) {
      results[`drag_${name}`] = `failed: ${String(error.message).split('\n')[0]}`;
      return null;
    }
  };
  await drag('fast', { from: 'enviada', to: 'em_analise', steps: 34, durationMs: 0, restMs: 0 });
  const paced = await drag('paced', { from: 'enviada', to: 'em_analise', steps: 30, durationMs: 1000 });
  // Drop -> the store's live query delivers the move (callable with 150 ms simulated latency, then the write).
  if (paced?.landedIn === 'em_analise') {
    await page.waitForFunction((moved) => window.__solarcredMemory.snapshot.docs['propostas'][moved].status === 'em_analise', paced.id, { timeout: 20_000 });
    results.dropToSavedMs = Math.round((await page.evaluate(() => performance.now())) - paced.dropAt);
  }
  const toEdge = await drag('pacedToEdge', { from: 'enviada', to: await columnAtEdge(page), at: 'edge', steps: 30, durationMs: 1000 });
  // Its save (the store's write of every document) must not fall into the search measured next.
  if (toEdge?.moved) {
    await page.waitForFunction(({ id, status }) => window.__solarcredMemory.snapshot.docs['propostas'][id].status === status, { id: toEdge.id, status: toEdge.landedIn }, { timeout: 20_000 });
    await page.locator('[data-testid="toast"]', { hasText: 'Status da proposta atualizado!' }).last().waitFor();
  }
  console.error(JSON.stringify(results));

  // Search beyond the window: the oldest proposal by its client name.
  const t1 = await page.evaluate(() => performance.now());
  await page.getByRole('searchbox', { name: 'Buscar propostas' }).fill(`cliente carga ${count - 1}`);
  await page.getByText(`Cliente Carga ${count - 1}`, { exact: true }).waitFor();
  results.searchOutsideWindowMs = Math.round((await page.evaluate(() => performance.now())) - t1);
  await context.close();

  // Cross-tab latency with the demo seed: admin's tab moves, the integrator's tab shows it.
  const shared = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const [admin, integrator] = [await shared.newPage(), await shared.newPage()];
  for (const [page2, label, path] of [[admin, 'Administrador', '/admin/proposals'], [integrator, 'Integrador aprovado', '/integrator/kanban']]) {
    await page2.goto(`${base}/auth`);
    await page2.getByRole('button', { name: new RegExp(label) }).click();
    await page2.waitForURL((url) => url.pathname !== '/auth');
    await page2.goto(`${base}${path}`);
    await page2.getByTestId('board-card').first().waitFor();
  }
  await admin.bringToFront();
  const { seedProposalId } = await loadTypeScript("export { seedProposalId } from './web/src/backend/memory/seed-proposals.ts';");
  const joaoId = seedProposalId('int-aprovado', 1);
  const joao = admin.locator(`[data-testid="column-enviada"] [data-id="${joaoId}"]`);
  const a = await joao.getByTestId('card-client').boundingBox();
  const b = await admin.getByTestId('column-em_analise').getByRole('heading').boundingBox();
  await admin.mouse.move(a.x + 10, a.y + 5);
  await admin.mouse.down();
  await admin.mouse.move(a.x + 25, a.y + 8, { steps: 3 });
  await admin.mouse.move(b.x + 40, b.y + 80, { steps: 10 });
  const up = Date.now();
  await admin.mouse.up();
  await integrator.locator(`[data-testid="column-em_analise"] [data-id="${joaoId}"]`).waitFor({ timeout: 10_000 });
  results.crossTabLatencyMs = Date.now() - up;
  await shared.close();
} finally {
  await browser.close();
  stopServer();
}
console.log(JSON.stringify(results, null, 2));
