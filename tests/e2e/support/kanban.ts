/** Helpers of the Kanban browser tests: columns, cards, a mouse drag, proposals added to the demo store. */
import type { Locator, Page } from 'playwright-core';
import type { Proposal } from '../../../domain/src/model';
import { proposalSearchTokens } from '../../../domain/src/proposal-search';
import { signInAsDemo } from './app';

export const column = (page: Page, status: string): Locator => page.getByTestId(`column-${status}`);

/** The card of proposal `id` in `status`'s column. */
export const cardIn = (page: Page, status: string, id: string): Locator => column(page, status).locator(`[data-testid="board-card"][data-id="${id}"]`);

export async function openBoard(page: Page, persona: 'Administrador' | 'Integrador aprovado'): Promise<void> {
  await signInAsDemo(page, persona, persona === 'Administrador' ? '/admin/proposals' : '/integrator/kanban');
  await page.getByTestId('board-card').first().waitFor();
}

/** Presses on the card's client name and drags it, in small steps as a hand would, to `target`'s header. */
export async function dragWithMouse(page: Page, card: Locator, target: Locator): Promise<void> {
  const from = await card.getByTestId('card-client').boundingBox();
  const to = await target.getByRole('heading').boundingBox();
  if (!from || !to) throw new Error('card or column not on screen');
  const start = { x: from.x + 10, y: from.y + from.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 4, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

/** A proposal of the demo's approved integrator, with the tokens its trigger would write. */
export function demoProposal(id: string, cliente_nome: string, created_at: number, status = 'enviada'): Proposal {
  const base = {
    id, integrador_id: 'int-aprovado', integrador: { nome_empresa: 'Sol Nascente Energia Ltda', email: 'integrador@solarcred.demo', foto_perfil: null },
    cliente_nome, cliente_cpf_cnpj: '52998224725', valor_proposta: 2_000_000, valor_sistema: 2_000_000, status, prioridade: 'media',
    comentarios_count: 0, ultimo_comentario_em: null, created_at, updated_at: created_at, linha_credito: 'financiamento_solar_tradicional',
  } as unknown as Proposal;
  return { ...base, search_tokens: proposalSearchTokens(base) };
}

/** Stores proposals in the memory backend and moves the counters as the trigger would. */
export async function addProposals(page: Page, proposals: Proposal[]): Promise<void> {
  await page.evaluate((added) => {
    const store = window.__solarcredMemory;
    if (!store) throw new Error('memory backend not ready');
    store.update((state) => {
      const docs = (state.docs['propostas'] ??= {});
      for (const p of added) docs[p.id] = p as unknown as (typeof docs)[string];
      for (const path of ['stats/propostas', 'stats_integradores/int-aprovado']) {
        const [collection = '', id = ''] = path.split('/');
        const stats = state.docs[collection]?.[id] as { total: number; por_status: Record<string, number> } | undefined;
        if (!stats) continue;
        for (const p of added) {
          stats.total += 1;
          stats.por_status[p.status] = (stats.por_status[p.status] ?? 0) + 1;
        }
      }
    });
  }, proposals);
}

/** What the board showed at one moment: whether card `id` sat in `to`'s column, and the two columns' counts. */
export interface BoardState {
  moved: boolean;
  from: string;
  to: string;
}

/**
 * Records, from now on, every state of the board (after each change of its DOM) for a move of card
 * `id` from `from` to `to`; `states()` reads them. The counts and the cards must agree in each.
 */
export async function recordBoardStates(page: Page, id: string, from: string, to: string): Promise<{ states: () => Promise<BoardState[]> }> {
  await page.evaluate(([card, source, target]) => {
    const seen: BoardState[] = [];
    (window as unknown as { __boardStates: BoardState[] }).__boardStates = seen;
    const count = (status: string) => document.querySelector(`[data-testid="column-${status}"] [data-testid="column-count"]`)?.textContent ?? '';
    new MutationObserver(() => {
      const moved = document.querySelector(`[data-testid="column-${target}"] [data-testid="board-card"][data-id="${card}"]`) !== null;
      seen.push({ moved, from: count(source), to: count(target) });
    }).observe(document.querySelector('[data-testid="board"]')!, { subtree: true, childList: true, characterData: true });
  }, [id, from, to] as const);
  return { states: () => page.evaluate(() => (window as unknown as { __boardStates: BoardState[] }).__boardStates) };
}
