/**
 * A team's customer links (issue 45) on the memory backend, three people over the same demo data
 * (tabs of one browser): the vendedor reaches 'Gerar Link de Proposta' from its sidebar, makes a
 * link and sees only its own; another vendedora of the company sees none of it and cannot touch it;
 * the gestor sees every link of the company, the vendedor's too, and follows its revocation live.
 * 'Subir Proposta' offers a vendedor the drafts of its own links only, the gestor every draft (the
 * proposal completed from one is the completer's, criado_por: tier 5's customer-links-team test).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customerLinkText as text } from '../../domain/src/customer-link/texts';
import { memoryReady, signInAsDemo } from './support/app';
import { openWindow, screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();
const linkRow = (page: Page, name: string) => page.getByRole('listitem', { name });
const sidebarLink = (page: Page, name: string) => page.getByTestId('sidebar').getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name });
const linksList = (page: Page) => page.getByRole('region', { name: text.listTitle });

/** A customer's draft waiting in the demo data, from a link `criadoPor` made (as submitCustomerApplication writes it). */
async function seedDraft(page: Page, clienteNome: string, criadoPor: string): Promise<void> {
  const id = `rasc${clienteNome.replace(/\W/g, '')}`.padEnd(20, 'z').slice(0, 20);
  const draft = { id, integrador_id: 'int-aprovado', criado_por: criadoPor, link_id: `link${id}`.slice(0, 20), cliente_nome: clienteNome, dados: {}, enviado_em: Date.now(), situacao: 'aguardando' };
  await memoryReady(page);
  await page.evaluate((doc) => window.__solarcredMemory?.update((state) => void ((state.docs['rascunhos_cliente'] ??= {})[doc.id] = doc)), draft);
}

describe("a team's customer links (issue 45)", () => {
  it('a vendedor makes and lists only its own links; another seller sees none of them, the gestor all of the company', async () => {
    const { seller, manager } = await twoPeople(pages, ['seller', 'manager'], { mode: 'tabs' });
    await signInAsDemo(seller, 'Vendedor da equipe', '/integrator/dashboard');
    await sidebarLink(seller, 'Gerar Link de Proposta').click();
    await seller.getByRole('heading', { name: 'Gerar Link de Proposta', level: 1 }).waitFor();

    await seller.getByLabel(/Nome do cliente/).fill('Cliente do Rafael');
    await seller.getByLabel(/Telefone ou e-mail do cliente/).fill('(11) 98765-4321');
    await seller.getByRole('button', { name: 'Gerar link' }).click();
    const url = await seller.getByRole('textbox', { name: text.generated }).inputValue();
    expect(url).toMatch(/\/c\/[A-Za-z0-9_-]{43}$/);
    await expect.poll(() => linkRow(seller, 'Cliente do Rafael').innerText()).toContain('Aberto');
    await screenshot(seller, 'customer-link-vendedor');

    // The gestor lists every link of the company, the vendedor's among them, and makes its own.
    await signInAsDemo(manager, 'Gestor da equipe', '/integrator/generate-link');
    await linkRow(manager, 'Cliente do Rafael').waitFor();
    await manager.getByLabel(/Nome do cliente/).fill('Cliente do Paulo');
    await manager.getByLabel(/Telefone ou e-mail do cliente/).fill('paulo.cliente@exemplo.com');
    await manager.getByRole('button', { name: 'Gerar link' }).click();
    await linkRow(manager, 'Cliente do Paulo').waitFor();

    // The vendedor's list stays its own: the gestor's link never shows up there.
    await linksList(seller).getByText('Cliente do Rafael').waitFor();
    expect(await linkRow(seller, 'Cliente do Paulo').count()).toBe(0);

    // Another vendedora of the company: neither link is hers.
    const other = await openWindow(seller.context());
    await signInAsDemo(other, 'Vendedora da equipe', '/integrator/generate-link');
    await linksList(other).getByText(text.empty).waitFor();
    expect(await linkRow(other, 'Cliente do Rafael').count()).toBe(0);

    // The vendedor revokes its own link; the gestor's list follows live.
    await linkRow(seller, 'Cliente do Rafael').getByRole('button', { name: text.revoke }).click();
    await seller.getByRole('alertdialog').getByRole('button', { name: text.revoke }).click();
    await expect.poll(() => linkRow(seller, 'Cliente do Rafael').innerText()).toContain('Revogado');
    await expect.poll(() => linkRow(manager, 'Cliente do Rafael').innerText()).toContain('Revogado');

    // 'Subir Proposta': the vendedor is offered the drafts of its own links only, the gestor every one.
    await seedDraft(seller, 'Rascunho do Rafael', 'equipe-vendedor');
    await seedDraft(seller, 'Rascunho da Tatiane', 'equipe-vendedora');
    await seller.goto('/integrator/submit-proposal');
    const drafts = (page: Page) => page.getByRole('region', { name: text.draftsTitle });
    await drafts(seller).getByText('Rascunho do Rafael').waitFor();
    expect(await drafts(seller).getByText('Rascunho da Tatiane').count()).toBe(0);
    await manager.goto('/integrator/submit-proposal');
    await drafts(manager).getByText('Rascunho da Tatiane').waitFor();
    await drafts(manager).getByText('Rascunho do Rafael').waitFor();
  });
});
