/**
 * What the Kanban board loads on first use rather than with the page (issue 18): framer-motion's
 * layout features (`motion-features`) and the reason dialog (`reason-dialog`, with the dialog
 * frame). The board's load requests neither; a drag asks for both, the drop into a column that
 * needs a reason opens the dialog with the focus in it, by mouse and by keyboard; and a card
 * someone else moves glides even when it is the board's first change (and, under
 * prefers-reduced-motion, moves at once).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, memoryReady } from './support/app';
import { usePages } from './support/browser';
import { cardIn, column, dragWithMouse, openBoard } from './support/kanban';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const pages = usePages();
const joao = seedProposalId('int-aprovado', 1); // enviada, the approved integrator's

const lazyChunk = /\/assets\/(motion-features|reason-dialog)-[^/]+\.js$/;

/** The lazily loaded chunks the page has requested so far, by file name without the hash. */
function lazyRequests(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = lazyChunk.exec(new URL(request.url()).pathname);
    if (match?.[1]) seen.push(match[1]);
  });
  return () => [...new Set(seen)].sort();
}

/** Opens the admin board and lets every request of its load finish. */
async function loadedBoard(page: Page): Promise<void> {
  await openBoard(page, 'Administrador');
  await memoryReady(page);
  await page.waitForLoadState('networkidle');
}

async function storedStatus(page: Page, id: string): Promise<unknown> {
  return page.evaluate((proposalId) => window.__solarcredMemory?.snapshot.docs['propostas']?.[proposalId]?.['status'], id);
}

/** Records every transform the layout element of card `id` is given while it travels. */
async function watchGlides(page: Page, id: string): Promise<void> {
  await page.evaluate((cardId) => {
    const seen: string[] = [];
    (window as unknown as { glides: string[] }).glides = seen;
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof HTMLElement) || !target.querySelector(`:scope > [data-id="${cardId}"]`)) continue;
        const transform = target.style.transform;
        if (transform !== '' && transform !== 'none') seen.push(transform);
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
  }, id);
}

const glides = (page: Page) => page.evaluate(() => (window as unknown as { glides: string[] }).glides.length);

/** Someone else's move, as the listener delivers it. */
async function moveElsewhere(page: Page, id: string, status: string): Promise<void> {
  await page.evaluate(
    ({ proposalId, to }) => {
      window.__solarcredMemory?.update((state) => {
        const proposal = state.docs['propostas']?.[proposalId];
        if (proposal) proposal['status'] = to;
      });
    },
    { proposalId: id, to: status },
  );
}

const focusInside = (page: Page) => page.getByRole('alertdialog').evaluate((dialog) => dialog.contains(document.activeElement));

describe('the Kanban board loads on first use', () => {
  it('a mouse drag loads the reason dialog; a drop into Pendente Correção asks why and Escape puts the card back', async () => {
    const page = await pages.open();
    const requested = lazyRequests(page);
    await loadedBoard(page);
    expect(requested()).toEqual([]);

    await dragWithMouse(page, cardIn(page, 'enviada', joao), column(page, 'pendente_correcao'));
    const reason = page.getByRole('alertdialog');
    await reason.getByText('Motivo: Pendente Correção').waitFor();
    expect(requested()).toEqual(['motion-features', 'reason-dialog']);
    await expect.poll(() => focusInside(page)).toBe(true);

    await page.keyboard.press('Escape');
    await reason.waitFor({ state: 'hidden' });
    await cardIn(page, 'enviada', joao).waitFor();
    expect(await cardIn(page, 'pendente_correcao', joao).count()).toBe(0);
    expect(await storedStatus(page, joao)).toBe('enviada');
  });

  it('a keyboard drag into Reprovada opens the dialog with the focus in it, and the reason moves the card', async () => {
    const page = await pages.open();
    const requested = lazyRequests(page);
    await loadedBoard(page);
    expect(requested()).toEqual([]);

    await cardIn(page, 'enviada', joao).getByTestId('drag-handle').focus();
    await page.keyboard.press('Space');
    await page.getByText(/(pegada na|sobre a) coluna Proposta Enviada/).waitFor({ state: 'attached' });
    for (const label of ['Em Análise', 'Pendente Correção', 'Corrigida', 'Aprovada', 'Reprovada / Inviável']) {
      await page.keyboard.press('ArrowRight');
      await page.getByText(new RegExp(`sobre a coluna ${label}`)).waitFor({ state: 'attached' });
    }
    await page.keyboard.press('Space');

    const reason = page.getByRole('alertdialog');
    await reason.getByText('Motivo: Reprovada / Inviável').waitFor();
    expect(requested()).toEqual(['motion-features', 'reason-dialog']);
    await expect.poll(() => focusInside(page)).toBe(true);
    await reason.getByTestId('move-reason').fill('Renda incompatível com o valor');
    await reason.getByRole('button', { name: 'Mover proposta' }).focus();
    await page.keyboard.press('Enter');
    await cardIn(page, 'reprovada', joao).waitFor();
    await expectToast(page, 'Status da proposta atualizado!');
    expect(await storedStatus(page, joao)).toBe('reprovada');
  });

  it('the first card someone else moves glides to its new column, the features loading for it', async () => {
    const page = await (await pages.newContext('desktop', { reducedMotion: 'no-preference' })).newPage();
    const requested = lazyRequests(page);
    await loadedBoard(page);
    expect(requested()).toEqual([]);

    await watchGlides(page, joao);
    await moveElsewhere(page, joao, 'em_analise');
    await cardIn(page, 'em_analise', joao).waitFor();
    await expect.poll(() => glides(page)).toBeGreaterThan(0);
    expect(requested()).toEqual(['motion-features']);
  });

  it('under prefers-reduced-motion the move shows at once, without gliding or loading the features', async () => {
    const page = await pages.open();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const requested = lazyRequests(page);
    await loadedBoard(page);
    await watchGlides(page, joao);
    await moveElsewhere(page, joao, 'em_analise');

    await cardIn(page, 'em_analise', joao).waitFor();
    // Two frames after the move: a glide would have started.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await glides(page)).toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requested()).toEqual([]);
  });
});
