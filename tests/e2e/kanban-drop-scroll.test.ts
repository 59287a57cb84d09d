/**
 * The board's horizontal scroll after a drop (issue 26): a drop into a column that was on screen
 * leaves the board where it was when the drag started (the first column whole); a drop into a
 * column that was not brings that whole column into view. Mouse and keyboard, 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsSettled, screenshot, usePages } from './support/browser';
import { cardIn, column, openBoard } from './support/kanban';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const pages = usePages();
const joao = seedProposalId('int-aprovado', 1); // enviada, the first column

/** The board's scroll and each column's edges against the board's visible box. */
async function layout(page: Page, status: string) {
  return page.evaluate((status) => {
    const board = document.querySelector<HTMLElement>('[data-testid="board"]');
    const first = document.querySelector('[data-testid="column-enviada"]')?.getBoundingClientRect();
    const target = document.querySelector(`[data-testid="column-${status}"]`)?.getBoundingClientRect();
    if (!board || !first || !target) throw new Error('board not rendered');
    const box = board.getBoundingClientRect();
    const inside = (rect: DOMRect) => rect.left >= box.left - 0.5 && rect.right <= box.left + board.clientWidth + 0.5;
    return { scrollLeft: board.scrollLeft, firstWhole: inside(first), targetWhole: inside(target) };
  }, status);
}

/** Waits for the board to stop scrolling (two frames without a change) and returns the layout. */
async function settledLayout(page: Page, status: string) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const board = document.querySelector<HTMLElement>('[data-testid="board"]');
        const before = board?.scrollLeft;
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done(board?.scrollLeft === before))));
      }),
    undefined,
    { polling: 100 },
  );
  return layout(page, status);
}

/** A hand's drag from the card's client name to the middle of the target column, which must be on screen. */
async function dragTo(page: Page, status: string): Promise<void> {
  const from = await cardIn(page, 'enviada', joao).getByTestId('card-client').boundingBox();
  const to = await column(page, status).getByRole('heading').boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 22, from.y + from.height / 2 + 4, { steps: 3 });
  await page.mouse.move(to.x + 20, to.y + 80, { steps: 20 });
  await page.mouse.up();
}

async function keyboardMove(page: Page): Promise<void> {
  await cardIn(page, 'enviada', joao).getByTestId('drag-handle').focus();
  await page.keyboard.press('Space');
  await page.locator('[data-testid="board"][data-dragging="true"]').waitFor();
  await page.keyboard.press('ArrowRight');
  await page.getByText(/sobre a coluna Em Análise/).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
}

describe('board scroll after a drop', () => {
  it('1280 px, mouse: a drop into a visible column leaves the first column whole and the board unscrolled', async () => {
    const page = await pages.open('desktop');
    await openBoard(page, 'Administrador');
    expect((await layout(page, 'em_analise')).targetWhole).toBe(true);
    await dragTo(page, 'em_analise');
    await cardIn(page, 'em_analise', joao).waitFor();
    expect(await settledLayout(page, 'em_analise')).toEqual({ scrollLeft: 0, firstWhole: true, targetWhole: true });
    await animationsSettled(page);
    await screenshot(page, 'kanban-after-drop-1280', { fullPage: false });
  });

  it('1280 px, keyboard: the same', async () => {
    const page = await pages.open('desktop');
    await openBoard(page, 'Administrador');
    await keyboardMove(page);
    await cardIn(page, 'em_analise', joao).waitFor();
    expect(await settledLayout(page, 'em_analise')).toEqual({ scrollLeft: 0, firstWhole: true, targetWhole: true });
  });

  it('390 px, keyboard: a drop into a column off screen shows that whole column', async () => {
    const page = await pages.open('mobile');
    await openBoard(page, 'Administrador');
    expect((await layout(page, 'em_analise')).targetWhole).toBe(false);
    await keyboardMove(page);
    await cardIn(page, 'em_analise', joao).waitFor();
    const after = await settledLayout(page, 'em_analise');
    expect(after.targetWhole).toBe(true);
    await expect.poll(async () => (await cardIn(page, 'em_analise', joao).boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await animationsSettled(page);
    await screenshot(page, 'kanban-after-drop-390', { fullPage: false });
  });

  it('390 px, mouse: a drop back into the first column (a drag that went nowhere) leaves it whole', async () => {
    const page = await pages.open('mobile');
    await openBoard(page, 'Administrador');
    const from = await cardIn(page, 'enviada', joao).getByTestId('card-client').boundingBox();
    if (!from) throw new Error('card not on screen');
    // Towards the right edge, where the moving pointer scrolls the board, and back.
    await page.mouse.move(from.x + 10, from.y + 5);
    await page.mouse.down();
    await page.mouse.move(from.x + 22, from.y + 9, { steps: 3 });
    await page.mouse.move(375, from.y + 40, { steps: 10 });
    await expect.poll(() => page.getByTestId('board').evaluate((board) => board.scrollLeft)).toBeGreaterThan(0);
    await page.mouse.move(60, from.y + 40, { steps: 10 });
    // The board scrolls back only while the pointer moves near its left edge (never under a still
    // pointer): a hand's small moves there, until it is back at the start.
    for (let wiggle = 0; (await page.getByTestId('board').evaluate((board) => board.scrollLeft)) > 0; wiggle += 1) {
      if (wiggle > 200) throw new Error('the board did not scroll back');
      await page.mouse.move(wiggle % 2 === 0 ? 30 : 36, from.y + 40 + (wiggle % 3));
    }
    await page.mouse.up();
    expect(await settledLayout(page, 'enviada')).toMatchObject({ scrollLeft: 0, firstWhole: true });
  });
});
