/**
 * A customer's energy bill on the link (issue 49), on the memory backend, two people in two tabs:
 * the customer, on a phone, picks a PDF bill (generated in the distributor's layout, no real bill);
 * the page reads it (the reader's code arrives only then) and shows its figures marked 'lido da
 * conta', with the alert lenders ask about; an edited field loses its mark. Submitted, the
 * integrator completes the draft: the wizard's 'Conta de luz' holds the customer's figures with
 * their marks, the proposal stores them (conta_luz) and its analysis (energia), and the customer's
 * open page then shows 'Economia estimada' beside 'Parcela' without a reload.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { customerLinkText as text } from '../../domain/src/customer-link/texts';
import { energyText } from '../../domain/src/energy/energy-text';
import type { BillFacts, EnergyAnalysis } from '../../domain/src/energy/types';
import { makeBillPdf, sampleBill } from '../fixtures/bills/make-bill';
import { expectToast, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { blocking, report, scanPage } from './support/axe';
import { twoPeople } from './support/two-people';
import { createTestFiles } from './fixtures/files';
import { tickTerms } from './fixtures/consent';
import { client, fillBanking, fillClient, fillProject, finishButton, nextTo, stepHeading, storedProposals } from './fixtures/proposal-wizard';
import { answerCep, field } from './fixtures/wizard';

const pages = usePages();
const files = createTestFiles();
afterAll(() => files.remove());

const marked = (label: string) => `${label} · ${energyText.readFromBill}`;

describe("the customer's bill on the link", () => {
  it('read on the phone with its marks, carried into the wizard and the proposal; the savings reach the customer live', async () => {
    const { integrator, customer } = await twoPeople(pages, ['integrator', 'customer'], { mode: 'tabs' });
    await signInAsDemo(integrator, 'Integrador aprovado', '/integrator/generate-link');
    await integrator.getByLabel(/Nome do cliente/).fill(client.nome);
    await integrator.getByLabel(/Telefone ou e-mail do cliente/).fill('(11) 98765-4321');
    await integrator.getByRole('button', { name: 'Gerar link' }).click();
    const path = new URL(await integrator.getByRole('textbox', { name: text.generated }).inputValue()).pathname;

    await customer.setViewportSize({ width: 390, height: 844 });
    const requested: string[] = [];
    customer.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await customer.goto(path);
    await customer.getByText(text.consentTitle).waitFor();
    await fillClient(customer, files);
    // The page loaded without the reader.
    expect(requested.filter((url) => /\/assets\/(read-bill|pdfjs|unpdf)/.test(url))).toEqual([]);

    // A CPFL Paulista bill in another holder's name.
    const bill = sampleBill('cpfl_paulista');
    const pdf = await makeBillPdf('cpfl_paulista');
    await field(customer, 'Fatura de Energia').setInputFiles({ name: 'conta-cpfl.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    const facts = customer.getByTestId('customer-bill-facts');
    await facts.waitFor();
    expect(requested.filter((url) => /\/assets\/(read-bill|pdfjs|unpdf)/.test(url)).length).toBeGreaterThan(0);
    expect(await facts.getByLabel(marked(energyText.billFields.titular)).inputValue()).toBe(bill.titular);
    expect(await facts.getByLabel(marked(energyText.billFields.uc)).inputValue()).toBe(bill.uc);
    expect(await facts.getByLabel(marked(energyText.billFields.distribuidora)).inputValue()).toBe('cpfl_paulista');
    const average = Math.round(bill.consumoKwh.reduce((a, b) => a + b, 0) / bill.consumoKwh.length);
    expect(await facts.getByLabel(marked(energyText.customerConsumptionLabel)).inputValue()).toBe(String(average));
    await facts.getByText(energyText.billAlert.titular_diferente).waitFor();
    // The customer corrects the installation number: that field loses its mark, the others keep theirs.
    const uc = '3009998887';
    await facts.getByLabel(marked(energyText.billFields.uc)).fill(uc);
    expect(await facts.getByLabel(energyText.billFields.uc, { exact: true }).inputValue()).toBe(uc);
    await facts.getByLabel(marked(energyText.billFields.titular)).waitFor();
    await customer.getByRole('button', { name: 'Remover conta-cpfl.pdf' }).waitFor();
    expect(report(blocking(await scanPage(customer)))).toBe('');
    await screenshot(customer, 'energy-customer-bill-390');

    // A reload keeps the figures (the browser's draft), marks included.
    await customer.reload();
    await customer.getByText(text.draftRestored).waitFor();
    expect(await customer.getByTestId('customer-bill-facts').getByLabel(energyText.billFields.uc, { exact: true }).inputValue()).toBe(uc);
    expect(await customer.getByTestId('customer-bill-facts').getByLabel(marked(energyText.billFields.titular)).inputValue()).toBe(bill.titular);

    await fillBanking(customer, files);
    await customer.getByText('Li e concordo com o uso dos meus dados para a análise de crédito').click();
    await tickTerms(customer);
    await customer.getByRole('button', { name: text.submit }).click();
    await customer.getByText(text.doneTitle).waitFor();
    const drafts = await customer.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['rascunhos_cliente'] ?? {}));
    const sent = (drafts[0] as { dados?: { contaLuz?: BillFacts } } | undefined)?.dados?.contaLuz;
    expect(sent?.titular).toBe(bill.titular);
    expect(sent?.uc).toBe(uc);
    expect(sent?.lidos).toContain('titular');
    expect(sent?.lidos).not.toContain('uc');

    // The integrator completes the draft: the wizard's 'Conta de luz' holds the customer's figures.
    await integrator.getByRole('navigation').getByRole('link', { name: 'Subir Proposta' }).first().click();
    const draftList = integrator.getByRole('region', { name: text.draftsTitle });
    await draftList.getByRole('listitem', { name: client.nome }).getByRole('button', { name: text.complete }).click();
    await stepHeading(integrator, 'Dados do Projeto').waitFor();
    await answerCep(integrator, 'abort');
    await expect.poll(() => integrator.getByLabel(energyText.billFields.titular).inputValue()).toBe(bill.titular);
    expect(await integrator.getByLabel(energyText.billFields.uc).inputValue()).toBe(uc);
    expect(await integrator.getByTestId('read-from-bill').count()).toBeGreaterThan(0);
    await screenshot(integrator, 'energy-customer-wizard-1280');
    await fillProject(integrator, files, { bill: false });
    await nextTo(integrator, 'Dados do Crédito');
    await nextTo(integrator, 'Dados Bancários');
    await finishButton(integrator).click();
    await expectToast(integrator, 'Proposta enviada com sucesso!');
    const created = (await storedProposals(integrator)).find((proposal) => proposal.fields['cliente_nome'] === client.nome);
    const stored = created?.fields['conta_luz'] as BillFacts | undefined;
    expect(stored?.titular).toBe(bill.titular);
    expect(stored?.uc).toBe(uc);
    const energia = created?.fields['energia'] as EnergyAnalysis | null | undefined;
    if (!energia) throw new Error('the proposal stored no energy analysis');

    // The customer's open page hears it: 'Economia estimada' beside 'Parcela'.
    const savings = customer.getByTestId('customer-savings');
    await savings.waitFor();
    const shown = await savings.innerText();
    expect(shown).toContain(energyText.savingsLabel);
    expect(shown).toContain(energyText.perMonth(energia.economia_media_centavos));
    expect(shown).toContain(energyText.installmentLabel);
    expect(shown).toContain(energyText.perMonth(energia.parcela_centavos));
    expect(shown).toContain(energyText.ratio(energia.razao));
    expect(shown).not.toContain(energyText.aboveMarginFlag);
    expect(report(blocking(await scanPage(customer)))).toBe('');
    await screenshot(customer, 'energy-customer-savings-390');
  });
});
