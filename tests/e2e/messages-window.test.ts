/**
 * The messages bell lists only the comments of the last 60 minutes (file 001, sections 7 and 9),
 * on the memory backend with the page's clock: a comment 61 minutes old is absent, one 59 minutes
 * old is listed, and it leaves the open list once it passes 60 minutes.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messagesWindowMinutes } from '../../domain/src/comments';
import { expectPath, memoryReady, signInAsDemo } from './support/app';
import { animationsSettled, screenshot, usePages } from './support/browser';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const pages = usePages();
const MINUTE = 60_000;
const start = new Date('2026-11-20T14:00:00-03:00').getTime();

/** An integrator comment on the demo integrator's first proposal, `minutesAgo` old, naming its client. */
async function commentAged(page: Page, id: string, client: string, minutesAgo: number): Promise<void> {
  await memoryReady(page);
  await page.evaluate(
    ({ id, client, age, proposalId }) => {
      const at = Date.now() - age;
      window.__solarcredMemory?.update((state) => {
        const comments = (state.docs[`propostas/${proposalId}/comentarios`] ??= {});
        comments[id] = { id, proposta_id: proposalId, comentario: 'Segue a fatura.', user_id: 'int-aprovado', autor_tipo: 'integrador', autor_nome: 'Sol Nascente Energia Ltda', integrador_id: 'int-aprovado', cliente_nome: client, created_at: at };
      });
    },
    { id, client, age: minutesAgo * MINUTE, proposalId: seedProposalId('int-aprovado', 1) },
  );
}

describe('messages bell window', () => {
  for (const [viewport, colorScheme] of [['desktop', 'light'], ['mobile', 'dark']] as const) {
    it(`lists a 59-minute-old comment, never a 61-minute-old one, and drops it at 60 (${viewport}, ${colorScheme})`, async () => {
      expect(messagesWindowMinutes).toBe(60);
      const context = await pages.newContext(viewport, { colorScheme });
      await context.clock.install({ time: start });
      const page = await context.newPage();
      await signInAsDemo(page, 'Administrador');
      await expectPath(page, '/admin/dashboard');
      await page.locator('[data-inbox="ready"]').waitFor();
      // Aged on the page's clock (commentAged reads Date.now() in the page), the one the bell reads.
      await commentAged(page, 'window-old', 'Cliente Fora da Janela', 61);
      await commentAged(page, 'window-new', 'Cliente Dentro da Janela', 59);

      await page.getByRole('button', { name: /^Mensagens/ }).click();
      const list = page.getByRole('list', { name: 'Mensagens' });
      const recent = list.getByRole('listitem').filter({ hasText: 'Cliente Dentro da Janela' });
      await recent.waitFor();
      expect(await list.getByText('Cliente Fora da Janela').count()).toBe(0);
      await animationsSettled(page);
      await screenshot(page, `messages-window-${viewport}-${colorScheme}`, { fullPage: false });

      // Two minutes later the 59-minute comment is 61 minutes old: it leaves the open list.
      await page.clock.runFor(2 * MINUTE);
      await recent.waitFor({ state: 'detached' });
      expect(await list.getByText('Cliente Fora da Janela').count()).toBe(0);
    });
  }
});
