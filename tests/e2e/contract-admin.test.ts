/**
 * The credit contract on the integrator's and the admin's screens (issue 47), memory backend, two
 * people over the same demo data (two windows): the admin approves a proposal a vendedor sent and
 * its contract is generated and sent to the customer, live on both sides (details tab and card);
 * the admin edits the value and the unsigned version is replaced ('Substituído', v2); 'Gerar
 * contrato' asks before it replaces v2 with v3; the PDF downloaded is the one whose hash is
 * stored; the company's gestor sees it, another company does not. A proposal approved without a
 * saved simulation says why it has no contract.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contractText } from '../../domain/src/contract/contract-text';
import type { StoredContract } from '../../domain/src/contract/types';
import { proposalDetailsText } from '../../domain/src/messages';
import type { Proposal } from '../../domain/src/model';
import { proposalSearchTokens } from '../../domain/src/proposal-search';
import { SESSION_KEY } from '../../web/src/backend/memory/store';
import { expectToast, memoryReady, signInAsDemo } from './support/app';
import { openWindow, screenshot, usePages } from './support/browser';
import { addProposals, cardIn, column, demoProposal, dragWithMouse, openBoard } from './support/kanban';
import { twoPeople } from './support/two-people';

const pages = usePages();
const id = 'ContratoDemo00000001';
const client = 'Helena Contrato';
const customerEmail = 'helena.contrato@example.com';
const dayMs = 86_400_000;

const dialog = (page: Page) => page.getByRole('dialog');
const current = (page: Page) => dialog(page).getByTestId('contract-current');

/**
 * A seeded proposal of the demo company with every field a contract prints and the simulation the
 * wizard saved, as if the vendedor had sent it, under analysis.
 */
async function sentWithSimulation(page: Page): Promise<Proposal> {
  const seeded = await page.evaluate(() =>
    (Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {}) as unknown as Proposal[]).find((p) => p.integrador_id === 'int-aprovado' && p.simulacao),
  );
  if (!seeded) throw new Error('the seed has no proposal with a saved simulation');
  const proposal: Proposal = { ...seeded, id, cliente_nome: client, cliente_email: customerEmail, status: 'em_analise', criado_por: 'equipe-vendedor', criado_por_nome: 'Rafael Nunes', comentarios_count: 0 };
  return { ...proposal, search_tokens: proposalSearchTokens(proposal) };
}

async function openContractTab(page: Page, path: string): Promise<void> {
  await page.goto(`${path}?proposta=${id}`);
  await dialog(page).getByRole('tab', { name: /Contrato/ }).click();
  await dialog(page).getByTestId('contract-tab').waitFor();
}

const storedContracts = (page: Page) =>
  page.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['contratos'] ?? {}) as unknown as StoredContract[]);

describe('the contract on the details and the board', () => {
  it('approval generates it live; a value edit replaces it; the admin generates the next; the gestor sees it, another company does not', async () => {
    const { admin, vendedor } = await twoPeople(pages, ['admin', 'vendedor'], { mode: 'tabs' });
    await openBoard(admin, 'Administrador');
    await memoryReady(admin);
    await addProposals(admin, [await sentWithSimulation(admin)]);
    await signInAsDemo(vendedor, 'Vendedor da equipe', '/integrator/kanban');
    await cardIn(vendedor, 'em_analise', id).waitFor();

    // Before approval: no contract, and why.
    await openContractTab(vendedor, '/integrator/kanban');
    await dialog(vendedor).getByTestId('contract-none').getByText('O contrato é gerado quando a proposta é aprovada.').waitFor();

    // The admin approves: v1 is generated, the customer is told ('Enviado'), on both screens, live.
    await dragWithMouse(admin, cardIn(admin, 'em_analise', id), column(admin, 'aprovada'));
    await expectToast(admin, 'Status da proposta atualizado!');
    await expect.poll(() => current(vendedor).getAttribute('data-state')).toBe('enviado');
    expect(await current(vendedor).getAttribute('data-version')).toBe('1');
    expect(await dialog(vendedor).getByTestId('contract-tab-state').innerText()).toBe('Enviado');
    const generatedRow = current(vendedor).getByText('Gerado em').locator('xpath=..');
    expect(await generatedRow.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await cardIn(admin, 'aprovada', id).getByTestId('card-contract').getByText('Contrato: Enviado').waitFor();
    const [v1] = await storedContracts(admin);
    expect(v1).toMatchObject({ id: `${id}_v1`, versao: 1, estado: 'enviado', criado_por: 'equipe-vendedor' });
    expect(await current(vendedor).getByTestId('contract-hash').getAttribute('title')).toBe(v1!.sha256);
    const mails = await admin.evaluate(() => Object.values(window.__solarcredMemory?.snapshot.docs['mail'] ?? {}) as unknown as { to: string }[]);
    expect(mails.filter((mail) => mail.to === customerEmail)).toHaveLength(1);
    await screenshot(vendedor, 'contract-details-sent');

    // The PDF the vendedor downloads is the one whose SHA-256 is stored.
    const [download] = await Promise.all([vendedor.waitForEvent('download'), current(vendedor).getByRole('button', { name: 'Baixar PDF' }).click()]);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(v1!.sha256);

    // The admin changes the value: v1 is replaced by v2, live on the vendedor's open tab.
    await openContractTab(admin, '/admin/proposals');
    await dialog(admin).getByRole('tab', { name: 'Proposta' }).click();
    await dialog(admin).getByLabel('Valor da proposta').fill('R$ 21.500,00');
    await dialog(admin).getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(admin, 'Dados atualizados!');
    await expect.poll(() => current(vendedor).getAttribute('data-version')).toBe('2');
    const older = dialog(vendedor).getByTestId('contract-older-version');
    await older.first().getByText(contractText.stateLabel.substituido).waitFor();
    expect(await older.first().getAttribute('data-version')).toBe('1');

    // 'Gerar contrato' with an unsigned v2 asks first; confirmed, v3 replaces it.
    await dialog(admin).getByRole('tab', { name: /Contrato/ }).click();
    await dialog(admin).getByRole('button', { name: contractText.generate }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByText('A versão 2, ainda não assinada, será marcada como substituída', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Gerar nova versão' }).click();
    await expectToast(admin, 'Contrato gerado');
    await expect.poll(() => current(admin).getAttribute('data-version')).toBe('3');
    await expect.poll(() => current(vendedor).getAttribute('data-version')).toBe('3');
    expect(await dialog(vendedor).getByTestId('contract-older-version').count()).toBe(2);
    await screenshot(admin, 'contract-details-admin');

    // The company's gestor sees it; another company's integrator does not.
    const other = await openWindow(admin.context());
    await signInAsDemo(other, 'Gestor da equipe', '/integrator/kanban');
    await cardIn(other, 'aprovada', id).getByTestId('card-contract').waitFor();
    await openContractTab(other, '/integrator/kanban');
    await expect.poll(() => current(other).getAttribute('data-version')).toBe('3');
    await other.evaluate(([key]) => sessionStorage.setItem(key!, 'int-aprovado-2'), [SESSION_KEY]);
    await other.goto(`/integrator/kanban?proposta=${id}`);
    await dialog(other).getByText(proposalDetailsText.forbidden).waitFor();
    expect(await dialog(other).getByTestId('contract-tab').count()).toBe(0);
  });

  it('an approved proposal with no saved simulation says why it has no contract; the admin cannot generate one', async () => {
    const page = await pages.open();
    await openBoard(page, 'Administrador');
    await memoryReady(page);
    await addProposals(page, [demoProposal(id, client, Date.now() - dayMs, 'aprovada')]);
    await openContractTab(page, '/admin/proposals');
    await dialog(page).getByTestId('contract-none').getByText(contractText.noSimulation).waitFor();
    expect(await dialog(page).getByRole('button', { name: contractText.generate }).isDisabled()).toBe(true);
  });
});
