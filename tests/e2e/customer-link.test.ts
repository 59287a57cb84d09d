/**
 * 'Gerar Link de Proposta' (issue 28) on the memory backend. Two people over the same demo data
 * (two windows of one browser): the integrator generates a link; the customer, signed in as
 * nobody, on a phone-sized window, fills their part (the wizard's own refusals, the consent),
 * reloads mid-way and keeps what they typed and uploaded, and submits; the integrator's list turns
 * the link 'Preenchido' live and 'Subir Proposta' offers the draft, which it completes from the
 * project step and submits with the customer's files; the customer's open page follows the
 * proposal, its items and a revocation without a reload (issue 45). Then revoke, renew and expiry.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { customerLinkText as text } from '../../domain/src/customer-link/texts';
import { filePicker } from '../../domain/src/messages';
import { pendingItemsText } from '../../domain/src/pending-items-text';
import { expectToast, openInApp, signInAsDemo } from './support/app';
import { openWindow, screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';
import { cardIn } from './support/kanban';
import { createTestFiles } from './fixtures/files';
import { client, fillBanking, fillClient, fillProject, finishButton, nextTo, stepHeading, storedProposals } from './fixtures/proposal-wizard';
import { answerCep, field } from './fixtures/wizard';
import { customerPath, seedCustomerLink } from './fixtures/customer-link';
import { tickTerms } from './fixtures/consent';
import { consentText } from '@solarcred/domain/privacy/consent-text';

const pages = usePages();
const files = createTestFiles();
afterAll(() => files.remove());

const linkRow = (page: Page, name: string) => page.getByRole('listitem', { name });

async function generate(integrator: Page, name: string, contact: string): Promise<string> {
  await integrator.getByLabel(/Nome do cliente/).fill(name);
  await integrator.getByLabel(/Telefone ou e-mail do cliente/).fill(contact);
  await integrator.getByRole('button', { name: 'Gerar link' }).click();
  const url = await integrator.getByRole('textbox', { name: text.generated }).inputValue();
  expect(url).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
  return new URL(url).pathname;
}

describe('customer link', () => {
  it('two people: generate, the customer fills and submits on a phone, the integrator completes the draft live', async () => {
    const { integrator, customer } = await twoPeople(pages, ['integrator', 'customer'], { mode: 'tabs' });
    await signInAsDemo(integrator, 'Integrador aprovado', '/integrator/generate-link');
    await integrator.getByRole('heading', { name: 'Gerar Link de Proposta', level: 1 }).waitFor();

    // The form's refusals, then a link for a phone: WhatsApp opens on that number with the link.
    await integrator.getByRole('button', { name: 'Gerar link' }).click();
    await integrator.getByText(text.contactRequired).waitFor();
    await integrator.getByLabel(/Telefone ou e-mail do cliente/).fill('123');
    await integrator.getByRole('button', { name: 'Gerar link' }).click();
    await integrator.getByText(text.contactInvalid).waitFor();
    const path = await generate(integrator, client.nome, '(11) 98765-4321');
    const whatsapp = await integrator.getByRole('link', { name: text.whatsapp }).getAttribute('href');
    expect(whatsapp).toContain('https://wa.me/5511987654321?text=');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(path);
    await expect.poll(() => linkRow(integrator, client.nome).first().innerText()).toContain('Aberto');
    await screenshot(integrator, 'customer-link-generated');

    // The customer: no account, a phone.
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.goto(path);
    await customer.getByText(text.consentTitle).waitFor();
    await customer.getByText('Sol Nascente').first().waitFor();
    await customer.getByRole('button', { name: text.submit }).click();
    await customer.getByText(text.consentRequired).waitFor();
    // Issue 51: the terms and the privacy notice, on the form's last step.
    await customer.getByText(consentText.boxRequired).waitFor();
    // The wizard's own message for a CPF with a wrong check digit.
    await field(customer, 'CPF/CNPJ').fill('52998224700');
    await customer.getByRole('button', { name: text.submit }).click();
    await customer.getByText('CPF inválido').first().waitFor();

    // Typed and uploaded, then reloaded mid-way: both are still there.
    await fillClient(customer, files);
    await expect.poll(() => customer.getByRole('button', { name: 'Remover rg-cpf.pdf' }).count()).toBe(1);
    await expect.poll(() => customer.evaluate(() => localStorage.getItem('solarcred_cliente_rascunho') ?? '')).toContain('anexo_rg_cpf');
    await customer.reload();
    await customer.getByText(text.draftRestored).waitFor();
    expect(await field(customer, 'Nome Completo').inputValue()).toBe(client.nome);
    await customer.getByRole('button', { name: 'Remover rg-cpf.pdf' }).waitFor();
    // A 6 MB file or an HTML page is refused with the wizard's words, before any upload.
    await field(customer, 'Fatura de Energia').setInputFiles(files.big('fatura.pdf'));
    await expectToast(customer, filePicker.tooLarge('fatura.pdf'));
    await field(customer, 'Fatura de Energia').setInputFiles(files.text('fatura.html'));
    await expectToast(customer, filePicker.unsupported('fatura.html'));
    expect(await customer.getByRole('button', { name: /^Remover fatura/ }).count()).toBe(0);
    await field(customer, 'Fatura de Energia').setInputFiles(files.png('fatura.png'));
    await customer.getByRole('button', { name: 'Remover fatura.png' }).waitFor();
    await fillBanking(customer, files);
    await customer.getByText('Li e concordo com o uso dos meus dados para a análise de crédito').click();
    await tickTerms(customer);
    await screenshot(customer, 'customer-link-form-390');
    // A second window on the same link, its form filled from this browser's draft.
    const second = await openWindow(customer.context());
    await second.goto(path);
    await second.getByText(text.draftRestored).waitFor();
    await customer.getByRole('button', { name: text.submit }).click();
    await customer.getByText(text.doneTitle).waitFor();
    // The customer's acceptance, as aceites/cliente_{linkId} (issue 51).
    const accepted = await customer.evaluate(() => Object.entries(window.__solarcredMemory?.snapshot.docs['aceites'] ?? {}).filter(([id]) => id.startsWith('cliente_')).map(([, doc]) => doc));
    expect(accepted).toEqual([expect.objectContaining({ origem: 'link', termos_versao: 1, privacidade_versao: 1 })]);
    // The second window hears it without a reload (issue 45): its form gives way to the link as it now is (filled), nothing written twice.
    await second.getByText(text.progressHelp.recebida).waitFor();
    expect(await second.getByRole('button', { name: text.submit }).count()).toBe(0);
    expect(await second.getByText(text.doneTitle).count()).toBe(0);
    expect(await customer.evaluate(() => Object.keys(window.__solarcredMemory?.snapshot.docs['rascunhos_cliente'] ?? {}).length)).toBe(1);
    await second.close();
    await customer.getByText(text.progressHelp.recebida).waitFor();
    await screenshot(customer, 'customer-link-done-390');

    // The integrator's list follows live; 'Subir Proposta' offers the draft.
    await expect.poll(() => linkRow(integrator, client.nome).first().innerText()).toContain('Preenchido');
    await integrator.getByRole('navigation').getByRole('link', { name: 'Subir Proposta' }).first().click();
    const drafts = integrator.getByRole('region', { name: text.draftsTitle });
    await drafts.getByRole('listitem', { name: client.nome }).getByRole('button', { name: text.complete }).click();
    await stepHeading(integrator, 'Dados do Projeto').waitFor();
    await expect.poll(() => drafts.count()).toBe(0);
    await answerCep(integrator, 'abort');
    // The customer's bill is there already.
    await fillProject(integrator, files, { bill: false });
    await integrator.getByRole('button', { name: /^Remover anexo_fatura_energia_/ }).waitFor();
    await nextTo(integrator, 'Dados do Crédito');
    await nextTo(integrator, 'Dados Bancários');
    expect(await field(integrator, 'Banco (código)').inputValue()).toBe('341');
    await finishButton(integrator).click();
    await expectToast(integrator, 'Proposta enviada com sucesso!');
    const created = (await storedProposals(integrator)).find((proposal) => proposal.fields['cliente_nome'] === client.nome);
    expect(created).toBeDefined();
    expect(String((created?.fields['anexo_rg_cpf'] as { path?: string } | undefined)?.path ?? created?.fields['anexo_rg_cpf'])).toContain(`/${created?.id}/anexo_rg_cpf_`);

    // The customer's page follows the proposal live, in plain words: sent, it is in analysis (issue 45).
    await customer.getByText(text.progressHelp.em_analise).waitFor();
    expect(await customer.getByText(text.progressHelp.recebida).count()).toBe(0);

    // The admin (this window now) adds a pending item for the customer, and one that is not theirs.
    await signInAsDemo(integrator, 'Administrador', '/admin/proposals');
    const admin = integrator;
    await cardIn(admin, 'enviada', created!.id).getByRole('button', { name: `Ver Detalhes: ${client.nome}` }).click();
    await admin.getByRole('dialog').getByRole('tab', { name: /Pendências/ }).click();
    const addForm = admin.getByRole('dialog').getByRole('form', { name: 'Nova pendência' });
    await addForm.getByTestId('pending-type').selectOption({ label: 'Dados do projeto' });
    await addForm.getByTestId('pending-text').fill('Uma observação interna da análise');
    await addForm.getByRole('button', { name: 'Adicionar pendência' }).click();
    await expectToast(admin, 'Pendência adicionada!');
    await addForm.getByTestId('pending-type').selectOption({ label: 'Comprovante de renda' });
    await addForm.getByTestId('pending-text').fill('Envie o holerite mais recente');
    await addForm.getByText('Exige arquivo').click();
    await addForm.getByText(/^Para o cliente/).click();
    await addForm.getByRole('button', { name: 'Adicionar pendência' }).click();
    const customerItem = admin.getByRole('dialog').getByTestId('pending-item').filter({ hasText: 'Envie o holerite mais recente' });
    await customerItem.getByText('Para o cliente').waitFor();

    // The customer sees only theirs, live (no reload), and answers it with a file.
    const items = customer.getByRole('region', { name: text.itemsTitle });
    await items.getByText('Envie o holerite mais recente').waitFor();
    expect(await customer.getByText('Uma observação interna da análise').count()).toBe(0);
    await customer.getByText(text.progressHelp.pendencias).waitFor();
    await items.getByRole('button', { name: 'Enviar resposta' }).click();
    await items.getByText(pendingItemsText.fileRequired).waitFor();
    await items.getByLabel(/Arquivo da resposta/).setInputFiles(files.pdf('holerite-novo.pdf'));
    await items.getByRole('button', { name: 'Enviar resposta' }).click();
    await expectToast(customer, pendingItemsText.answered);
    await items.getByText('Respondida').waitFor();
    await screenshot(customer, 'customer-link-items-390');
    await customerItem.getByText(/Respondida pelo cliente/).waitFor();
    await expect.poll(() => admin.evaluate((id) => String(window.__solarcredMemory?.snapshot.docs['propostas']?.[id]?.['status']), created!.id)).toBe('pendente_correcao');
  });

  it('revoke, renew and expiry: the old address says only "Link inválido ou expirado"', async () => {
    const { integrator, customer } = await twoPeople(pages, ['integrator', 'customer'], { mode: 'tabs' });
    await signInAsDemo(integrator, 'Integrador aprovado', '/integrator/generate-link');
    const first = await generate(integrator, 'Cliente Revogado', 'cliente@exemplo.com.br');
    await customer.goto(first);
    await customer.getByText(text.consentTitle).waitFor();

    await linkRow(integrator, 'Cliente Revogado').getByRole('button', { name: text.revoke }).click();
    await integrator.getByRole('alertdialog').getByRole('button', { name: text.revoke }).click();
    await expectToast(integrator, text.revoked);
    await expect.poll(() => linkRow(integrator, 'Cliente Revogado').innerText()).toContain('Revogado');
    // The open page hears it without a reload (issue 45).
    await customer.getByRole('heading', { name: text.invalid }).waitFor();

    // Renewing gives a new address; the old one stays refused.
    await linkRow(integrator, 'Cliente Revogado').getByRole('button', { name: text.renew }).click();
    await expectToast(integrator, text.renewed);
    const renewed = new URL(await integrator.getByRole('textbox', { name: text.generated }).inputValue()).pathname;
    expect(renewed).not.toBe(first);
    await customer.goto(renewed);
    await customer.getByText(text.consentTitle).waitFor();
    await customer.goto(first);
    await customer.getByRole('heading', { name: text.invalid }).waitFor();

    // An expired link, and a guessed one.
    const { token } = await seedCustomerLink(customer, { cliente_nome: 'Cliente Expirado', criado_em: Date.now() - 8 * 86_400_000, expira_em: Date.now() - 86_400_000 });
    await customer.goto(customerPath(token));
    await customer.getByRole('heading', { name: text.invalid }).waitFor();
    await expect.poll(() => linkRow(integrator, 'Cliente Expirado').innerText()).toContain('Expirado');
    const guessed = customerPath(token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
    await customer.goto(guessed);
    await customer.getByRole('heading', { name: text.invalid }).waitFor();
    // Followed from inside the signed-in app, the address loads the page of its own (not the app's 404).
    await openInApp(integrator, guessed);
    await integrator.getByRole('heading', { name: text.invalid }).waitFor();
  });

  it("the list is a window of 20, newest first; 'Carregar mais' grows it", async () => {
    const page = await pages.open();
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/generate-link');
    await page.getByRole('heading', { name: 'Gerar Link de Proposta', level: 1 }).waitFor();
    const start = Date.now() - 86_400_000;
    for (let n = 1; n <= 21; n++) {
      await seedCustomerLink(page, { id: `JanelaLink${String(n).padStart(10, '0')}`, cliente_nome: `Cliente da Janela ${n}`, criado_em: start + n * 1_000 });
    }
    const rows = page.getByRole('region', { name: text.listTitle }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(20);
    expect(await rows.first().getAttribute('aria-label')).toBe('Cliente da Janela 21');
    await page.getByRole('button', { name: 'Carregar mais' }).click();
    await expect.poll(() => rows.count()).toBe(21);
    expect(await rows.last().getAttribute('aria-label')).toBe('Cliente da Janela 1');
    expect(await page.getByRole('button', { name: 'Carregar mais' }).count()).toBe(0);
  });
});
