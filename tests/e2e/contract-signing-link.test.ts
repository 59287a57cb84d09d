/**
 * 'Gerar link de assinatura' (issue 47) on the memory backend: a proposal the integrator typed has
 * no customer link, so its customer could not sign. A proposal stored already approved (no
 * contract, as the seeds) gets one when the admin presses 'Gerar contrato'; the company's titular
 * then makes the signing link on the details' Contrato tab (after a confirmation: a link the
 * proposal already had would stop working), and the link opened in another window shows the
 * contract to sign. Two people over the same demo data (tabs of one context: on the memory backend
 * a second browser context holds its own copy of the data).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contractText } from '../../domain/src/contract/contract-text';
import { customerLinkText } from '../../domain/src/customer-link/texts';
import { memoryReady, signInAsDemo } from './support/app';
import { openWindow, screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';
import { analysedProposal, contractSection, generationMs, waitForContract } from './fixtures/contract-signing';

const pages = usePages();
const id = 'AssinaturaLink000001';

const dialog = (page: Page) => page.getByRole('dialog').first();

async function openContractTab(page: Page, path: string): Promise<void> {
  await page.goto(`${path}?proposta=${id}`);
  await dialog(page).getByRole('tab', { name: /Contrato/ }).click();
  await dialog(page).getByTestId('contract-tab').waitFor();
}

describe("'Gerar link de assinatura' on the Contrato tab", () => {
  it("the titular makes a signing link for a typed, approved proposal; the customer's page shows the contract to sign", async () => {
    const { admin, titular } = await twoPeople(pages, ['admin', 'titular'], { mode: 'tabs' });
    await signInAsDemo(admin, 'Administrador', '/admin/proposals');
    await memoryReady(admin);
    await admin.waitForFunction(() => Boolean(window.__solarcredProposals));
    // Typed by the integrator (no customer link) and stored already approved: no contract yet.
    await admin.evaluate((doc) => window.__solarcredProposals?.write(doc), { ...analysedProposal(id), status: 'aprovada' as const });
    expect(await admin.evaluate((pid) => Object.values(window.__solarcredMemory?.snapshot.docs['links_cliente'] ?? {}).filter((l) => (l as { proposta_id?: string }).proposta_id === pid).length, id)).toBe(0);

    await openContractTab(admin, '/admin/proposals');
    await dialog(admin).getByTestId('contract-none').waitFor();
    // The admin's screen has no signing link (it is the company's).
    expect(await dialog(admin).getByRole('button', { name: contractText.signingLink.button }).count()).toBe(0);
    await dialog(admin).getByRole('button', { name: contractText.generate }).click();
    await waitForContract(admin, id);

    // The titular, on the Contrato tab: the button, a confirmation, then the link shown once.
    await signInAsDemo(titular, 'Integrador aprovado', '/integrator/kanban');
    await openContractTab(titular, '/integrator/kanban');
    await dialog(titular).getByTestId('contract-current').waitFor({ timeout: generationMs });
    await dialog(titular).getByRole('button', { name: contractText.signingLink.button }).click();
    const confirm = titular.getByRole('alertdialog', { name: contractText.signingLink.confirmTitle });
    await confirm.getByText(contractText.signingLink.confirmText).waitFor();
    await confirm.getByRole('button', { name: contractText.signingLink.confirm }).click();
    const shown = titular.getByRole('textbox', { name: customerLinkText.generated });
    await shown.waitFor();
    const url = await shown.inputValue();
    expect(url).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
    await dialog(titular).getByRole('button', { name: customerLinkText.copy }).waitFor();
    expect(await dialog(titular).getByRole('link', { name: customerLinkText.whatsapp }).getAttribute('href')).toContain(encodeURIComponent(url));
    await screenshot(titular, 'contract-signing-link-issued');

    // The customer opens it in another window: the contract to sign, not the application form.
    const customer = await openWindow(titular.context());
    await customer.goto(new URL(url).pathname);
    await contractSection(customer).getByRole('heading', { name: contractText.sectionTitle }).waitFor({ timeout: generationMs });
    await contractSection(customer).getByRole('button', { name: contractText.sign }).waitFor();
  });
});
