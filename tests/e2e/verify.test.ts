/**
 * /verificar (issue 47) on the memory backend: a contract signed on the link, its signed PDF
 * downloaded by the customer; the page answers 'Documento autêntico' with the signing date for the
 * file (hashed in the browser: nothing but the hash is asked) and for the code printed on its
 * evidence page, 'Documento não reconhecido' for the file with one byte changed and for an unknown
 * code; the axe scan at 390 px in both modes.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contractText } from '../../domain/src/contract/contract-text';
import type { ContractVerification } from '../../domain/src/contract/types';
import { formatDateTime } from '../../domain/src/format';
import { budgets } from '../budgets';
import { signInAsDemo } from './support/app';
import { blocking, report, scanPage } from './support/axe';
import { openWindow, screenshot, usePages } from './support/browser';
import { customerPath } from './fixtures/customer-link';
import { analysedProposal, approveByHook, contractSection, generationMs, proposalWithLink, signOnPage, waitForContract } from './fixtures/contract-signing';

const pages = usePages();
const text = contractText.verify;

const answer = (page: Page) => page.getByTestId('verify-answer');
const pdfFile = (buffer: Buffer) => ({ name: 'contrato-assinado.pdf', mimeType: 'application/pdf', buffer });

describe('/verificar (memory backend)', () => {
  it('the signed PDF and its code are authentic, with the signing date; a changed byte or an unknown code are not recognised', async () => {
    const context = await pages.newContext('desktop');
    const admin = await context.newPage();
    await signInAsDemo(admin, 'Administrador', '/admin/proposals');
    const proposal = analysedProposal('ContratoVerificacao1');
    const token = await proposalWithLink(admin, proposal);
    await approveByHook(admin, proposal.id);
    await waitForContract(admin, proposal.id);

    const customer = await openWindow(context);
    await customer.goto(customerPath(token));
    await contractSection(customer).getByRole('heading', { name: contractText.sectionTitle }).waitFor({ timeout: generationMs });
    const code = await signOnPage(customer);
    const [download] = await Promise.all([customer.waitForEvent('download'), contractSection(customer).getByRole('button', { name: 'Baixar PDF assinado' }).click()]);
    const signed = readFileSync((await download.path())!);
    const verification = (await customer.evaluate((id) => window.__solarcredMemory?.snapshot.docs['verificacoes_contrato']?.[id], code)) as unknown as ContractVerification;
    const signedAt = formatDateTime(verification.assinado_em);

    // The file: what is asked is its hash only.
    const page = customer;
    await page.goto('/verificar');
    await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    await page.getByLabel('PDF do contrato assinado').setInputFiles(pdfFile(signed));
    await answer(page).getByText(text.authentic).waitFor({ timeout: budgets.callableMs });
    expect(await answer(page).innerText()).toContain(text.authenticDetail(signedAt, code));
    await screenshot(page, 'verify-authentic');

    // One byte changed in the middle: not recognised, and nothing else said.
    const tampered = Buffer.from(signed);
    const at = Math.floor(tampered.length / 2);
    tampered[at] = tampered[at]! ^ 0x01;
    await page.getByLabel('PDF do contrato assinado').setInputFiles(pdfFile(tampered));
    await answer(page).getByText(text.notAuthentic).waitFor({ timeout: budgets.callableMs });
    expect(await answer(page).innerText()).not.toContain(code);

    // The code printed on the evidence page, typed in lower case without dashes.
    const codeInput = page.getByRole('textbox', { name: text.codeLabel });
    await codeInput.fill(code.replaceAll('-', '').toLowerCase());
    await page.getByRole('button', { name: text.check }).click();
    await answer(page).getByText(text.authentic).waitFor({ timeout: budgets.callableMs });
    expect(await answer(page).innerText()).toContain(signedAt);

    // A well-formed code nobody signed, and a malformed one.
    await codeInput.fill('ABCD-EFGH-JKMN');
    await page.getByRole('button', { name: text.check }).click();
    await answer(page).getByText(text.notAuthentic).waitFor({ timeout: budgets.callableMs });
    await codeInput.fill('12');
    await page.getByRole('button', { name: text.check }).click();
    await page.getByText(text.codeInvalid).waitFor();
  });

  it.each(['light', 'dark'] as const)('passes axe at 390 px in %s mode, with an answer shown', async (colorScheme) => {
    const page = await (await pages.newContext('mobile', { colorScheme })).newPage();
    await page.goto('/verificar?codigo=ABCD-EFGH-JKMN');
    await page.getByRole('heading', { name: text.title, level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: text.codeLabel }).inputValue()).toBe('ABCD-EFGH-JKMN');
    await page.getByRole('button', { name: text.check }).click();
    await answer(page).getByText(text.notAuthentic).waitFor({ timeout: budgets.callableMs });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(report(blocking(await scanPage(page)))).toBe('');
    await screenshot(page, `verify-390-${colorScheme}`);
  });
});
