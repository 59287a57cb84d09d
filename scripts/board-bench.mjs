#!/usr/bin/env node
/**
 * Kanban board benchmark on the memory backend (the demo build, web/dist-demo):
 *   npm run build:demo --workspace web && flock /tmp/solarcred-heavy.lock node scripts/board-bench.mjs [--count 10000]
 * Adds `count` proposals (with their search tokens and counters, as the triggers write them) to
 * the signed-in admin's store, then measures: time from the menu click to the first card of the
 * board; documents read by the board load (what the listeners deliver, as Firestore bills them);
 * the longest main-thread task while a card is dragged across a column (PerformanceObserver
 * 'longtask', > 50 ms only) and around the drop; and the time from the drop until the store's
 * live query (what every board listens to) delivers the moved card. The cross-tab latency is
 * measured with the demo seed (10,000 proposals exceed the browser storage the tabs share).
 * A benchmark, not a test: it prints numbers and exits 0 whenever it could run. See docs/performance.md.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { loadTypeScript } from './lib/load-ts.mjs';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, port: { type: 'string', default: '4393' } } });
const count = Math.min(Number(values.count) || 10_000, 50_000);
const base = `http://127.0.0.1:${values.port}`;
const domain = await loadTypeScript("export { proposalSearchTokens } from './domain/src/proposal-search.ts';");

const server = spawn('npx', ['vite', 'preview', '--outDir', 'dist-demo', '--port', values.port, '--host', '127.0.0.1', '--strictPort'], {
  cwd: resolve(import.meta.dirname, '../web'),
  stdio: 'ignore',
  detached: true,
});
const stopServer = () => server.pid && process.kill(-server.pid, 'SIGTERM');
for (let i = 0; i < 100; i += 1) {
  if (await fetch(base).then((r) => r.ok, () => false)) break;
  await new Promise((r) => setTimeout(r, 200));
}

const statuses = ['enviada', 'em_analise', 'pendente_correcao', 'corrigida_usuario', 'aprovada', 'reprovada', 'finalizada'];
const owners = [
  { id: 'int-aprovado', nome_empresa: 'Sol Nascente Energia Ltda', email: 'integrador@solarcred.demo' },
  { id: 'int-aprovado-2', nome_empresa: 'Luz do Cerrado Solar', email: 'luz@solarcred.demo' },
];
function proposal(n, now) {
  const owner = owners[n % 2];
  const created = now - (n + 10) * 60_000;
  const p = {
    id: `bench-${String(n).padStart(6, '0')}`, integrador_id: owner.id, integrador: { nome_empresa: owner.nome_empresa, email: owner.email, foto_perfil: null },
    cliente_nome: `Cliente Carga ${n}`, cliente_cpf_cnpj: String(10_000_000_000 + n), valor_proposta: 1_000_000 + n, valor_sistema: 1_000_000 + n,
    status: statuses[n % 7], prioridade: 'media', comentarios_count: n % 10 === 0 ? 1 : 0, ultimo_comentario_em: null,
    linha_credito: 'financiamento_solar_tradicional', created_at: created, updated_at: created,
  };
  return { ...p, search_tokens: domain.proposalSearchTokens(p) };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const results = {};
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await page.getByRole('button', { name: /Administrador/ }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await page.waitForFunction(() => Boolean(window.__solarcredMemory));

  const now = Date.now();
  const added = Array.from({ length: count }, (_, n) => proposal(n, now));
  await page.evaluate((docs) => {
    const store = window.__solarcredMemory;
    store.update((state) => {
      const target = (state.docs['propostas'] ??= {});
      for (const p of docs) target[p.id] = p;
      const stats = state.docs['stats']?.['propostas'];
      for (const p of docs) {
        stats.total += 1;
        stats.por_status[p.status] = (stats.por_status[p.status] ?? 0) + 1;
      }
    });
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' });
  }, added);
  results.proposals = await page.evaluate(() => Object.keys(window.__solarcredMemory.snapshot.docs['propostas']).length);

  // First render: menu click (in-app navigation: a reload would drop what the quota cannot keep) to the first card.
  await page.evaluate(() => window.__solarcredMemory.resetReads());
  const t0 = await page.evaluate(() => performance.now());
  await page.getByTestId('sidebar').getByRole('link', { name: 'Kanban de Propostas' }).click();
  await page.getByTestId('board-card').first().waitFor();
  results.firstCardMs = Math.round((await page.evaluate(() => performance.now())) - t0);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="column-count"]').length === 7 && !document.querySelector('[aria-label="Carregando"]'));
  results.readsPerLoad = await page.evaluate(() => window.__solarcredMemory.reads);

  // Drag the newest 'Proposta Enviada' card to 'Em Análise' with the mouse.
  const card = page.getByTestId('column-enviada').getByTestId('board-card').first();
  const id = await card.getAttribute('data-id');
  const from = await card.getByTestId('card-client').boundingBox();
  const to = await page.getByTestId('column-em_analise').getByRole('heading').boundingBox();
  const dragStart = await page.evaluate(() => performance.now());
  await page.mouse.move(from.x + 10, from.y + 5);
  await page.mouse.down();
  await page.mouse.move(from.x + 25, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x + 40, to.y + 80, { steps: 30 });
  const beforeDrop = await page.evaluate(() => performance.now());
  await page.mouse.up();
  const dropAt = await page.evaluate(() => performance.now());
  // The store's live query delivers the move: the card in 'Em Análise' and the toast.
  await page.waitForFunction((moved) => window.__solarcredMemory.snapshot.docs['propostas'][moved].status === 'em_analise', id);
  await page.locator('[data-testid="toast"]', { hasText: 'Status da proposta atualizado!' }).waitFor();
  results.dropToSavedMs = Math.round((await page.evaluate(() => performance.now())) - dropAt);
  const tasks = await page.evaluate(() => window.__longTasks);
  const during = tasks.filter((t) => t.start >= dragStart && t.start <= beforeDrop);
  const after = tasks.filter((t) => t.start > beforeDrop);
  results.longestTaskDuringDragMs = during.length ? Math.round(Math.max(...during.map((t) => t.duration))) : '< 50 (none)';
  results.longestTaskAfterDropMs = after.length ? Math.round(Math.max(...after.map((t) => t.duration))) : '< 50 (none)';

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
