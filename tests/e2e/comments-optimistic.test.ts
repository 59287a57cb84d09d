/**
 * A comment answers at once (issue 46), on the memory backend: the box empties and the comment
 * shows in the thread as 'Enviando…' while the addComment command runs, the stored comment takes
 * its place when the listener delivers it, and a failed send puts the text back into the box with
 * the spec's error. The pending state lasts the command's latency only, so a MutationObserver in
 * the page records what was drawn rather than a locator racing it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { commentsText } from '@solarcred/domain/messages';
import { expectPath, expectToast, signInAsDemo } from './support/app';
import { usePages } from './support/browser';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const pages = usePages();
const proposalId = seedProposalId('int-aprovado', 1);

async function openPanel(page: Page): Promise<void> {
  await signInAsDemo(page, 'Integrador aprovado');
  await expectPath(page, '/integrator/dashboard');
  await page.goto(`/integrator/kanban?proposta=${proposalId}`);
  await page.getByRole('tab', { name: /Comentários/ }).click();
  await page.getByRole('list', { name: 'Comentários' }).waitFor();
}

/**
 * From now on, records for `text`: whether it showed as a pending comment marked 'Enviando…',
 * whether a stored comment with it was already on screen at that moment, and whether the tab's
 * badge then counted fewer comments than the thread showed.
 */
async function watchThread(page: Page, text: string) {
  await page.evaluate(
    ({ text, sending }) => {
      const state = window as unknown as { thread?: { pending: boolean; storedFirst: boolean; badgeBehind: boolean } };
      state.thread = { pending: false, storedFirst: false, badgeBehind: false };
      const record = () => {
        const all = [...document.querySelectorAll('ol[aria-label="Comentários"] > li')];
        const items = all.filter((li) => li.textContent?.includes(text));
        const pending = items.some((li) => li.getAttribute('data-pending-comment') === 'sending' && li.textContent?.includes(sending));
        if (pending && !state.thread?.pending) {
          const badge = document.querySelector('[data-testid="comments-tab-count"]')?.textContent ?? '';
          state.thread = { pending: true, storedFirst: items.some((li) => !li.hasAttribute('data-pending-comment')), badgeBehind: badge !== String(all.length) };
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { text, sending: commentsText.sending },
  );
  return () => page.evaluate(() => (window as unknown as { thread?: { pending: boolean; storedFirst: boolean; badgeBehind: boolean } }).thread);
}

describe('a comment answers at once', () => {
  it.each([['desktop', 'light'], ['mobile', 'dark']] as const)('shows as sent at once, then as stored (%s, %s)', async (viewport, colorScheme) => {
    const page = await (await pages.newContext(viewport, { colorScheme })).newPage();
    await openPanel(page);
    const text = `Enviei a conta de luz ${Date.now()}`;
    const box = page.getByRole('textbox', { name: 'Comentário' });
    const thread = await watchThread(page, text);
    await box.fill(text);
    await page.getByRole('button', { name: commentsText.send }).click();

    // The click answered: the box is empty at once, the comment is on its way in the thread.
    expect(await box.inputValue()).toBe('');
    await expectToast(page, commentsText.added);
    const mine = page.getByRole('list', { name: 'Comentários' }).getByRole('listitem').filter({ hasText: text });
    // The stored comment took the pending one's place: one item, with the server's time.
    await expect.poll(() => mine.locator('time').count()).toBe(1);
    expect(await mine.count()).toBe(1);
    expect(await page.locator('[data-pending-comment]').count()).toBe(0);
    expect(await thread()).toEqual({ pending: true, storedFirst: false, badgeBehind: false });
  });

  it('a failed send takes the comment back into the box and says so', async () => {
    const page = await pages.open();
    await openPanel(page);
    const text = `Segue o comprovante ${Date.now()}`;
    const box = page.getByRole('textbox', { name: 'Comentário' });
    const thread = await watchThread(page, text);
    await box.fill(text);
    await page.evaluate(() => window.__solarcredMemory?.failNext('addComment'));
    // Watched in the page from before the click: the box empties at once, before the demo's
    // simulated failure (150 ms) puts the text back, however busy the machine is.
    const emptiedBeforeFailure = box.evaluate(
      (element, failure) =>
        new Promise<boolean>((resolve) => {
          const field = element as HTMLTextAreaElement;
          const check = () => {
            if (field.value === '') resolve(true);
            else if (document.body.textContent?.includes(failure)) resolve(false);
            else setTimeout(check, 2);
          };
          check();
        }),
      commentsText.addFailure,
    );
    await page.getByRole('button', { name: commentsText.send }).click();
    expect(await emptiedBeforeFailure).toBe(true);

    await expectToast(page, commentsText.addFailure);
    expect(await box.inputValue()).toBe(text);
    expect(await page.getByRole('list', { name: 'Comentários' }).getByRole('listitem').filter({ hasText: text }).count()).toBe(0);
    expect((await thread())?.pending).toBe(true);

    // Sent again, it is stored once.
    await page.getByRole('button', { name: commentsText.send }).click();
    await expectToast(page, commentsText.added);
    await expect.poll(() => page.getByRole('list', { name: 'Comentários' }).getByRole('listitem').filter({ hasText: text }).locator('time').count()).toBe(1);
  });
});
