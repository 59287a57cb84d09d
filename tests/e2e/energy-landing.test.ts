/**
 * The landing's simulator with the optional 'Valor da conta de luz' (issue 49) on the memory
 * backend: no savings until a bill value is typed; then every line shows 'Economia estimada'
 * beside its 'Parcela', with their ratio and the flag where the installment passes the savings by
 * more than the admin's margin (the demo's settings are the defaults). The bill reader never loads
 * on the landing. 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compareLines } from '@solarcred/domain/credit/simulate';
import { installmentRatio, quickSavings } from '@solarcred/domain/energy/analysis';
import { energyText } from '@solarcred/domain/energy/energy-text';
import { defaultEnergySettings } from '@solarcred/domain/energy/settings-public';
import { seedCreditLineValues } from '../../web/src/backend/memory/seed-credit-lines';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const simulator = (page: Page) => page.getByTestId('simulator');
const options = (page: Page) => simulator(page).getByTestId('simulation-option');

/** The default case of the simulator: R$ 30.000,00, R$ 5.000,00 down, 60x, pessoa física. */
const comparison = () =>
  compareLines(seedCreditLineValues.filter((line) => line.ativa), {
    valorSistemaCents: 30_000_00, entradaCents: 5_000_00, prazo: 60, carenciaMeses: 0, borrower: 'pf', liberacao: new Date().toISOString().slice(0, 10),
  });

/** What each line's card must say for a bill of `contaCentavos` in `uf`. */
function expectedCards(contaCentavos: number, uf: string) {
  const settings = defaultEnergySettings();
  const savings = quickSavings({ contaCentavos, uf, settings, prazo: 60, now: Date.now() });
  if (!savings) throw new Error('no savings for the test bill');
  return comparison().options.map((option) => ({
    linha: option.linha,
    texts: [energyText.perMonth(savings.economiaMediaCents), energyText.perMonth(option.parcelaCents), energyText.ratio(installmentRatio(option.parcelaCents, savings.economiaMediaCents))],
    flagged: option.parcelaCents > savings.economiaMediaCents * (1 + settings.margem_parcela_pct / 100),
  }));
}

async function expectCards(page: Page, contaCentavos: number, uf: string) {
  const cards = expectedCards(contaCentavos, uf);
  for (const card of cards) {
    const option = simulator(page).locator(`[data-testid="simulation-option"][data-line="${card.linha}"]`);
    await expect.poll(() => option.innerText()).toContain(card.texts[0]);
    const text = await option.innerText();
    expect(text).toContain(energyText.savingsLabel);
    expect(text).toContain(energyText.installmentLabel);
    for (const part of card.texts) expect(text).toContain(part);
    expect(text.includes(energyText.aboveMarginFlag)).toBe(card.flagged);
  }
  return cards;
}

describe('landing simulator: savings beside the installment', () => {
  it("an optional bill value gives 'Economia estimada' beside every 'Parcela', the ratio and the flag", async () => {
    const page = await pages.open();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/#simulador');
    await options(page).first().waitFor();
    expect(await simulator(page).getByTestId('simulation-savings').count()).toBe(0);
    // The bill reader never comes with the landing or the simulator (the demo's backend brings the
    // energy math with it, so the production build's budgets test checks the chunks instead).
    expect(requested.filter((path) => /\/assets\/(read-bill|pdfjs|unpdf)/.test(path))).toEqual([]);

    const bill = simulator(page).getByLabel(energyText.landingBillLabel);
    await simulator(page).getByLabel(energyText.landingUfLabel).selectOption('MG');
    // A large bill: the savings pass every installment, nothing flagged.
    await bill.fill('R$ 2.000,00');
    const large = await expectCards(page, 2_000_00, 'MG');
    expect(large.some((card) => card.flagged)).toBe(false);
    expect(await simulator(page).getByTestId('simulation-savings').count()).toBe(large.length);
    await screenshot(page, 'energy-landing-1280');

    // A small bill: the installments pass the savings beyond the margin, flagged.
    await bill.fill('R$ 150,00');
    const small = await expectCards(page, 150_00, 'MG');
    expect(small.every((card) => card.flagged)).toBe(true);

    // A value no bill could have: said, no number shown.
    await bill.fill('R$ 0,10');
    await simulator(page).getByText(energyText.landingBillImplausible).waitFor();
    expect(await simulator(page).getByTestId('simulation-savings').count()).toBe(0);
    expect(requested.filter((path) => /\/assets\/(read-bill|pdfjs|unpdf)/.test(path))).toEqual([]);

    // A phone: the two figures side by side without sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await bill.fill('R$ 600,00');
    await expectCards(page, 600_00, 'MG');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'energy-landing-390');
  });
});
