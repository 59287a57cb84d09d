/**
 * Step 3's financing (issue 32, part 4) on the memory backend: down payment, amount to finance
 * and installment recalculate each other, the grace moves the installment, a line that cannot
 * finance the request stops 'Próximo' at its field; the proposal is stored with the simulation
 * the server recomputed, both roles see it in the details, the admin sees when the rates changed
 * since; and 'Imprimir simulação' prints the comparison alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { quoteValidUntil } from '@solarcred/domain/credit/quote';
import { amountForInstallment } from '@solarcred/domain/credit/saved-simulation';
import { simulate, type SimulationInput } from '@solarcred/domain/credit/simulate';
import { formatBRL } from '@solarcred/domain/format';
import { formatCentavosInput, isoToDateBr } from '@solarcred/domain/masks';
import { seedCreditLineValues } from '../../web/src/backend/memory/seed-credit-lines';
import { expectPath, expectToast, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';
import { createTestFiles, type TestFiles } from './fixtures/files';
import { client, fillBanking, fillClient, fillProject, finishButton, nextButton, nextTo, openProposalWizard, stepHeading, storedProposals } from './fixtures/proposal-wizard';

const pages = usePages();
let files: TestFiles;
beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => files.remove());

const solar = seedCreditLineValues.find((line) => line.id === 'financiamento_solar_tradicional')!;
const request = (entradaCents: number, carenciaMeses = 0): SimulationInput => ({
  valorSistemaCents: 32_500_00, entradaCents, prazo: 60, carenciaMeses, borrower: 'pf', liberacao: new Date().toISOString().slice(0, 10),
});
const installmentOf = (entradaCents: number, carenciaMeses = 0) => simulate(solar, request(entradaCents, carenciaMeses)).parcelaCents;
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function reachCredit(page: Page): Promise<void> {
  await openProposalWizard(page);
  await fillClient(page, files);
  await nextTo(page, 'Dados do Projeto');
  await fillProject(page, files);
  await nextTo(page, 'Dados do Crédito');
  await field(page, 'Linha de Crédito').selectOption('financiamento_solar_tradicional');
  await field(page, 'Quantidade de Parcelas').selectOption('60');
}

describe('step 3: down payment, amount and installment', () => {
  it('recalculate each other, the grace moves the installment, and a request the line cannot finance stops Próximo', async () => {
    const page = await pages.open();
    await reachCredit(page);
    const installment = field(page, 'Parcela');
    await expect.poll(() => installment.inputValue()).toBe(formatCentavosInput(installmentOf(0)));

    await field(page, 'Entrada').fill('5000');
    await expect.poll(() => field(page, 'Valor a Financiar').inputValue()).toBe('R$ 27.500,00');
    await expect.poll(() => installment.inputValue()).toBe(formatCentavosInput(installmentOf(5_000_00)));

    await field(page, 'Valor a Financiar').fill('30.000');
    await expect.poll(() => field(page, 'Entrada').inputValue()).toBe('R$ 2.500,00');

    const wanted = installmentOf(12_500_00);
    const amount = amountForInstallment(solar, request(0), wanted) ?? 0;
    await installment.fill(formatCentavosInput(wanted));
    await expect.poll(() => field(page, 'Entrada').inputValue()).toBe(formatCentavosInput(32_500_00 - amount));
    expect(amount).toBeGreaterThanOrEqual(20_000_00);
    await installment.fill('1,00');
    await page.getByText(creditText.installmentTooLow).waitFor();
    await installment.blur();

    await field(page, 'Entrada').fill('5000');
    await field(page, 'Carência').selectOption('3');
    await expect.poll(() => installment.inputValue()).toBe(formatCentavosInput(installmentOf(5_000_00, 3)));
    await screenshot(page, 'wizard-financing');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'wizard-financing-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The seed's inactive lines are not offered.
    const offered = await field(page, 'Linha de Crédito').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const inactive = seedCreditLineValues.filter((line) => !line.ativa).map((line) => line.id);
    expect(inactive.length).toBeGreaterThan(0);
    expect(offered).toContain('busque_melhor_opcao');
    expect(offered.filter((value) => inactive.includes(value as never))).toEqual([]);
    expect(offered).toEqual(expect.arrayContaining(seedCreditLineValues.filter((line) => line.ativa).map((line) => line.id)));
    await field(page, 'Entrada').fill('32500');
    await nextButton(page).click();
    await page.getByText(creditText.downPaymentTooHigh).waitFor();
    expect(await stepHeading(page, 'Dados do Crédito').isVisible()).toBe(true);
  });

  it("'Imprimir simulação' prints the comparison alone: logo, date, request, lines and disclaimer on one A4 page, black on white in dark mode too", async () => {
    const page = await (await pages.newContext('desktop', { colorScheme: 'dark' })).newPage();
    await reachCredit(page);
    await field(page, 'Entrada').fill('5000');
    await page.getByTestId('wizard-simulation').first().waitFor();
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Imprimir simulação' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    expect(await page.getByTestId('simulation-sheet').isVisible()).toBe(false);

    await page.emulateMedia({ media: 'print' });
    const area = page.getByTestId('simulation-sheet');
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await area.getByText('Simulação de financiamento solar').waitFor();
    expect(await area.innerText()).toContain(`Emitida em ${today}`);
    expect(await area.innerText()).toContain(`Valor do sistema ${formatBRL(32_500_00)} · entrada ${formatBRL(5_000_00)} · sem carência`);
    // Whom it is for, who quotes it and how to reach them, how long it holds, and each line's rate and first due date (issue 45).
    const sheet = await area.innerText();
    expect(sheet).toContain(`Cliente: ${client.nome}`);
    expect(sheet).toContain('Integrador: Sol Nascente Energia Ltda');
    expect(sheet).toMatch(/Contato: .*integrador@solarcred\.demo/);
    expect(sheet).toContain(`Válida por 7 dias, até ${isoToDateBr(quoteValidUntil(Date.now()))}`);
    const chosen = simulate(solar, request(5_000_00));
    const solarSheet = await area.locator('[data-line="financiamento_solar_tradicional"]').innerText();
    expect(solarSheet).toContain(creditText.monthlyRate(chosen.taxaMensal));
    expect(solarSheet).toContain(creditText.firstDue(chosen.primeiroVencimento));
    // This request's last installment absorbs the rounding, so it is shown.
    const lastOfChosen = chosen.rows.at(-1)?.paymentCents ?? 0;
    expect(lastOfChosen).not.toBe(chosen.parcelaCents);
    expect(solarSheet).toContain(creditText.lastInstallment(lastOfChosen));
    expect(await area.innerText()).toContain(creditText.disclaimer);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await area.getByText('Simulação de financiamento solar').evaluate((title) => getComputedStyle(title).color)).toBe('rgb(17, 24, 39)');
    expect(await area.locator('[data-line]').count()).toBe(await page.getByTestId('wizard-simulation').count());
    expect(await page.getByRole('button', { name: 'Imprimir simulação' }).isVisible()).toBe(false);
    expect(await nextButton(page).isVisible()).toBe(false);
    expect(await field(page, 'Entrada').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });
});

describe('the proposal keeps its simulation', () => {
  it('is stored as the server recomputed it, both roles see it in the details, and the admin sees when the rates changed since', async () => {
    const { integrator, admin } = await twoPeople(pages, ['integrator', 'admin'], { mode: 'tabs' });
    await reachCredit(integrator);
    await field(integrator, 'Entrada').fill('5000');
    await field(integrator, 'Carência').selectOption('2');
    await expect.poll(() => field(integrator, 'Parcela').inputValue()).toBe(formatCentavosInput(installmentOf(5_000_00, 2)));
    await nextTo(integrator, 'Dados Bancários');
    await fillBanking(integrator, files);
    await finishButton(integrator).click();
    await expectPath(integrator, '/integrator/dashboard');

    const mine = (await storedProposals(integrator)).find((proposal) => proposal.fields['cliente_nome'] === client.nome);
    const expected = simulate(solar, request(5_000_00, 2));
    expect(mine?.fields['simulacao']).toMatchObject({
      linha: 'financiamento_solar_tradicional', escolha: 'linha', versao_taxas: 1, prazo: 60, carencia_meses: 2, entrada_centavos: 5_000_00,
      liberado_centavos: 27_500_00, parcela_centavos: expected.parcelaCents, total_pago_centavos: expected.totalPagoCents, cet_anual: expect.closeTo(expected.cetAnual, 12),
    });

    await integrator.goto(`/integrator/kanban?proposta=${mine?.id}`);
    const saved = integrator.getByTestId('saved-simulation');
    await saved.waitFor();
    expect(await saved.innerText()).toContain(creditText.installment(60, expected.parcelaCents));
    expect(await saved.innerText()).toContain(formatBRL(5_000_00));
    expect(await saved.innerText()).toContain('2 meses');
    const last = expected.rows.at(-1)?.paymentCents ?? 0;
    expect(last).not.toBe(expected.parcelaCents);
    expect(await saved.innerText()).toMatch(new RegExp(`Última parcela\\s+${formatBRL(last).replace(/[$.]/g, '\\$&')}`));

    await signInAsDemo(admin, 'Administrador', '/admin/rates');
    const line = admin.locator('[data-testid="credit-line"][data-line="financiamento_solar_tradicional"]');
    await line.getByLabel('60x').fill('1,99');
    await line.getByRole('button', { name: 'Salvar linha' }).click();
    await expectToast(admin, creditText.saved);
    // The board's old address keeps the deep link through its redirect.
    await admin.goto(`/admin/kanban?proposta=${mine?.id}`);
    await admin.waitForURL((url) => url.pathname === '/admin/proposals');
    expect(new URL(admin.url()).searchParams.get('proposta')).toBe(mine?.id);
    await admin.getByTestId('saved-simulation').waitFor();
    expect(await admin.getByTestId('saved-simulation').innerText()).toContain(creditText.installment(60, expected.parcelaCents));
    await admin.getByTestId('rates-changed').filter({ hasText: 'versão 1 → 2' }).waitFor();
    await screenshot(admin, 'details-saved-simulation', { fullPage: false });
    expect(await integrator.getByTestId('rates-changed').count()).toBe(0);
  });
});

