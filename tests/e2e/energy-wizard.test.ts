/**
 * Issue 49 in the integrator's wizard (memory backend): a generated bill PDF picked on step 2 is
 * read at once — the bill's facts and the project's address fill, each marked 'lido da conta'
 * until edited, with the lenders' alert for another holder; 'Usar sugestão' writes the suggested
 * size and generation; step 3 shows 'Economia estimada' beside every line's installment (on screen
 * and on the printable sheet) and the month-by-month bills on demand; the stored proposal has the
 * bill's facts and the server's analysis. An image-only bill says so, and typing works.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { BillFacts, EnergyAnalysis } from '@solarcred/domain/energy/types';
import type { SavedSimulation } from '@solarcred/domain/credit/saved-simulation';
import { maskCep } from '@solarcred/domain/masks';
import { makeBillPdf, sampleBill } from '../fixtures/bills/make-bill';
import { screenshot, usePages } from './support/browser';
import { blocking, report, scanPage } from './support/axe';
import { createTestFiles, type TestFiles } from './fixtures/files';
import { fillBanking, fillClient, finishButton, nextTo, openProposalWizard, storedProposals } from './fixtures/proposal-wizard';
import { answerCep, field } from './fixtures/wizard';

const pages = usePages();
let files: TestFiles;
let dir: string;
const bills: Record<string, string> = {};

beforeAll(async () => {
  files = createTestFiles();
  dir = mkdtempSync(join(tmpdir(), 'energy-wizard-'));
  const write = (name: string, bytes: Uint8Array) => {
    bills[name] = join(dir, name);
    writeFileSync(bills[name], bytes);
  };
  write('conta-cpfl.pdf', await makeBillPdf('cpfl_paulista'));
  write('conta-escaneada.pdf', await makeBillPdf('cpfl_paulista', {}, { imageOnly: true }));
});
afterAll(() => {
  files.remove();
  rmSync(dir, { recursive: true, force: true });
});

const sample = sampleBill('cpfl_paulista');
/** A bill field's frame (its label carries the badge). */
const frameOf = (page: Page, label: string): Locator => page.getByTestId('bill-fields').locator('[data-part="root"]').filter({ has: page.getByText(label, { exact: true }) });
const badgeIn = (frame: Locator) => frame.getByTestId('read-from-bill');

/** Step 2's equipment and money, leaving the size to the bill's suggestion. */
async function fillEquipment(page: Page): Promise<void> {
  await field(page, 'Marca do Microinversor').fill('Hoymiles');
  await field(page, 'Marca dos Módulos').fill('Canadian Solar');
  await field(page, 'Valor do Kit Fotovoltaico').fill('21000');
  await field(page, 'Valor do Sistema').fill('R$ 32.500,00');
  await field(page, 'Distribuidor Escolhido').fill('Aldo Solar');
}

describe('the energy bill in the wizard', () => {
  it('a picked bill fills the fields with the badge, sizes the system, puts the savings beside every installment and is stored with the analysis', async () => {
    const page = await pages.open();
    await openProposalWizard(page);
    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await answerCep(page, 'abort');

    await field(page, 'Fatura de Energia').setInputFiles(bills['conta-cpfl.pdf']!);
    await page.getByTestId('bill-read-status').getByText(energyText.billReadDone).waitFor();
    // The facts and the project's address, as the bill prints them.
    expect(await frameOf(page, energyText.billFields.titular).locator('input').inputValue()).toBe(sample.titular);
    expect(await frameOf(page, energyText.billFields.uc).locator('input').inputValue()).toBe(sample.uc);
    expect(await frameOf(page, energyText.billFields.distribuidora).locator('select').inputValue()).toBe('cpfl_paulista');
    expect(await frameOf(page, energyText.billFields.ligacao).locator('select').inputValue()).toBe(sample.ligacao);
    expect(await frameOf(page, energyText.billFields.tarifa_reais_kwh).locator('input').inputValue()).toBe(String(sample.tarifaReaisKwh).replace('.', ','));
    expect(await frameOf(page, energyText.billFields.mes_referencia).locator('input').inputValue()).toBe(sample.mesReferencia);
    const months = page.getByTestId('bill-fields').locator('input[name^="contaLuz.consumo_kwh."]');
    expect(await months.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter(Boolean).map(Number))).toEqual(sample.consumoKwh);
    expect(await field(page, 'CEP').inputValue()).toBe(maskCep(sample.cep));
    expect(await field(page, 'Logradouro').inputValue()).toBe(sample.logradouro);
    expect(await field(page, 'Cidade').inputValue()).toBe(sample.cidade);
    await page.getByTestId('address-read-from-bill').waitFor();
    for (const label of [energyText.billFields.titular, energyText.billFields.uc, energyText.billFields.tarifa_reais_kwh, energyText.billFields.consumo_kwh]) {
      expect(await badgeIn(frameOf(page, label)).count(), label).toBe(1);
    }
    // The client is someone else: the lenders will ask.
    await page.getByTestId('bill-alerts').getByText(energyText.billAlert.titular_diferente).waitFor();

    // The holder typed as the client's name: no longer another person's bill.
    await frameOf(page, energyText.billFields.titular).locator('input').fill('João P. da Silva');
    expect(await page.getByTestId('bill-alerts').count()).toBe(0);
    // An edit drops that field's mark, not the others'.
    await frameOf(page, energyText.billFields.titular).locator('input').fill('Fernanda Ribeiro Lima Souza');
    await page.getByTestId('bill-alerts').getByText(energyText.billAlert.titular_diferente).waitFor();
    expect(await badgeIn(frameOf(page, energyText.billFields.titular)).count()).toBe(0);
    expect(await badgeIn(frameOf(page, energyText.billFields.uc)).count()).toBe(1);

    // The suggestion fills the quoted size and generation.
    const panel = page.getByTestId('sizing-panel');
    const suggested = (await panel.getByTestId('sizing-kwp').innerText()).replace(/\s*kWp$/, '');
    const generation = (await panel.getByTestId('sizing-generation').innerText()).replace(/\D/g, '');
    await panel.getByRole('button', { name: energyText.useSuggestion }).click();
    expect(await field(page, 'Potência (kWp)').inputValue()).toBe(suggested);
    expect(await field(page, 'Geração Mensal (kWh)').inputValue()).toBe(generation);
    await fillEquipment(page);
    // The read bill's fields, badges, alert and sizing panel, then step 3's savings and table: WCAG 2.1 AA.
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'energy-wizard-step2', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'energy-wizard-step2-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await nextTo(page, 'Dados do Crédito');
    await field(page, 'Linha de Crédito').selectOption('financiamento_solar_tradicional');
    await field(page, 'Quantidade de Parcelas').selectOption('60');
    const lines = page.getByTestId('wizard-simulation');
    await lines.first().waitFor();
    const lineCount = await lines.count();
    expect(lineCount).toBeGreaterThan(1);
    // Beside EVERY line's installment: savings, installment, ratio — on screen and on the printable sheet.
    expect(await page.getByTestId('wizard-simulation-energy').count()).toBe(lineCount);
    expect(await page.getByTestId('sheet-simulation-energy').count()).toBe(lineCount);
    for (const line of await lines.all()) {
      const installment = await line.getByTestId('wizard-simulation-energy-installment').innerText();
      expect(await line.innerText()).toContain(installment.replace('/mês', ''));
      await line.getByTestId('wizard-simulation-energy-savings').getByText(/R\$/).waitFor();
      await line.getByTestId('wizard-simulation-energy-ratio').getByText(/Parcela ÷ economia: \d+,\d\d/).waitFor();
    }
    // The month-by-month bills, on demand: one row per installment month.
    await page.getByRole('button', { name: energyText.monthlyShow }).click();
    expect(await page.getByTestId('monthly-bills').locator('tbody tr').count()).toBe(60);
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, 'energy-wizard-step3', { fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the columns scroll sideways; the caption stays whole on screen.
    const caption = await page.getByText(energyText.monthlyCaption(60), { exact: true }).boundingBox();
    expect((caption?.x ?? 0) + (caption?.width ?? Infinity)).toBeLessThanOrEqual(390);
    await screenshot(page, 'energy-wizard-step3-390', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    const chosen = page.locator('[data-testid="wizard-simulation"][data-line="financiamento_solar_tradicional"]');
    const shownSavings = await chosen.getByTestId('wizard-simulation-energy-savings').innerText();
    const flagged = await chosen.getByTestId('wizard-simulation-energy-flag').count();

    await nextTo(page, 'Dados Bancários');
    await fillBanking(page, files);
    await finishButton(page).click();
    await page.waitForURL(/\/integrator\/dashboard/);

    const stored = (await storedProposals(page)).find((proposal) => proposal.fields['cliente_nome'] === 'João Pereira da Silva' && proposal.fields['conta_luz']);
    expect(stored).toBeDefined();
    const conta = stored!.fields['conta_luz'] as BillFacts;
    expect(conta).toMatchObject({ distribuidora: 'cpfl_paulista', titular: 'Fernanda Ribeiro Lima Souza', uc: sample.uc, consumo_kwh: sample.consumoKwh, tarifa_reais_kwh: sample.tarifaReaisKwh });
    expect(conta.lidos).toContain('uc');
    expect(conta.lidos).not.toContain('titular');
    expect(conta.alertas).toEqual(['titular_diferente']);
    const energia = stored!.fields['energia'] as EnergyAnalysis;
    const simulacao = stored!.fields['simulacao'] as SavedSimulation;
    expect(energia.parcela_centavos).toBe(simulacao.parcela_centavos);
    expect(energyText.kwp(energia.kwp_usado)).toBe(`${suggested} kWp`);
    expect(energia.kwp_usado).toBe(energia.kwp_sugerido);
    expect(energyText.perMonth(energia.economia_media_centavos)).toBe(shownSavings);
    // The risk flag on step 3 is the stored one (this installment passes the savings by more than the default 10 %).
    expect(energia.acima_da_margem).toBe(true);
    expect(flagged).toBe(1);
  });

  it('an image-only bill says so, and the facts typed by hand size the system (390 px, dark)', async () => {
    const page = await (await pages.newContext('mobile', { colorScheme: 'dark' })).newPage();
    await openProposalWizard(page);
    await fillClient(page, files);
    await nextTo(page, 'Dados do Projeto');
    await field(page, 'Fatura de Energia').setInputFiles(bills['conta-escaneada.pdf']!);
    const error = page.getByTestId('bill-read-error');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/imagem/i);
    expect(await page.getByTestId('read-from-bill').count()).toBe(0);

    await frameOf(page, energyText.billFields.distribuidora).locator('select').selectOption('cpfl_paulista');
    await page.getByLabel(energyText.consumptionMonth(0, null)).fill('450');
    await field(page, 'Cidade').fill('Campinas');
    await field(page, 'Estado').selectOption('SP');
    await page.getByTestId('sizing-panel').getByRole('button', { name: energyText.useSuggestion }).waitFor();
    expect(await page.getByTestId('read-from-bill').count()).toBe(0);
    await screenshot(page, 'energy-wizard-typed-390', { fullPage: true });
  });
});
