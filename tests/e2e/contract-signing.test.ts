/**
 * The credit contract signed on the customer's link (issue 47), on the memory backend: the
 * contract appears on /c/{token} once the proposal is approved, readable as text on a phone with
 * its installments and CET spreadsheet and its PDF; the signing form refuses at each field (the
 * format, 'Li e concordo', a name that is not the customer's, a wrong code counting down to the
 * lockout after 5) and signs with the code from the demo outbox; the page follows a new version
 * and a signature made in another window. Then three people: the admin approves, the customer
 * signs, the integrator's details show the milestone marked, live. And the axe scan at 390 px.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contractText } from '../../domain/src/contract/contract-text';
import { maskEmail } from '../../domain/src/contract/signing';
import { contractScreenText as screen } from '../../web/src/features/proposal-wizard/customer/contract/contract-screen-text';
import { budgets } from '../budgets';
import { signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { openWindow, screenshot, usePages } from './support/browser';
import { cardIn, openBoard } from './support/kanban';
import { customerPath } from './fixtures/customer-link';
import {
  analysedProposal,
  approveByHook,
  contractSection,
  contractsOf,
  fillAndSign,
  generationMs,
  mailsTo,
  proposalWithLink,
  requestCodeOnPage,
  signOnPage,
  signer,
  waitForContract,
  wrongCode,
} from './fixtures/contract-signing';

const pages = usePages();

const field = (page: Page, label: RegExp) => contractSection(page).getByLabel(label);
const fieldNote = async (page: Page, label: RegExp) => {
  const described = await field(page, label).getAttribute('aria-describedby');
  return described ? page.locator(`[id="${described.split(' ')[0]}"]`).innerText() : '';
};
const codeField = /^Código recebido por e-mail/;
const nameField = /^Nome completo/;
const stateBadge = (page: Page) => contractSection(page).getByTestId('contract-state');
const doc = <T,>(page: Page, collection: string, id: string) =>
  page.evaluate(([c, key]) => window.__solarcredMemory?.snapshot.docs[c]?.[key] ?? null, [collection, id] as const) as Promise<T | null>;

describe('contract signing on the customer link (memory backend)', () => {
  it('reads the contract on a phone, is refused at each field, locked after 5 wrong codes, and signs; the page follows a new version and the signature', async () => {
    const context = await pages.newContext('mobile');
    await context.clock.install();
    const admin = await context.newPage();
    await signInAsDemo(admin, 'Administrador', '/admin/proposals');
    const proposal = analysedProposal('ContratoAssinatura01');
    const token = await proposalWithLink(admin, proposal);

    // Before the approval there is no contract on the link.
    const customer = await openWindow(context);
    await customer.goto(customerPath(token));
    await customer.getByText('Em análise').first().waitFor();
    expect(await contractSection(customer).count()).toBe(0);

    // Approved: the trigger generates version 1 and the open page shows it without a reload.
    await approveByHook(admin, proposal.id);
    const v1 = await waitForContract(admin, proposal.id);
    const section = contractSection(customer);
    await section.getByRole('heading', { name: contractText.sectionTitle }).waitFor({ timeout: generationMs });
    // Opened by the customer: 'Visualizado', on the proposal's summary too.
    await expect.poll(() => stateBadge(customer).innerText(), { timeout: budgets.callableMs }).toBe(contractText.stateLabel.visualizado);
    await expect.poll(async () => (await doc<{ contrato?: { estado: string } }>(admin, 'propostas', proposal.id))?.contrato?.estado).toBe('visualizado');

    // Readable as text: the parties, every installment with its due date, each CET flow with its date, the clauses.
    await section.getByText(signer.nome).first().waitFor();
    const content = v1.conteudo;
    expect(content.parcelas.length).toBe(60);
    await section.getByText(`${screen.schedule} (60)`).click();
    const schedule = section.getByRole('region', { name: screen.scheduleCaption });
    expect(await schedule.locator('tbody tr').count()).toBe(60);
    const last = content.parcelas.at(-1)!;
    expect(await schedule.locator('tbody tr').last().innerText()).toContain(last.vencimento.split('-').reverse().join('/'));
    await section.getByText(`${screen.cetSheet} (${content.fluxos_cet.length})`).click();
    const cet = section.getByRole('region', { name: screen.cetCaption });
    expect(await cet.locator('tbody tr').count()).toBe(content.fluxos_cet.length);
    expect(await cet.locator('tbody tr').first().innerText()).toContain(content.fluxos_cet[0]!.data.split('-').reverse().join('/'));
    await section.getByText(content.clausulas[0]!.titulo).first().waitFor();
    await screenshot(customer, 'contract-signing-document-390');

    // 'Baixar PDF': the very file whose SHA-256 was stored.
    const [download] = await Promise.all([customer.waitForEvent('download'), section.getByRole('button', { name: screen.downloadPdf }).click()]);
    const unsigned = readFileSync((await download.path())!);
    expect(unsigned.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(unsigned).digest('hex')).toBe(v1.sha256);

    // The proposal's value changes before the signature: version 2 replaces it on the open page.
    await admin.evaluate((id) => {
      const current = window.__solarcredMemory?.snapshot.docs['propostas']?.[id] as unknown as import('../../domain/src/model').Proposal;
      window.__solarcredProposals?.write({ ...current, valor_proposta: current.valor_proposta + 10_000, updated_at: Date.now() });
    }, proposal.id);
    const v2 = await waitForContract(admin, proposal.id, 2);
    await section.getByText(screen.replaced).waitFor({ timeout: generationMs });
    await section.getByText(screen.version(2), { exact: false }).first().waitFor();
    expect((await contractsOf(admin, proposal.id)).find((c) => c.versao === 1)?.estado).toBe('substituido');

    // Nothing filled: each field says what it needs.
    await section.getByRole('button', { name: 'Assinar contrato' }).click();
    expect(await fieldNote(customer, codeField)).toBe(contractText.codeFormat);
    await section.getByText(contractText.mustAgree).waitFor();
    expect(await fieldNote(customer, nameField)).toBe(screen.nameRequired);

    // The code goes to the customer's e-mail, shown masked; another only after a minute.
    const codigo = await requestCodeOnPage(customer);
    expect(await section.getByTestId('code-sent').innerText()).toContain(maskEmail(signer.email));
    await section.getByRole('button', { name: /^Reenviar código em \d+ s$/ }).waitFor();
    expect(await section.getByRole('button', { name: /^Reenviar código em/ }).isDisabled()).toBe(true);

    // Not agreed: refused at the checkbox.
    await fillAndSign(customer, { codigo, agree: false });
    await section.getByText(contractText.mustAgree).waitFor();

    // Someone else's name: refused at the name, nothing counted.
    await fillAndSign(customer, { codigo: wrongCode(codigo), nome: 'Maria Outra' });
    await expect.poll(() => fieldNote(customer, nameField)).toBe(contractText.nameMismatch);
    expect((await doc<{ tentativas: number }>(customer, 'contratos_assinatura', v2.id))?.tentativas).toBe(0);

    // Wrong codes count down (the name typed in another case, accents and spaces is the customer's); the 5th locks.
    for (const remaining of [4, 3, 2, 1, 0]) {
      await fillAndSign(customer, { codigo: wrongCode(codigo), nome: '  joao   PEREIRA ' });
      await expect.poll(() => fieldNote(customer, codeField)).toBe(contractText.codeWrong(remaining));
    }
    // Locked: even the right code is refused, and no new code is sent.
    await fillAndSign(customer, { codigo });
    await expect.poll(() => fieldNote(customer, codeField)).toMatch(/^Muitas tentativas com código incorreto\. Tente de novo às \d\d:\d\d\.$/);
    expect((await contractsOf(customer, proposal.id))[0]?.estado).not.toBe('assinado');
    await screenshot(customer, 'contract-signing-locked-390');

    // A second window on the same link, to see the signature arrive there.
    const second = await openWindow(context);
    await second.setViewportSize({ width: 390, height: 844 });
    await second.goto(customerPath(token));
    await contractSection(second).getByRole('button', { name: 'Assinar contrato' }).waitFor({ timeout: generationMs });

    // Fifteen minutes later: a new code, and the signature.
    await context.clock.fastForward('15:05');
    const fresh = await requestCodeOnPage(customer);
    await fillAndSign(customer, { codigo: fresh, nome: 'JOÃO  pereira' });
    const shownCode = await section.getByTestId('verification-code').innerText({ timeout: generationMs });
    expect(shownCode).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    await section.getByText(screen.signedTitle).waitFor();
    expect(await stateBadge(customer).innerText()).toBe(contractText.stateLabel.assinado);
    expect(await section.getByRole('button', { name: 'Assinar contrato' }).count()).toBe(0);
    await screenshot(customer, 'contract-signing-signed-390');

    // One write of everything: the evidence, the public check, the summary, the milestone, the e-mails.
    const signed = (await contractsOf(customer, proposal.id))[0]!;
    expect(signed.estado).toBe('assinado');
    expect(signed.assinatura).toMatchObject({ nome_digitado: 'JOÃO pereira', sha256_documento: v2.sha256, codigo_verificacao: shownCode, provedor: 'interno' });
    expect((await doc<{ sha256_assinado: string }>(customer, 'verificacoes_contrato', shownCode))?.sha256_assinado).toBe(signed.assinatura?.sha256_assinado);
    const stored = await doc<{ contrato: { estado: string }; instalacao: { marcos: Record<string, { estado: string; marcado_por_tipo: string }> } }>(customer, 'propostas', proposal.id);
    expect(stored?.contrato.estado).toBe('assinado');
    expect(stored?.instalacao.marcos['contrato_assinado']).toMatchObject({ estado: 'marcado', marcado_por_tipo: 'cliente' });
    const signedMails = (await mailsTo(customer, null)).filter((mail) => mail.evento === 'contrato_assinado');
    expect(signedMails.length).toBeGreaterThan(0);
    expect(signedMails.every((mail) => mail.message.text.includes(shownCode))).toBe(true);

    // The other window follows without a reload; a reload still shows the code.
    await contractSection(second).getByTestId('contract-signed').waitFor({ timeout: budgets.callableMs });
    expect(await stateBadge(second).innerText()).toBe(contractText.stateLabel.assinado);
    expect(await contractSection(second).getByRole('button', { name: 'Assinar contrato' }).count()).toBe(0);
    await customer.reload();
    expect(await contractSection(customer).getByTestId('verification-code').innerText({ timeout: generationMs })).toBe(shownCode);
  });

  it('three people: the admin approves, the customer signs on the link, the integrator sees the milestone marked, live', async () => {
    const context = await pages.newContext('desktop');
    const admin = await context.newPage();
    await openBoard(admin, 'Administrador');
    const proposal = analysedProposal('ContratoTresPessoas1');
    const token = await proposalWithLink(admin, proposal);

    const integrator = await openWindow(context);
    await openBoard(integrator, 'Integrador aprovado');
    await cardIn(integrator, 'em_analise', proposal.id).getByRole('button', { name: `Ver Detalhes: ${proposal.cliente_nome}` }).click();
    await integrator.getByRole('dialog').waitFor();

    const customer = await openWindow(context);
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.goto(customerPath(token));
    await customer.getByText('Em análise').first().waitFor();

    // The admin approves on the board, by keyboard: three columns to the right.
    await admin.bringToFront();
    await cardIn(admin, 'em_analise', proposal.id).getByTestId('drag-handle').focus();
    await admin.keyboard.press('Space');
    await admin.getByText(/(pegada na|sobre a) coluna Em Análise/).first().waitFor({ state: 'attached' });
    for (const over of ['Pendente Correção', 'Corrigida', 'Aprovada']) {
      await admin.keyboard.press('ArrowRight');
      await admin.getByText(new RegExp(`sobre a coluna ${over}`)).waitFor({ state: 'attached' });
    }
    await admin.keyboard.press('Space');
    await cardIn(admin, 'aprovada', proposal.id).waitFor();

    // The customer's open page shows the contract, and signs it.
    await customer.bringToFront();
    await contractSection(customer).getByRole('heading', { name: contractText.sectionTitle }).waitFor({ timeout: generationMs });
    const code = await signOnPage(customer);
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // The integrator's open details follow: the milestone 'Contrato assinado' marked and the contract 'Assinado'.
    await integrator.bringToFront();
    const dialog = integrator.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Instalação' }).click();
    const milestone = dialog.locator('[data-testid="milestone"][data-milestone="contrato_assinado"]');
    await expect.poll(() => milestone.getAttribute('data-standing'), { timeout: budgets.callableMs }).toBe('concluido');
    // The details' 'Contrato' tab (helper C2's) says 'Assinado' too.
    await expect.poll(() => dialog.getByTestId('contract-tab-state').getAttribute('data-state')).toBe('assinado');
    await screenshot(integrator, 'contract-signing-integrator-milestone');
  });

  it.each(['light', 'dark'] as const)('the signing screen passes axe at 390 px in %s mode', async (colorScheme) => {
    const context = await pages.newContext('mobile', { colorScheme });
    const page = await context.newPage();
    await signInAsDemo(page, 'Administrador', '/admin/proposals');
    const proposal = analysedProposal('ContratoAcessivel001');
    const token = await proposalWithLink(page, proposal);
    await approveByHook(page, proposal.id);
    await waitForContract(page, proposal.id);
    const customer = await openWindow(context);
    await customer.setViewportSize({ width: 390, height: 844 });
    await customer.goto(customerPath(token));
    const section = contractSection(customer);
    await section.getByRole('heading', { name: contractText.sectionTitle }).waitFor({ timeout: generationMs });
    await section.getByText(`${screen.schedule} (60)`).click();
    const codigo = await requestCodeOnPage(customer);
    await fillAndSign(customer, { codigo: wrongCode(codigo), nome: 'Outra Pessoa', agree: false });
    await section.getByText(contractText.mustAgree).waitFor();
    // Nothing wider than the phone (the tables scroll inside their box).
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(report(blocking(await scanPage(customer)))).toBe('');
    await screenshot(customer, `contract-signing-form-390-${colorScheme}`);
  });
});
