/**
 * prefers-reduced-motion (WCAG 2.3.3): asked for less motion, the app's dialogs appear and leave
 * without animation (app/theme.ts); without the preference they still animate.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsDemo } from './support/app';
import { usePages } from './support/browser';

const pages = usePages();

async function noticeDialogAnimation(page: Page): Promise<string> {
  await signInAsDemo(page, 'Administrador', '/admin/notices');
  await page.getByRole('button', { name: 'Novo Aviso' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog.evaluate((element) => getComputedStyle(element).animationDuration);
}

describe('reduced motion', () => {
  it('a dialog opens without animation when less motion is asked for, and animates otherwise', async () => {
    const reduced = await (await pages.newContext('desktop', { reducedMotion: 'reduce' })).newPage();
    expect(await noticeDialogAnimation(reduced)).toBe('0s');
    const moving = await (await pages.newContext('desktop', { reducedMotion: 'no-preference' })).newPage();
    expect(await noticeDialogAnimation(moving)).not.toBe('0s');
  });
});
