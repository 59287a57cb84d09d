/**
 * Step 3 of 'Subir Proposta' compares the credit lines (issue 32, first part) on the memory
 * backend: the system value of step 2, the chosen term, every active line's installment and CET,
 * the lowest CET first; the chosen line is marked; and a rate an admin changes in another tab
 * reaches the open wizard live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditText } from '@solarcred/domain/credit/credit-text';
import { compareLines } from '@solarcred/domain/credit/simulate';
import { seedCreditLineValues } from '../../web/src/backend/memory/seed-credit-lines';
import { expectToast, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';
import { createTestFiles, type TestFiles } from './fixtures/files';
import { fillClient, fillProject, nextTo, openProposalWizard } from './fixtures/proposal-wizard';

const pages = usePages();
let files: TestFiles;
beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => files.remove());

const systemValue = 32_500_00;
const today = () => new Date().toISOString().slice(0, 10);

describe('step 3 compares the credit lines', () => {
  it('lists every active line by CET for the value and term, marks the chosen line, and follows a rate change live', async () => {
    const { integrator, admin } = await twoPeople(pages, ['integrator', 'admin'], { mode: 'tabs' });
    await openProposalWizard(integrator);
    await fillClient(integrator, files);
    await nextTo(integrator, 'Dados do Projeto');
    await fillProject(integrator, files);
    await nextTo(integrator, 'Dados do Crédito');

    const options = integrator.getByTestId('wizard-simulation');
    await options.first().waitFor();
    const active = seedCreditLineValues.filter((line) => line.ativa);
    const expected = compareLines(active, { valorSistemaCents: systemValue, entradaCents: 0, prazo: 12, carenciaMeses: 0, borrower: 'pf', liberacao: today() });
    expect(await options.evaluateAll((items) => items.map((item) => item.getAttribute('data-line')))).toEqual(expected.options.map((option) => option.linha));
    expect(await options.first().innerText()).toContain(creditText.cheapest);
    expect(await options.first().innerText()).toContain(creditText.installment(12, expected.options[0]?.parcelaCents ?? 0));

    // A longer term: lines that do not offer it say so.
    await integrator.getByLabel(/Quantidade de Parcelas/).selectOption('120');
    await integrator.getByTestId('wizard-simulation-refused').filter({ hasText: `Crédito Consignado: ${creditText.termNotOffered}` }).waitFor();
    await integrator.getByLabel(/Quantidade de Parcelas/).selectOption('12');

    await integrator.getByLabel(/Linha de Crédito/).selectOption('credito_consignado');
    await integrator.locator('[data-testid="wizard-simulation"][data-line="credito_consignado"]').getByText('Linha escolhida').waitFor();
    await screenshot(integrator, 'wizard-comparison');

    // The admin makes the personal loan the cheapest at 12x: the open wizard follows.
    await signInAsDemo(admin, 'Administrador', '/admin/rates');
    const personal = admin.locator('[data-testid="credit-line"][data-line="emprestimo_pessoal"]');
    await personal.getByLabel('12x').fill('0,5');
    await personal.getByRole('button', { name: 'Salvar linha' }).click();
    await expectToast(admin, creditText.saved);
    const changed = active.map((line) => (line.id === 'emprestimo_pessoal' ? { ...line, taxas: { ...line.taxas, '12': 0.5 } } : line));
    const after = compareLines(changed, { valorSistemaCents: systemValue, entradaCents: 0, prazo: 12, carenciaMeses: 0, borrower: 'pf', liberacao: today() });
    await expect.poll(() => options.first().getAttribute('data-line')).toBe('emprestimo_pessoal');
    expect(await options.first().innerText()).toContain(creditText.installment(12, after.options[0]?.parcelaCents ?? 0));
  });
});
