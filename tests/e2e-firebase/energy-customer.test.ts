/**
 * A customer's energy bill on the link (issue 49) through the real callables, triggers and rules:
 * the customer, with no account, picks a PDF bill (generated in CPFL Paulista's layout) and the
 * page reads it in the browser and shows its figures marked 'lido da conta' (the upload itself
 * cannot reach Storage here, no Storage emulator, so the submission goes through the callable as
 * the page sends it, with the figures the page kept). The integrator completes the draft: the
 * wizard's 'Conta de luz' holds them; createProposal stores conta_luz and energia; the trigger
 * rewrites the customer's live view, whose open page then shows 'Economia estimada' beside 'Parcela'.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { energyText } from '@solarcred/domain/energy/energy-text';
import type { BillFacts, EnergyAnalysis } from '@solarcred/domain/energy/types';
import { proposalFormValues } from '@solarcred/domain/test-fixtures';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { callFunction, resultOf } from '../functions/callables';
import { db } from '../functions/firestore-admin';
import { makeBillPdf, sampleBill } from '../fixtures/bills/make-bill';
import { createTestFiles } from '../e2e/fixtures/files';
import { fillProject, finishButton, nextTo, stepHeading } from '../e2e/fixtures/proposal-wizard';
import { answerCep, field } from '../e2e/fixtures/wizard';
import { expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { recordLatency } from './support/latency';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

const files = createTestFiles();
afterAll(() => files.remove());

const marked = (label: string) => `${label} · ${energyText.readFromBill}`;

describe.skipIf(!hasAuth || !hasFirestore || hasStorage)("the customer's bill on the link, on the Firebase adapter (emulators)", () => {
  const people = peoplePerTest();

  it('read in the browser, carried by the draft into the wizard and the proposal; the savings reach the open page', async () => {
    const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await integrator.goto('/integrator/generate-link');
    const name = `Cliente Conta ${Date.now()}`;
    await integrator.getByLabel(/Nome do cliente/).fill(name);
    await integrator.getByLabel(/Telefone ou e-mail do cliente/).fill('conta@exemplo.com.br');
    await integrator.getByRole('button', { name: 'Gerar link' }).click();
    const generated = integrator.getByRole('textbox', { name: text.generated });
    await generated.waitFor({ timeout: budgets.callableMs });
    const url = new URL(await generated.inputValue());
    const token = url.pathname.slice('/c/'.length);

    const customer = await people.anonymous();
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.goto(url.pathname);
    await customer.getByText(text.consentTitle).waitFor({ timeout: budgets.callableMs });
    await field(customer, 'Nome Completo').fill(name);
    const bill = sampleBill('cpfl_paulista');
    await field(customer, 'Fatura de Energia').setInputFiles({ name: 'conta-cpfl.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await makeBillPdf('cpfl_paulista')) });
    const facts = customer.getByTestId('customer-bill-facts');
    await facts.waitFor({ timeout: budgets.actionMs });
    expect(await facts.getByLabel(marked(energyText.billFields.titular)).inputValue()).toBe(bill.titular);
    expect(await facts.getByLabel(marked(energyText.billFields.uc)).inputValue()).toBe(bill.uc);
    await screenshot(customer, 'energy-customer-firebase-bill-390');

    // What the page keeps and sends: its draft's figures, with the file paths the upload would give.
    const kept = await customer.evaluate(() => JSON.parse(localStorage.getItem('solarcred_cliente_rascunho') ?? 'null') as { values?: { contaLuz?: BillFacts } } | null);
    const contaLuz = kept?.values?.contaLuz;
    if (!contaLuz) throw new Error("the customer's page kept no bill figures");
    expect(contaLuz.lidos).toContain('titular');
    const view = resultOf(await callFunction('openCustomerLink', { token })) as { pasta: string };
    const v = proposalFormValues();
    const dados = {
      clientData: { ...v.clientData, nomeCompleto: name, anexoRgCpf: `${view.pasta}/anexo_rg_cpf_1773150000000.pdf` },
      anexoFaturaEnergia: `${view.pasta}/anexo_fatura_energia_1773150000000.pdf`,
      contaLuz,
      bankingData: { ...v.bankingData, anexoHolerite: `${view.pasta}/anexo_holerite_1773150000000.pdf` },
    };
    expect(resultOf(await callFunction('submitCustomerApplication', { token, dados, aceite: true }))).toEqual({ ok: true });
    await customer.getByText(text.progressHelp.recebida).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });

    // The integrator completes the draft: the wizard's 'Conta de luz' holds the customer's figures.
    await integrator.goto('/integrator/submit-proposal');
    await integrator.getByRole('region', { name: text.draftsTitle }).getByRole('listitem', { name }).getByRole('button', { name: text.complete }).click();
    await stepHeading(integrator, 'Dados do Projeto').waitFor();
    await answerCep(integrator, 'abort');
    await expect.poll(() => integrator.getByLabel(energyText.billFields.titular).inputValue()).toBe(bill.titular);
    expect(await integrator.getByLabel(energyText.billFields.uc).inputValue()).toBe(bill.uc);
    expect(await integrator.getByTestId('read-from-bill').count()).toBeGreaterThan(0);
    await fillProject(integrator, files, { bill: false });
    await nextTo(integrator, 'Dados do Crédito');
    await nextTo(integrator, 'Dados Bancários');
    await finishButton(integrator).click();
    const sentAt = Date.now();
    await expectToast(integrator, 'Proposta enviada com sucesso!');

    // Stored by createProposal: the figures and the analysis.
    const link = (await db().collection('links_cliente').where('cliente_nome', '==', name).limit(1).get()).docs[0];
    const proposalId = String(link?.get('proposta_id') ?? '');
    const stored = (await db().doc(`propostas/${proposalId}`).get()).data() as { conta_luz?: BillFacts; energia?: EnergyAnalysis | null } | undefined;
    expect(stored?.conta_luz?.titular).toBe(bill.titular);
    expect(stored?.conta_luz?.uc).toBe(bill.uc);
    const energia = stored?.energia;
    if (!energia) throw new Error('the proposal stored no energy analysis');

    // The trigger rewrote the customer's view: 'Economia estimada' beside 'Parcela', live.
    const savings = customer.getByTestId('customer-savings');
    await savings.waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    recordLatency('proposal with energia sent → the customer’s open page shows the savings', Date.now() - sentAt);
    const shown = await savings.innerText();
    expect(shown).toContain(energyText.perMonth(energia.economia_media_centavos));
    expect(shown).toContain(energyText.perMonth(energia.parcela_centavos));
    expect(shown).toContain(energyText.ratio(energia.razao));
    expect(shown).not.toContain(energyText.aboveMarginFlag);
    await screenshot(customer, 'energy-customer-firebase-savings-390');
  });
});
