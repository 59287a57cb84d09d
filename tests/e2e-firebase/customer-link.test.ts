/**
 * The customer link (issue 28) through the real callables and rules: the integrator generates a
 * link; the customer, with no account, opens it in a browser of their own and sees the form; a
 * file they pick cannot reach Storage here (no Storage emulator), and they are told within the
 * stall limit. Their submission then goes through the callable as their page sends it (the paths
 * in the folder the link reserved); the integrator's list turns 'Preenchido' live, 'Subir
 * Proposta' offers the draft, and the proposal is created from it; the customer's open page follows
 * it, its items and a revocation without a reload (issue 45).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { transfers } from '@solarcred/domain/constants';
import { customerLinkText as text } from '@solarcred/domain/customer-link/texts';
import { transfersText } from '@solarcred/domain/messages';
import { pendingItemsText } from '@solarcred/domain/pending-items-text';
import { proposalFormValues } from '@solarcred/domain/test-fixtures';
import { budgets } from '../budgets';
import { hasAuth, hasFirestore, hasStorage } from '../emulator-env';
import { callFunction, resultOf } from '../functions/callables';
import { createTestFiles } from '../e2e/fixtures/files';
import { field } from '../e2e/fixtures/wizard';
import { fillProject, finishButton, nextTo, stepHeading } from '../e2e/fixtures/proposal-wizard';
import { answerCep } from '../e2e/fixtures/wizard';
import { expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { recordLatency } from './support/latency';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

const files = createTestFiles();
afterAll(() => files.remove());

describe.skipIf(!hasAuth || !hasFirestore || hasStorage)('customer link on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('generate, the customer opens it without an account, the draft reaches the integrator live and becomes a proposal', async () => {
    const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await integrator.goto('/integrator/generate-link');
    const name = `Cliente Link ${Date.now()}`;
    await integrator.getByLabel(/Nome do cliente/).fill(name);
    await integrator.getByLabel(/Telefone ou e-mail do cliente/).fill('cliente@exemplo.com.br');
    await integrator.getByRole('button', { name: 'Gerar link' }).click();
    // The link shows once createCustomerLink has answered.
    const generated = integrator.getByRole('textbox', { name: text.generated });
    await generated.waitFor({ timeout: budgets.callableMs });
    const url = new URL(await generated.inputValue());
    const token = url.pathname.slice('/c/'.length);
    const row = integrator.getByRole('listitem', { name });
    await expect.poll(() => row.innerText(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toContain('Aberto');
    await screenshot(integrator, 'customer-link-firebase-generated');

    // The customer: no account; a file cannot reach Storage here, and they are told in time.
    const customer = await people.anonymous();
    await customer.goto(url.pathname);
    // The form shows once openCustomerLink has answered.
    await customer.getByText(text.consentTitle).waitFor({ timeout: budgets.callableMs });
    // Three files picked together: one message, within the stall limit, that sending files is unavailable (issue 45).
    const started = Date.now();
    await field(customer, 'RG/CPF do Cliente').setInputFiles(files.pdf('rg.pdf'));
    await field(customer, 'Fatura de Energia').setInputFiles(files.pdf('fatura.pdf'));
    await field(customer, 'Holerite ou Comprovante de Renda').setInputFiles(files.pdf('holerite.pdf'));
    // The page's own deadline is the stall limit (asserted below); the wait gives it the time to show it.
    await customer.getByText(transfersText.unavailable).first().waitFor({ timeout: transfers.uploadStallMs + budgets.actionMs });
    const toldAfterMs = Date.now() - started;
    recordLatency('customer link upload without Storage → the customer is told', toldAfterMs);
    expect(toldAfterMs).toBeLessThan(transfers.uploadStallMs);
    await expect.poll(() => customer.locator('progress').count(), { timeout: transfers.uploadStallMs + budgets.actionMs }).toBe(0);
    expect(await customer.getByText(transfersText.unavailable).count()).toBe(1);
    expect(await customer.getByRole('button', { name: 'Remover rg.pdf' }).count()).toBe(1);
    await screenshot(customer, 'customer-link-firebase-upload-failed');

    // What the page sends once the files are up: the paths in the link's reserved folder.
    const view = resultOf(await callFunction('openCustomerLink', { token })) as { pasta: string };
    const v = proposalFormValues();
    const dados = {
      clientData: { ...v.clientData, nomeCompleto: name, anexoRgCpf: `${view.pasta}/anexo_rg_cpf_1773150000000.pdf` },
      anexoFaturaEnergia: `${view.pasta}/anexo_fatura_energia_1773150000000.pdf`,
      bankingData: { ...v.bankingData, anexoHolerite: `${view.pasta}/anexo_holerite_1773150000000.pdf` },
    };
    expect(resultOf(await callFunction('submitCustomerApplication', { token, dados, aceite: true }))).toEqual({ ok: true });
    await expect.poll(() => row.innerText(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toContain('Preenchido');
    // The customer's open page follows without a reload (issue 45): the form gives way to the progress.
    await customer.getByText(text.progressHelp.recebida).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });

    // 'Subir Proposta': the draft, completed from the project step, submitted without uploading again.
    await integrator.goto('/integrator/submit-proposal');
    await integrator.getByRole('region', { name: text.draftsTitle }).getByRole('listitem', { name }).getByRole('button', { name: text.complete }).click();
    await stepHeading(integrator, 'Dados do Projeto').waitFor();
    await answerCep(integrator, 'abort');
    // The customer's bill is there already.
    await fillProject(integrator, files, { bill: false });
    await integrator.getByRole('button', { name: /^Remover anexo_fatura_energia_/ }).waitFor();
    await nextTo(integrator, 'Dados do Crédito');
    await nextTo(integrator, 'Dados Bancários');
    await finishButton(integrator).click();
    const sentAt = Date.now();
    await expectToast(integrator, 'Proposta enviada com sucesso!');
    // Sent: in analysis, no longer 'completing the project', live.
    await customer.getByText(text.progressHelp.em_analise).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    recordLatency('proposal sent → the customer’s open page says it is in analysis', Date.now() - sentAt);
    await expect.poll(() => integrator.getByRole('region', { name: text.draftsTitle }).count(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe(0);

    // The admin adds an item for the customer; the customer's page shows it and takes a written answer.
    const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
    await admin.goto('/admin/proposals');
    await admin.getByTestId('column-enviada').getByRole('button', { name: `Ver Detalhes: ${name}` }).click();
    const details = admin.getByRole('dialog');
    await details.getByRole('tab', { name: /Pendências/ }).click();
    const addForm = details.getByRole('form', { name: 'Nova pendência' });
    await addForm.getByTestId('pending-type').selectOption({ label: 'Dados bancários divergentes' });
    await addForm.getByTestId('pending-text').fill('Confirme o número da sua conta');
    await addForm.getByText(/^Para o cliente/).click();
    await addForm.getByRole('button', { name: 'Adicionar pendência' }).click();
    const addedAt = Date.now();
    await expectToast(admin, 'Pendência adicionada!');
    const items = customer.getByRole('region', { name: text.itemsTitle });
    await items.getByText('Confirme o número da sua conta').waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    recordLatency('item for the customer added → their open page shows it', Date.now() - addedAt);
    await items.getByTestId('pending-answer-text').fill('Conta 56789-0, agência 1234');
    await items.getByRole('button', { name: 'Enviar resposta' }).click();
    await expectToast(customer, pendingItemsText.answered);
    const answered = details.getByTestId('pending-item').filter({ hasText: 'Confirme o número da sua conta' });
    await answered.getByText(/Respondida pelo cliente/).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    // Its only item answered, the trigger moves the proposal to 'Corrigida': 'em análise' for the customer
    // once the customer's view follows (a second trigger).
    await details.getByTestId('details-status').getByText('Corrigida').waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });
    await customer.getByText(text.progressHelp.em_analise).waitFor({ timeout: budgets.liveAfterRuns(2) });
    expect(await customer.getByText(text.progressHelp.pendencias).count()).toBe(0);
    await screenshot(customer, 'customer-link-firebase-progress');
  });
  it('an open page hears its link revoked without a reload', async () => {
    const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
    await integrator.goto('/integrator/generate-link');
    const name = `Cliente Revogado ${Date.now()}`;
    await integrator.getByLabel(/Nome do cliente/).fill(name);
    await integrator.getByLabel(/Telefone ou e-mail do cliente/).fill('revogado@exemplo.com.br');
    await integrator.getByRole('button', { name: 'Gerar link' }).click();
    // The link shows once createCustomerLink has answered.
    const generated = integrator.getByRole('textbox', { name: text.generated });
    await generated.waitFor({ timeout: budgets.callableMs });
    const url = new URL(await generated.inputValue());
    const customer = await people.anonymous();
    await customer.goto(url.pathname);
    // The form shows once openCustomerLink has answered.
    await customer.getByText(text.consentTitle).waitFor({ timeout: budgets.callableMs });

    const row = integrator.getByRole('listitem', { name });
    await row.getByRole('button', { name: text.revoke }).click();
    await integrator.getByRole('alertdialog').getByRole('button', { name: text.revoke }).click();
    const revokedAt = Date.now();
    // revokeCustomerLink, then the trigger that keeps the customer's view.
    await customer.getByRole('heading', { name: text.invalid }).waitFor({ timeout: budgets.liveAfterRuns(2) });
    recordLatency('link revoked → the customer’s open page refuses', Date.now() - revokedAt);
    expect(await customer.getByText(text.consentTitle).count()).toBe(0);
  });
});
