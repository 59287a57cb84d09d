/**
 * The Kanban boards on the memory backend, two people on screen at once (two tabs over the same
 * demo data): the admin moves cards with the mouse and the keyboard and the integrator's board
 * follows live; the integrator cannot move; a failed move puts the card back; server-side search,
 * 'Carregar mais' and the messages filter.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, memoryReady } from './support/app';
import { screenshot, usePages } from './support/browser';
import { addProposals, cardIn, column, demoProposal, dragWithMouse, openBoard, recordBoardStates } from './support/kanban';
import { twoPeople } from './support/two-people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';
import { boardText } from '../../web/src/features/proposals/board/board-text';

const pages = usePages();
const joao = seedProposalId('int-aprovado', 1); // enviada, 2 comments, the approved integrator's

type StoredProposal = { id: string; status: string; integrador_id: string; cliente_nome: string };

/** The seeded proposals as the memory store holds them (the seed spreads them over 12 months). */
async function storedProposals(page: Page): Promise<StoredProposal[]> {
  await memoryReady(page);
  return page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {}) as unknown as StoredProposal[]);
}

async function countIn(page: Page, status: string, integratorId?: string): Promise<number> {
  return (await storedProposals(page)).filter((p) => p.status === status && (!integratorId || p.integrador_id === integratorId)).length;
}

/**
 * Watches, from now on, for card `id` in `status`'s column: an optimistic card lives only until the
 * callable's failure arrives (150 ms on the memory backend), so a watcher in the page sees it where
 * polling from the test could miss it on a loaded machine. Returns whether it has been seen.
 */
async function watchForCard(page: Page, status: string, id: string): Promise<() => Promise<boolean>> {
  await page.evaluate(([target, card]) => {
    const seen = window as unknown as { cardSeen?: boolean };
    seen.cardSeen = false;
    const selector = `[data-testid="column-${target}"] [data-testid="board-card"][data-id="${card}"]`;
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector)) return;
      seen.cardSeen = true;
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true });
  }, [status, id] as const);
  return () => page.evaluate(() => Boolean((window as unknown as { cardSeen?: boolean }).cardSeen));
}

describe('Kanban boards', () => {
  it('the admin drags a card with the mouse; the integrator\'s board moves it live and highlights it', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await openBoard(admin, 'Administrador');
    await openBoard(integrator, 'Integrador aprovado');
    const sent = await countIn(integrator, 'enviada', 'int-aprovado');
    const inAnalysis = await countIn(integrator, 'em_analise', 'int-aprovado');
    await expect.poll(() => column(integrator, 'enviada').getByTestId('column-count').innerText()).toBe(String(sent));

    // The other seeded company's cards name its own titular (issue 45), not Sol Nascente's.
    const luz = admin.locator(`[data-testid="board-card"][data-id="${seedProposalId('int-aprovado-2', 1)}"]`);
    expect(await luz.getByTestId('card-creator').innerText()).toBe('Criada por Joaquim Ferreira Batista');

    // Every state the admin's board shows while the move travels: where the card is, and the two counts.
    const adminSent = await countIn(admin, 'enviada');
    const adminInAnalysis = await countIn(admin, 'em_analise');
    const recorder = await recordBoardStates(admin, joao, 'enviada', 'em_analise');
    await dragWithMouse(admin, cardIn(admin, 'enviada', joao), column(admin, 'em_analise'));
    await cardIn(admin, 'em_analise', joao).waitFor();
    await expectToast(admin, 'Status da proposta atualizado!');
    // From the drop on, the counts agree with the card (issue 45): never the old counts beside the moved card.
    await expect.poll(() => column(admin, 'em_analise').getByTestId('column-count').innerText()).toBe(String(adminInAnalysis + 1));
    const moved = (await recorder.states()).filter((state) => state.moved);
    expect(moved.length).toBeGreaterThan(0);
    expect(moved.filter((state) => state.from !== String(adminSent - 1) || state.to !== String(adminInAnalysis + 1))).toEqual([]);

    const arrived = cardIn(integrator, 'em_analise', joao);
    await arrived.waitFor();
    await arrived.locator('[data-highlighted]').waitFor();
    expect(await arrived.getByTestId('card-creator').innerText()).toBe('Criada por Mariana Souza Lima');
    await expect.poll(() => column(integrator, 'enviada').getByTestId('column-count').innerText()).toBe(String(sent - 1));
    await expect.poll(() => column(integrator, 'em_analise').getByTestId('column-count').innerText()).toBe(String(inAnalysis + 1));
    expect(await cardIn(integrator, 'enviada', joao).count()).toBe(0);
    await screenshot(integrator, 'kanban-integrator-after-move');
  });

  it('the admin moves a card with the keyboard, gives the reason, and hears it in Portuguese', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await openBoard(admin, 'Administrador');
    await openBoard(integrator, 'Integrador aprovado');
    // The approved integrator's newest proposal under analysis.
    const [target] = (await storedProposals(admin)).filter((p) => p.status === 'em_analise' && p.integrador_id === 'int-aprovado').sort((a, b) => a.id.localeCompare(b.id));
    if (!target) throw new Error('the seed has no proposal under analysis');
    const marcos = target.id;

    await cardIn(admin, 'em_analise', marcos).getByTestId('drag-handle').focus();
    await admin.keyboard.press('Space');
    // 'pegada na coluna Em Análise', at once followed by 'sobre a coluna Em Análise' (its own column).
    await admin.getByText(new RegExp(`Proposta de ${target.cliente_nome} (pegada na|sobre a) coluna Em Análise`)).waitFor({ state: 'attached' });
    await admin.keyboard.press('ArrowRight');
    await admin.getByText(/sobre a coluna Pendente Correção/).waitFor({ state: 'attached' });
    await admin.keyboard.press('Space');

    const reason = admin.getByRole('alertdialog');
    await reason.getByText('Motivo: Pendente Correção').waitFor();
    await screenshot(admin, 'kanban-reason-dialog');
    await reason.getByTestId('move-reason').fill('Fatura de energia ilegível');
    await reason.getByRole('button', { name: 'Mover proposta' }).click();
    await cardIn(admin, 'pendente_correcao', marcos).waitFor();
    await expectToast(admin, 'Status da proposta atualizado!');
    await cardIn(integrator, 'pendente_correcao', marcos).waitFor();

    const stored = await admin.evaluate((id) => window.__solarcredMemory?.snapshot.docs['propostas']?.[id], marcos);
    expect(stored).toMatchObject({ status: 'pendente_correcao', status_motivo: 'Fatura de energia ilegível' });
    const history = await admin.evaluate((id) => Object.values(window.__solarcredMemory?.snapshot.docs[`propostas/${id}/historico`] ?? {}), marcos);
    expect(history).toContainEqual(expect.objectContaining({ de: 'em_analise', para: 'pendente_correcao', por: 'admin-demo', motivo: 'Fatura de energia ilegível' }));
  });

  it('the integrator cannot drag: the card stays and the spec\'s refusal shows', async () => {
    const page = await pages.open();
    await openBoard(page, 'Integrador aprovado');
    await page.getByText('Modo de Visualização - Apenas administradores podem mover propostas').waitFor();
    expect(await page.getByTestId('drag-handle').count()).toBe(0);
    await dragWithMouse(page, cardIn(page, 'enviada', joao), column(page, 'em_analise'));
    await expectToast(page, 'Apenas administradores podem alterar o status das propostas');
    await cardIn(page, 'enviada', joao).waitFor();
    expect(await cardIn(page, 'em_analise', joao).count()).toBe(0);

    // The title follows 'Todas / Minhas' (issue 45): the company's proposals, or the titular's own.
    const title = page.getByRole('heading', { level: 1 });
    expect(await title.innerText()).toBe(boardText.companyTitle);
    await page.getByTestId('scope-switch').getByRole('button', { name: 'Minhas' }).click();
    await expect.poll(() => title.innerText()).toBe(boardText.integratorTitle);
    await page.getByTestId('scope-switch').getByRole('button', { name: 'Todas' }).click();
    await expect.poll(() => title.innerText()).toBe(boardText.companyTitle);
  });

  it('a failed move puts the card back with the spec\'s text', async () => {
    const page = await pages.open();
    await openBoard(page, 'Administrador');
    await page.evaluate(() => window.__solarcredMemory?.failNext('moveProposal'));
    const optimistic = await watchForCard(page, 'em_analise', joao);
    await dragWithMouse(page, cardIn(page, 'enviada', joao), column(page, 'em_analise'));
    // Optimistic first, then back where the server has it.
    await expect.poll(optimistic).toBe(true);
    await expectToast(page, 'Erro ao atualizar status da proposta');
    await cardIn(page, 'enviada', joao).waitFor();
    expect(await cardIn(page, 'em_analise', joao).count()).toBe(0);
  });

  it('a move the callable refuses (the proposal was deleted while the card travelled) leaves the target column, with the spec\'s text', async () => {
    const page = await pages.open();
    await openBoard(page, 'Administrador');
    await memoryReady(page);
    const optimistic = await watchForCard(page, 'em_analise', joao);
    const from = await cardIn(page, 'enviada', joao).getByTestId('card-client').boundingBox();
    const to = await column(page, 'em_analise').getByRole('heading').boundingBox();
    if (!from || !to) throw new Error('card or column not on screen');
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 22, from.y + from.height / 2 + 4, { steps: 3 });
    await page.locator('[data-testid="board"][data-dragging="true"]').waitFor();
    // Someone else's deletion reaches the store while the card is in the air (the board keeps its
    // snapshot until the drop): the callable then refuses the move (not found).
    await page.evaluate((id) => window.__solarcredProposals?.remove(id), joao);
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await expect.poll(optimistic).toBe(true);
    await expectToast(page, 'Erro ao atualizar status da proposta');
    // The optimistic card is taken back; the proposal is nowhere, as on the server.
    await expect.poll(() => page.locator(`[data-testid="board-card"][data-id="${joao}"]`).count()).toBe(0);
  });

  it('a move saved while the next card is in the air stays in its new column', async () => {
    const page = await pages.open();
    await openBoard(page, 'Administrador');
    const [other] = (await storedProposals(page)).filter((p) => p.status === 'enviada' && p.id !== joao);
    if (!other) throw new Error('the seed has no second proposal in Proposta Enviada');
    // The store's writes wait until released: the first move is answered, but its write reaches
    // the board only while the second card is held.
    await page.evaluate(() => {
      const store = window.__solarcredMemory;
      if (!store) throw new Error('memory backend not ready');
      const write = store.update.bind(store);
      const held: Parameters<typeof write>[0][] = [];
      store.update = (change) => void held.push(change);
      (window as unknown as { releaseWrites: () => void }).releaseWrites = () => {
        store.update = write;
        for (const change of held) write(change);
      };
    });
    await dragWithMouse(page, cardIn(page, 'enviada', joao), column(page, 'em_analise'));
    await cardIn(page, 'em_analise', joao).waitFor();
    await expectToast(page, 'Status da proposta atualizado!');
    await page.evaluate((id) => {
      const seen = window as unknown as { jumpedBack?: boolean };
      seen.jumpedBack = false;
      new MutationObserver(() => {
        if (document.querySelector(`[data-testid="column-enviada"] [data-testid="board-card"][data-id="${id}"]`)) seen.jumpedBack = true;
      }).observe(document.querySelector('[data-testid="board"]') ?? document.body, { subtree: true, childList: true });
    }, joao);

    const from = await cardIn(page, 'enviada', other.id).getByTestId('card-client').boundingBox();
    if (!from) throw new Error('card not on screen');
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 22, from.y + from.height / 2 + 4, { steps: 3 });
    await page.locator('[data-testid="board"][data-dragging="true"]').waitFor();
    await page.evaluate(() => (window as unknown as { releaseWrites: () => void }).releaseWrites());
    await page.waitForFunction((id) => window.__solarcredMemory?.snapshot.docs['propostas']?.[id]?.['status'] === 'em_analise', joao);
    // Two frames: the board has rendered the write by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await cardIn(page, 'em_analise', joao).count()).toBe(1);
    await page.mouse.up();
    await page.locator('[data-testid="board"][data-dragging="true"]').waitFor({ state: 'detached' });
    await cardIn(page, 'em_analise', joao).waitFor();
    expect(await page.evaluate(() => (window as unknown as { jumpedBack?: boolean }).jumpedBack)).toBe(false);
  });

  it('search runs on the server and finds a proposal outside the loaded window; \'Carregar mais\' widens it', async () => {
    const page = await pages.open();
    await openBoard(page, 'Administrador');
    await memoryReady(page);
    const now = Date.now();
    const seededSent = await countIn(page, 'enviada');
    // 'Zuleica' is older than 60 newer proposals: beyond the first window of 50 of 'Proposta Enviada'.
    await addProposals(page, [
      demoProposal('carga-antiga', 'Zuleica Antiga Moraes', now - 400 * 86_400_000),
      ...Array.from({ length: 60 }, (_, n) => demoProposal(`carga-${n}`, `Cliente Carga ${n}`, now - n * 60_000)),
    ]);
    const enviada = column(page, 'enviada');
    await expect.poll(() => enviada.getByTestId('column-count').innerText()).toBe(String(seededSent + 61));
    const scroller = enviada.getByTestId('column-scroller');
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    // The window holds the 50 newest: 'Cliente Carga 49' is its last card, nothing older is loaded.
    await enviada.getByText('Cliente Carga 49', { exact: true }).waitFor();
    expect(await enviada.getByText('Cliente Carga 50', { exact: true }).count()).toBe(0);
    expect(await enviada.getByText('Zuleica Antiga Moraes').count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Buscar propostas' }).fill('zuleica ant');
    await expect.poll(() => enviada.getByText('Zuleica Antiga Moraes').count()).toBe(1);
    await expect.poll(() => page.getByTestId('board-card').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Buscar propostas' }).fill('');

    await enviada.getByRole('button', { name: 'Carregar mais' }).click();
    await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect.poll(async () => {
      await scroller.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      return enviada.getByText('Zuleica Antiga Moraes').count();
    }).toBe(1);
    await expect.poll(() => enviada.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
  });

  it('/admin/kanban with filterMessages shows only proposals with comments', async () => {
    const page = await pages.open();
    await openBoard(page, 'Administrador');
    expect(await page.getByTestId('board-card').count()).toBeGreaterThan(3);
    // What the messages bell does: navigate to the old address with the state.
    await page.evaluate(() => {
      window.history.pushState({ usr: { filterMessages: true }, key: 'messages', idx: 1 }, '', '/admin/kanban');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.getByTestId('messages-filter').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/proposals');
    await expect.poll(() => page.getByTestId('board-card').count()).toBe(3);
    for (const text of await page.getByTestId('card-comments').allInnerTexts()) expect(text).toBe('2 comentários');
    await screenshot(page, 'kanban-messages-filter');
  });
});
