/**
 * The board benchmark's measuring code (scripts/board-bench.mjs), shared with its small-N browser
 * test (tests/e2e/board-bench.test.ts) so that the benchmark cannot rot: proposals added to the
 * memory store with their counters, the Performance API's long tasks, and a mouse drag at a
 * person's pace (real time between the steps) that reports where the card went, which column was
 * under the pointer at the drop, whether the board scrolled while the pointer was still, and the
 * long tasks from the grip to the drop.
 */

const STATUSES = ['enviada', 'em_analise', 'pendente_correcao', 'corrigida_usuario', 'aprovada', 'reprovada', 'finalizada'];
const OWNERS = [
  { id: 'int-aprovado', nome_empresa: 'Sol Nascente Energia Ltda', email: 'integrador@solarcred.demo' },
  { id: 'int-aprovado-2', nome_empresa: 'Luz do Cerrado Solar', email: 'luz@solarcred.demo' },
];

/** `count` proposals spread over the seven columns, newest first, each with the tokens its trigger would write. */
export function benchProposals(count, now, searchTokens) {
  return Array.from({ length: count }, (_, n) => {
    const owner = OWNERS[n % 2];
    const created = now - (n + 10) * 60_000;
    const p = {
      id: `bench-${String(n).padStart(6, '0')}`, integrador_id: owner.id, integrador: { nome_empresa: owner.nome_empresa, email: owner.email, foto_perfil: null },
      cliente_nome: `Cliente Carga ${n}`, cliente_cpf_cnpj: String(10_000_000_000 + n), valor_proposta: 1_000_000 + n, valor_sistema: 1_000_000 + n,
      status: STATUSES[n % 7], prioridade: 'media', comentarios_count: n % 10 === 0 ? 1 : 0, ultimo_comentario_em: null,
      linha_credito: 'financiamento_solar_tradicional', created_at: created, updated_at: created,
    };
    return { ...p, search_tokens: searchTokens(p) };
  });
}

/** Stores the proposals in the page's memory backend, moving the admin's counters as the trigger would; starts recording long tasks. */
export async function addToStore(page, docs) {
  await page.waitForFunction(() => Boolean(window.__solarcredMemory));
  await page.evaluate((added) => {
    window.__solarcredMemory.update((state) => {
      const target = (state.docs['propostas'] ??= {});
      for (const p of added) target[p.id] = p;
      const stats = state.docs['stats']?.['propostas'];
      for (const p of added) {
        stats.total += 1;
        stats.por_status[p.status] = (stats.por_status[p.status] ?? 0) + 1;
      }
    });
  }, docs);
  await recordLongTasks(page);
  return page.evaluate(() => Object.keys(window.__solarcredMemory.snapshot.docs['propostas']).length);
}

/** From now on, every main-thread task over 50 ms (PerformanceObserver 'longtask') is kept in window.__longTasks. */
async function recordLongTasks(page) {
  await page.evaluate(() => {
    if (window.__longTasks) return;
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration })))).observe({ type: 'longtask' });
  });
}

const now = (page) => page.evaluate(() => performance.now());
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The column (status) holding `element` on the board, or null. */
function statusOf(element, statuses) {
  for (let node = element; node; node = node.parentElement) {
    const status = node.getAttribute('data-testid')?.replace(/^column-/, '');
    if (status && statuses.includes(status)) return status;
  }
  return null;
}

/** The column (status) under a point of the viewport (beneath the dragged card's overlay), or null. */
const columnAt = (page, point) =>
  page.evaluate(([{ x, y }, statuses, find]) => {
    const statusOfElement = new Function(`return ${find}`)();
    for (const element of document.elementsFromPoint(x, y)) {
      const status = statusOfElement(element, statuses);
      if (status) return status;
    }
    return null;
  }, [point, STATUSES, statusOf.toString()]);

/** Where card `id` is on the board: its column's status, or null when no column shows it. */
const columnOfCard = (page, id) =>
  page.evaluate(([card, statuses, find]) => new Function(`return ${find}`)()(document.querySelector(`[data-testid="board-card"][data-id="${card}"]`), statuses), [id, STATUSES, statusOf.toString()]);

/**
 * Scrolls the board to its start, then drags the first card of column `from` with the mouse to
 * column `to` (which must be on screen):
 * to the middle of its visible part, or with `at: 'edge'` to just inside the board's right edge
 * (`to` is then columnAtEdge()), at a person's pace: `steps` moves spread over `durationMs`, then the pointer rests
 * `restMs` before the release. Reports:
 *   moved         the card left `from` within `settleMs` of the release,
 *   askedReason   the drop opened the reason dialog (of 'Pendente Correção' or 'Reprovada'; cancelled here),
 *   landedIn      the column the card ended in,
 *   underPointer  the column under the pointer at the release,
 *   scrolledWhileStill  the board's scrollLeft changed while the pointer rested,
 *   longestTaskMs / longTasks  the long tasks from the grip to the release (and after it, until the card shows).
 */
export async function dragAtPace(page, { from, to, at = 'middle', steps = 30, durationMs = 1000, restMs = 300, settleMs = 10_000 }) {
  await recordLongTasks(page);
  await page.getByTestId('board').evaluate((board) => board.scrollTo({ left: 0, behavior: 'instant' }));
  const card = page.getByTestId(`column-${from}`).getByTestId('board-card').first();
  const id = await card.getAttribute('data-id');
  const grip = await card.getByTestId('card-client').boundingBox();
  const target = await page.getByTestId(`column-${to}`).getByRole('heading').boundingBox();
  if (!grip || !target) throw new Error('card or column not on screen');
  const start = { x: grip.x + 10, y: grip.y + grip.height / 2 };
  const board = await boardBox(page);
  const [left, right] = [Math.max(target.x, board.left), Math.min(target.x + target.width, board.right)];
  if (right - left < 40) throw new Error(`column ${to} is not on screen`);
  const end = { x: at === 'edge' ? board.right - EDGE_INSET_PX : (left + right) / 2, y: target.y + 120 };
  const gripAt = await now(page);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(start.x + ((end.x - start.x) * i) / steps, start.y + ((end.y - start.y) * i) / steps);
    await pause(durationMs / steps);
  }
  const scrollBefore = await page.getByTestId('board').evaluate((board) => board.scrollLeft);
  await pause(restMs);
  const scrollAfter = await page.getByTestId('board').evaluate((board) => board.scrollLeft);
  const underPointer = await columnAt(page, end);
  const dropAt = await now(page);
  await page.mouse.up();
  let landedIn = await columnOfCard(page, id);
  const deadline = Date.now() + settleMs;
  const reason = page.getByRole('alertdialog');
  let askedReason = false;
  while (landedIn === from && Date.now() < deadline) {
    // A drop on 'Pendente Correção' or 'Reprovada' asks for the reason first: not a move yet.
    if (await reason.isVisible()) {
      askedReason = true;
      break;
    }
    await pause(50);
    landedIn = await columnOfCard(page, id);
  }
  const shownAt = await now(page);
  if (askedReason) {
    await reason.getByRole('button', { name: 'Cancelar' }).click();
    await reason.waitFor({ state: 'hidden' });
  }
  const tasks = await page.evaluate(() => window.__longTasks);
  const during = tasks.filter((t) => t.start >= gripAt && t.start <= dropAt);
  const after = tasks.filter((t) => t.start > dropAt && t.start <= shownAt);
  const longest = (list) => (list.length ? Math.round(Math.max(...list.map((t) => t.duration))) : 0);
  return {
    id,
    dropAt,
    askedReason,
    moved: landedIn !== from,
    landedIn,
    underPointer,
    scrolledWhileStill: scrollAfter !== scrollBefore,
    dropToShownMs: Math.round(shownAt - dropAt),
    longestTaskMs: longest(during),
    longTasks: during.map((t) => Math.round(t.duration)),
    longestTaskAfterDropMs: longest(after),
    textSelected: await page.evaluate(() => String(window.getSelection() ?? '').length > 0),
  };
}

/** How far inside the board's right edge a drag to the edge ends (inside the band where a moving pointer scrolls the board). */
const EDGE_INSET_PX = 24;

/** The board's visible box in the viewport. */
const boardBox = (page) =>
  page.getByTestId('board').evaluate((board) => {
    const box = board.getBoundingClientRect();
    const left = box.left + board.clientLeft;
    return { left, right: left + board.clientWidth, top: box.top };
  });

/** The column under the board's right edge, where a drag to the edge ends. */
export async function columnAtEdge(page) {
  const box = await boardBox(page);
  const found = await columnAt(page, { x: box.right - EDGE_INSET_PX, y: box.top + 60 });
  if (!found) throw new Error('no column at the board\'s edge');
  return found;
}
