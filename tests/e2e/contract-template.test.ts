/**
 * 'Modelo do contrato' in Configurações (issue 47), memory backend: the admin edits the clauses
 * (title, text, add, reorder, remove), previews them with each field shown by what fills it, saves
 * a new version (the replaced one listed on demand); an unknown {{field}} is refused at its clause;
 * a second admin tab with a draft keeps it when the first saves, says saving would be refused, and
 * the server refuses the stale version with its message.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contractText } from '../../domain/src/contract/contract-text';
import { defaultContractTemplate, templatePlaceholders } from '../../domain/src/contract/template';
import type { ContractTemplate } from '../../domain/src/contract/types';
import { expectToast, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();
const section = (page: Page) => page.getByRole('region', { name: contractText.templateTitle });
const clauses = (page: Page) => section(page).getByTestId('template-clause');
const version = (page: Page) => section(page).getByTestId('template-version');
const [placeholder, description] = Object.entries(templatePlaceholders)[0]!;

async function openTemplate(page: Page): Promise<void> {
  await signInAsDemo(page, 'Administrador', '/admin/settings');
  await version(page).waitFor();
}

const clauseTitle = (clause: Locator) => clause.getByRole('textbox').first();
/** Unfolds a clause (they are folded to their title until opened). */
async function unfold(clause: Locator): Promise<void> {
  if ((await clause.getAttribute('data-open')) !== 'true') await clause.locator('button[aria-expanded]').click();
}
const storedTemplate = (page: Page) =>
  page.evaluate(() => (window.__solarcredMemory?.snapshot.docs['config']?.['modelo_contrato'] ?? null) as unknown as ContractTemplate | null);

describe('Modelo do contrato', () => {
  it('edits, previews and saves the clauses as a new version; an unknown field is refused at its clause', async () => {
    const page = await openTemplatePage();
    const count = defaultContractTemplate.clausulas.length;
    expect(await version(page).innerText()).toMatch(/^Modelo padrão/);
    expect(await clauses(page).count()).toBe(count);

    // A new clause naming a field, moved up one place, then an unknown field refused at it.
    await section(page).getByRole('button', { name: 'Adicionar cláusula' }).click();
    const added = clauses(page).nth(count);
    await added.getByLabel(`Título da cláusula ${count + 1}`, { exact: true }).fill('Da assinatura eletrônica');
    await added.getByLabel(`Texto da cláusula ${count + 1}`, { exact: true }).fill(`Assina {{${placeholder}}} e também {{campo_inexistente}}.`);
    await section(page).getByRole('button', { name: `Mover a cláusula ${count + 1} para cima` }).click();
    const moved = clauses(page).nth(count - 1);
    expect(await clauseTitle(moved).inputValue()).toBe('Da assinatura eletrônica');
    await section(page).getByRole('button', { name: 'Salvar modelo' }).click();
    await moved.getByText(contractText.unknownPlaceholder('campo_inexistente')).waitFor();
    expect(await storedTemplate(page)).toBeNull();

    // The preview shows the known field by its description, the unknown one as typed.
    await section(page).getByRole('button', { name: 'Pré-visualizar' }).click();
    const preview = section(page).getByTestId('template-preview');
    await preview.locator('mark[data-known="true"]', { hasText: description }).first().waitFor();
    await preview.locator('mark[data-known="false"]', { hasText: '{{campo_inexistente}}' }).waitFor();

    // Fixed, and the first clause removed: saved as version 1.
    await moved.getByLabel(`Texto da cláusula ${count}`, { exact: true }).fill(`Assina {{${placeholder}}} eletronicamente.`);
    await section(page).getByRole('button', { name: 'Remover a cláusula 1', exact: true }).click();
    await section(page).getByRole('button', { name: 'Salvar modelo' }).click();
    await expectToast(page, 'Modelo do contrato salvo');
    await version(page).getByText(/^Versão 1, salva em /).waitFor();
    const saved = await storedTemplate(page);
    expect(saved?.versao).toBe(1);
    expect(saved?.clausulas).toHaveLength(count);
    expect(saved?.clausulas[0]?.titulo).toBe(defaultContractTemplate.clausulas[1]?.titulo);
    expect(saved?.clausulas[count - 2]).toEqual({ titulo: 'Da assinatura eletrônica', texto: `Assina {{${placeholder}}} eletronicamente.` });
    await screenshot(page, 'contract-template');

    // A second save: version 2, and the replaced version 1 is listed on demand.
    await unfold(clauses(page).first());
    await clauses(page).first().getByLabel('Título da cláusula 1', { exact: true }).fill('Das partes (revisado)');
    await section(page).getByRole('button', { name: 'Salvar modelo' }).click();
    await version(page).getByText(/^Versão 2, salva em /).waitFor();
    await section(page).getByRole('button', { name: 'Versões anteriores' }).click();
    const replaced = section(page).getByTestId('template-versions').getByRole('listitem');
    await replaced.first().getByText(/^Versão 1, salva em /).waitFor();
    expect(await replaced.count()).toBe(1);
  });

  it('a second admin keeps a draft while another saves, is told, and the stale save is refused', async () => {
    const { first, second } = await twoPeople(pages, ['first', 'second'], { mode: 'tabs' });
    await openTemplate(first);
    await openTemplate(second);
    await unfold(clauses(second).first());
    await clauses(second).first().getByLabel('Título da cláusula 1', { exact: true }).fill('Rascunho da segunda aba');

    await unfold(clauses(first).nth(1));
    await clauses(first).nth(1).getByLabel('Título da cláusula 2', { exact: true }).fill('Do objeto (revisado)');
    await section(first).getByRole('button', { name: 'Salvar modelo' }).click();
    await version(first).getByText(/^Versão 1, /).waitFor();

    // The second tab's version line follows; its draft stays, with the warning.
    await version(second).getByText(/^Versão 1, /).waitFor();
    await section(second).getByTestId('template-changed').waitFor();
    expect(await clauses(second).first().getByLabel('Título da cláusula 1', { exact: true }).inputValue()).toBe('Rascunho da segunda aba');
    await section(second).getByRole('button', { name: 'Salvar modelo' }).click();
    await expectToast(second, contractText.templateStale);
    expect((await storedTemplate(second))?.clausulas[0]?.titulo).toBe(defaultContractTemplate.clausulas[0]?.titulo);

    // Loading the new version drops the draft and takes the saved clauses.
    await section(second).getByRole('button', { name: 'Carregar nova versão' }).click();
    expect(await clauses(second).nth(1).locator('button[aria-expanded]').innerText()).toContain('2. Do objeto (revisado)');
    expect(await clauses(second).first().locator('button[aria-expanded]').innerText()).toContain(`1. ${defaultContractTemplate.clausulas[0]?.titulo}`);
  });
});

async function openTemplatePage(): Promise<Page> {
  const page = await pages.open();
  await openTemplate(page);
  return page;
}
