/**
 * 'Taxas e Linhas' (issue 32) on the memory backend: the admin sees every line with its version,
 * changes a rate (a new version, the replaced values listed under 'Alterações anteriores'), gets
 * the field's Portuguese message for bad input, and a second admin tab follows live: an untouched
 * card takes the new values, an edited one keeps its draft and says the save would be refused.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { creditLineIds } from '@solarcred/domain/credit/lines';
import { expectPath, expectToast, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();
const card = (page: Page, id: string) => page.locator(`[data-testid="credit-line"][data-line="${id}"]`);

async function openRates(page: Page): Promise<void> {
  await signInAsDemo(page, 'Administrador');
  await expectPath(page, '/admin/dashboard');
  await page.getByRole('link', { name: 'Taxas e Linhas' }).first().click();
  await expectPath(page, '/admin/rates');
  await card(page, 'credito_consignado').waitFor();
}

describe('Taxas e Linhas', () => {
  it('changes a rate as a new version, keeps the old values, and refuses bad input at the field', async () => {
    const page = await pages.open();
    await openRates(page);
    expect(await page.getByTestId('credit-line').count()).toBe(creditLineIds.length);
    const consignado = card(page, 'credito_consignado');
    await consignado.getByTestId('line-version').getByText(/^Versão 1 · alterada em /).waitFor();

    // Bad input: the field says what is wrong, nothing is saved.
    await consignado.getByLabel('12x').fill('20');
    await consignado.getByLabel('Valor mínimo financiado').fill('R$ 200.000,00');
    await consignado.getByRole('button', { name: 'Salvar linha' }).click();
    await consignado.getByText('A taxa deve estar entre 0,01% e 15% ao mês.').waitFor();
    await consignado.getByText(creditText.minAboveMax).waitFor();
    expect(await consignado.getByTestId('line-version').innerText()).toMatch(/^Versão 1/);

    await consignado.getByLabel('12x').fill('1,59');
    await consignado.getByLabel('Valor mínimo financiado').fill('R$ 2.000,00');
    await consignado.getByRole('button', { name: 'Salvar linha' }).click();
    await expectToast(page, creditText.saved);
    await consignado.getByTestId('line-version').getByText(/^Versão 2 · /).waitFor();
    expect(await consignado.getByLabel('12x').inputValue()).toBe('1,59');

    await consignado.getByRole('button', { name: 'Alterações anteriores' }).click();
    const versions = consignado.getByTestId('line-versions').getByRole('listitem');
    await versions.first().waitFor();
    expect(await versions.count()).toBe(1);
    expect(await versions.first().innerText()).toMatch(/Versão 1: de .* a .*\n?.*Ativa · 12x 1,66%/s);
    await screenshot(page, 'credit-lines-admin');
  });

  it('a second admin tab follows live; an edited card keeps its draft and warns that saving would be refused', async () => {
    const { first, second } = await twoPeople(pages, ['first', 'second'], { mode: 'tabs' });
    await openRates(first);
    await openRates(second);
    // The second admin starts editing the personal loan; the solar line stays untouched there.
    await card(second, 'emprestimo_pessoal').getByLabel('Observação interna').fill('Rascunho da segunda aba');

    for (const id of ['financiamento_solar_tradicional', 'emprestimo_pessoal']) {
      await card(first, id).getByLabel('24x').fill('2,22');
      await card(first, id).getByRole('button', { name: 'Salvar linha' }).click();
      await card(first, id).getByTestId('line-version').getByText(/^Versão 2 · /).waitFor();
    }
    // Untouched: the new values arrive.
    await expect.poll(() => card(second, 'financiamento_solar_tradicional').getByLabel('24x').inputValue()).toBe('2,22');
    // Edited: the draft stays, the warning says why saving now fails, and the server agrees.
    const edited = card(second, 'emprestimo_pessoal');
    await edited.getByText('Esta linha foi alterada por outra pessoa enquanto você editava.', { exact: false }).waitFor();
    expect(await edited.getByLabel('Observação interna').inputValue()).toBe('Rascunho da segunda aba');
    await edited.getByRole('button', { name: 'Salvar linha' }).click();
    await expectToast(second, creditText.stale);
    await edited.getByRole('button', { name: 'Recarregar valores' }).click();
    expect(await edited.getByLabel('24x').inputValue()).toBe('2,22');
  });

  it('fits a phone screen', async () => {
    const page = await pages.open('mobile');
    await signInAsDemo(page, 'Administrador', '/admin/rates');
    await card(page, 'credito_consignado').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'credit-lines-mobile');
  });
});
