/**
 * The landing's public simulator (issue 32) on the memory backend: 'Simular agora' opens it with
 * no sign-in; its code arrives only then; every published line that finances the case is listed
 * with installment, total and CET, the lowest CET first and marked; the others say why; a down
 * payment at or above the system's value is refused at the field; it fits a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { compareLines } from '@solarcred/domain/credit/simulate';
import { formatBRL } from '@solarcred/domain/format';
import { seedCreditLineValues } from '../../web/src/backend/memory/seed-credit-lines';
import { expectPath } from './support/app';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const simulator = (page: Page) => page.getByTestId('simulator');
const options = (page: Page) => simulator(page).getByTestId('simulation-option');

/** The CET a.a. shown on each option, as numbers. */
async function yearlyCets(page: Page): Promise<number[]> {
  const texts = await options(page).allInnerTexts();
  return texts.map((text) => Number(/· ([\d.,]+)% a\.a\./.exec(text)?.[1]?.replace(/\./g, '').replace(',', '.')));
}

async function openFromHero(page: Page): Promise<string[]> {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/simulator-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/');
  await page.locator('[data-interactive="true"]').waitFor();
  expect(chunks).toEqual([]);
  await page.getByRole('region', { name: 'Destaques' }).locator('..').getByRole('link', { name: 'Simular agora' }).click();
  await options(page).first().waitFor();
  return chunks;
}

describe('public simulator', () => {
  it('compares the published lines by CET, says why the others cannot, and refuses a down payment over the value', async () => {
    const page = await pages.open();
    const chunks = await openFromHero(page);
    expect(chunks.length).toBe(1);
    expect(new URL(page.url()).hash).toBe('#simulador');

    // R$ 30.000,00 with R$ 5.000,00 down in 60x: the lines that offer 60x and finance R$ 25.000,00.
    const active = seedCreditLineValues.filter((line) => line.ativa);
    const expected = compareLines(active, { valorSistemaCents: 30_000_00, entradaCents: 5_000_00, prazo: 60, carenciaMeses: 0, borrower: 'pf', liberacao: new Date().toISOString().slice(0, 10) });
    expect(await options(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-line')))).toEqual(expected.options.map((option) => option.linha));
    const cets = await yearlyCets(page);
    expect(cets).toEqual([...cets].sort((a, b) => a - b));
    const best = options(page).first();
    expect(await best.innerText()).toContain('Menor CET');
    expect(await best.innerText()).toContain(`60x de ${formatBRL(expected.options[0]?.parcelaCents ?? 0)}`);
    expect(await options(page).nth(1).innerText()).not.toContain('Menor CET');
    // The last installment shows exactly where the Price table's rounding makes it differ (issue 45).
    const lastOf = (option: (typeof expected.options)[number]) => option.rows.at(-1)?.paymentCents ?? 0;
    expect(expected.options.filter((option) => lastOf(option) !== option.parcelaCents).length).toBeGreaterThan(0);
    for (const option of expected.options) {
      const card = await simulator(page).locator(`[data-testid="simulation-option"][data-line="${option.linha}"]`).innerText();
      if (lastOf(option) === option.parcelaCents) expect(card).not.toContain('Última parcela');
      else expect(card).toContain(creditText.lastInstallment(lastOf(option)));
    }
    await simulator(page).getByTestId('simulation-refused').filter({ hasText: `Crédito do Trabalhador: ${creditText.termNotOffered}` }).waitFor();

    // 12x: every published line offers it.
    await simulator(page).getByLabel('Prazo').selectOption('12');
    await expect.poll(() => options(page).count()).toBe(active.length);
    await screenshot(page, 'landing-simulator');

    // A down payment equal to the value: the field says so and no result is shown.
    const downPayment = simulator(page).getByLabel('Entrada', { exact: true });
    await downPayment.fill('R$ 30.000,00');
    await simulator(page).getByText(creditText.downPaymentTooHigh).waitFor();
    expect(await downPayment.getAttribute('aria-invalid')).toBe('true');
    expect(await options(page).count()).toBe(0);
    // The slider moves it back.
    await simulator(page).getByLabel('Entrada (controle deslizante)').fill('1000000');
    await expect.poll(() => downPayment.inputValue()).toBe('R$ 10.000,00');
    await options(page).first().waitFor();

    // Money as a Brazilian writes it (issue 45): pasted 'R$ 25.000' is twenty-five thousand reais, and so is typing 4,0,0,0,0 forty thousand.
    const value = simulator(page).getByLabel('Valor do sistema');
    await value.fill('R$ 25.000');
    await value.blur();
    await expect.poll(() => value.inputValue()).toBe('R$ 25.000,00');
    const at25k = compareLines(active, { valorSistemaCents: 25_000_00, entradaCents: 10_000_00, prazo: 12, carenciaMeses: 0, borrower: 'pf', liberacao: new Date().toISOString().slice(0, 10) });
    await expect.poll(() => options(page).first().innerText()).toContain(`12x de ${formatBRL(at25k.options[0]?.parcelaCents ?? 0)}`);
    await value.clear();
    await value.pressSequentially('40000');
    await expect.poll(() => value.inputValue()).toBe('R$ 40.000');
    await value.blur();
    await expect.poll(() => value.inputValue()).toBe('R$ 40.000,00');

    await simulator(page).getByRole('link', { name: 'Quero ser integrador' }).click();
    await expectPath(page, '/auth');
  });

  it('fits a phone screen', async () => {
    const page = await pages.open('mobile');
    await openFromHero(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing-simulator-mobile');
  });
});
