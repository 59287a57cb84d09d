/**
 * Where the toasts sit (issue 45): top-left as specified, and never over the page's heading, on a
 * computer and on a phone; one pick of several files tells one toast, not one per file.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePicker } from '@solarcred/domain/messages';
import { expectPath, signInAsDemo } from './support/app';
import { animationsSettled, screenshot, usePages, type ViewportChoice } from './support/browser';
import { createTestFiles, type TestFiles } from './fixtures/files';

const pages = usePages();
let files: TestFiles;
beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => files.remove());

type Box = { left: number; top: number; right: number; bottom: number };
const boxesOf = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );
const meet = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe.each(['desktop', 'mobile'] as const)('toasts on the %s', (viewport: ViewportChoice) => {
  it("stay off the page's heading; several files picked at once are told in one toast", async () => {
    const page = await pages.open(viewport);
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/submit-proposal');
    await expectPath(page, '/integrator/submit-proposal');
    const toasts = page.getByTestId('toast');
    const picker = page.getByLabel(/^RG\/CPF do Cliente/);

    // Three files dropped at once on the picker (its dialog takes one; a drop takes any number).
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      for (const n of [1, 2, 3]) transfer.items.add(new File(['notas'], `notas-${n}.txt`, { type: 'text/plain' }));
      return transfer;
    });
    const zone = page.getByTestId('file-drop-zone').first();
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    await toasts.first().waitFor();
    expect(await toasts.count()).toBe(1);
    const told = await toasts.first().innerText();
    expect(told).toContain(filePicker.severalProblems(3));
    expect(told).toContain(filePicker.unsupported('notas-3.txt'));

    // Two more picks, one refused file each: three toasts on screen at once.
    await picker.setInputFiles(files.text('outra-nota-com-um-nome-comprido.txt'));
    await picker.setInputFiles(files.text('mais-uma.txt'));
    await expect.poll(() => toasts.count()).toBe(3);
    await page.evaluate(() => window.scrollTo(0, 0));
    const heading = (await boxesOf(page, 'h1'))[0]!;
    // Once they have slid in (their positions are transitions), none touches the heading.
    await animationsSettled(page);
    const over = (await boxesOf(page, '[data-testid="toast"]')).filter((toast) => meet(toast, heading));
    expect(over).toEqual([]);
    await screenshot(page, `toasts-${viewport}`, { fullPage: false });
  });
});
