/**
 * The board benchmark's small-N run (issue 46): scripts/board-bench.mjs's measuring code
 * (scripts/lib/board-drag.mjs) on a board of ~300 proposals, so that the benchmark cannot rot.
 * Mouse drags at a person's pace (30 moves over a second, then a rest with the pointer still) move
 * the card, and the drop lands on the column under the pointer, also on the column at the board's
 * right edge, where the board must not scroll under a still pointer. The long tasks
 * from the grip to the drop are printed, not asserted (they follow the machine's speed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addToStore, benchProposals, dragAtPace, columnAtEdge, type DragReport } from '../../scripts/lib/board-drag.mjs';
import { proposalSearchTokens } from '../../domain/src/proposal-search';
import { repoPath } from '../emulator-env';
import { usePages } from './support/browser';
import { column, openBoard } from './support/kanban';

const pages = usePages();
const ADDED = 300;

const report: Record<string, DragReport> = {};

/** Printed, and kept in .test-results/board-bench.json (the long tasks follow the machine: reported, not asserted). */
function shown(name: string, drag: DragReport): void {
  console.log(`board-bench ${name}: moved ${drag.moved} to ${drag.landedIn}, longest task grip→drop ${drag.longestTaskMs} ms [${drag.longTasks.join(', ')}], drop→shown ${drag.dropToShownMs} ms`);
  report[name] = drag;
  mkdirSync(repoPath('.test-results'), { recursive: true });
  writeFileSync(repoPath('.test-results/board-bench.json'), `${JSON.stringify(report, null, 2)}\n`);
}

describe(`the board benchmark at ${ADDED} proposals`, () => {
  it('a drag at a person\'s pace moves the card, and the drop lands on the column under the pointer, at the board\'s edge too', async () => {
    const page = await pages.open('desktop');
    await openBoard(page, 'Administrador');
    const before = await column(page, 'enviada').getByTestId('column-count').innerText();
    const total = await addToStore(page, benchProposals(ADDED, Date.now(), proposalSearchTokens));
    expect(total).toBeGreaterThan(ADDED);
    await expect.poll(() => column(page, 'enviada').getByTestId('column-count').innerText()).not.toBe(before);
    await page.waitForFunction(() => !document.querySelector('[data-testid="board"] [aria-label="Carregando"]'));

    const next = await dragAtPace(page, { from: 'enviada', to: 'em_analise' });
    shown('next column', next);
    expect(next).toMatchObject({ moved: true, landedIn: 'em_analise', underPointer: 'em_analise', textSelected: false });

    // To the column cut by the board's right edge, the pointer resting just inside the edge.
    const edge = await columnAtEdge(page);
    expect(['corrigida_usuario', 'aprovada', 'finalizada']).toContain(edge);
    const atEdge = await dragAtPace(page, { from: 'enviada', to: edge, at: 'edge', restMs: 600 });
    shown(`board's edge (${edge})`, atEdge);
    expect(atEdge).toMatchObject({ scrolledWhileStill: false, underPointer: edge, askedReason: false, moved: true, landedIn: edge });
  });
});
