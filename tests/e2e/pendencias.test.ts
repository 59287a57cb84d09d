/**
 * Pending items (issue 14) on the memory backend, two people on screen at once (two tabs over the
 * same demo data), in one journey: the admin adds two items (one needs a file) and the card moves
 * to 'Pendente Correção' on the integrator's board showing '2 pendências'; the integrator finds
 * the proposal on its dashboard and answers both (one with a file) and the card moves to
 * 'Corrigida'; the admin returns one with a note and the card goes back; answered again, it
 * returns to 'Corrigida'; accepting both leaves it there.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, memoryReady } from './support/app';
import { screenshot, usePages } from './support/browser';
import { addProposals, cardIn, demoProposal, openBoard } from './support/kanban';
import { twoPeople } from './support/two-people';

const pages = usePages();
const id = 'PendenciasDemo000001';
const client = 'Helena Pendências';

const dialog = (page: Page) => page.getByRole('dialog');
const items = (page: Page) => dialog(page).getByTestId('pending-item');
const item = (page: Page, text: string) => items(page).filter({ hasText: text });

async function openPendencias(page: Page): Promise<void> {
  await dialog(page).getByRole('tab', { name: /Pendências/ }).click();
  await expect.poll(() => dialog(page).getByRole('tab', { name: /Pendências/ }).getAttribute('aria-selected')).toBe('true');
}

async function addItem(page: Page, type: string, text: string, needsFile: boolean): Promise<void> {
  const form = dialog(page).getByRole('form', { name: 'Nova pendência' });
  await form.getByTestId('pending-type').selectOption({ label: type });
  await form.getByTestId('pending-text').fill(text);
  if (needsFile) await form.getByText('Exige arquivo').click();
  await form.getByRole('button', { name: 'Adicionar pendência' }).click();
  await item(page, text).waitFor();
}

const stateOf = (row: Locator) => row.getAttribute('data-state');

async function storedStatus(page: Page): Promise<string> {
  return page.evaluate((key) => String(window.__solarcredMemory?.snapshot.docs['propostas']?.[key]?.['status']), id);
}

describe('pending items', () => {
  it('two people: add, answer (file and text), automatic Corrigida, return with a note, accept', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await openBoard(admin, 'Administrador');
    await addProposals(admin, [demoProposal(id, client, Date.now(), 'em_analise')]);
    await openBoard(integrator, 'Integrador aprovado');
    await cardIn(integrator, 'em_analise', id).waitFor();

    // The admin adds two items on the details' 'Pendências' tab.
    await cardIn(admin, 'em_analise', id).getByRole('button', { name: `Ver Detalhes: ${client}` }).click();
    await openPendencias(admin);
    await dialog(admin).getByText('Nenhuma pendência nesta proposta.').waitFor();
    await addItem(admin, 'Comprovante de renda', 'Envie o holerite de março', true);
    await expectToast(admin, 'Pendência adicionada!');
    await addItem(admin, 'Dados bancários divergentes', 'Confirme a agência da conta', false);
    await expect.poll(() => storedStatus(admin)).toBe('pendente_correcao');
    await dialog(admin).getByTestId('details-status').getByText('Pendente Correção').waitFor();

    // The integrator's board shows the card in 'Pendente Correção' with its count, live.
    const card = cardIn(integrator, 'pendente_correcao', id);
    await card.getByTestId('card-pending').getByText('2 pendências').waitFor();
    await screenshot(integrator, 'pendencias-card');

    // The dashboard lists it; its link opens the details.
    await integrator.goto('/integrator/dashboard');
    const listed = integrator.getByTestId('dashboard-pending').getByRole('link', { name: client });
    await listed.click();
    await openPendencias(integrator);
    const income = item(integrator, 'Envie o holerite de março');
    const bank = item(integrator, 'Confirme a agência da conta');

    // A file-demanding item refuses a text-only answer; then a PDF goes up with progress.
    await income.getByTestId('pending-answer-text').fill('Segue o holerite');
    await income.getByRole('button', { name: 'Enviar resposta' }).click();
    await income.getByText('Esta pendência exige um arquivo.').waitFor();
    await income.locator('input[type="file"]').setInputFiles({ name: 'holerite.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
    await income.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect.poll(() => stateOf(income)).toBe('respondida');
    expect(await storedStatus(integrator)).toBe('pendente_correcao');
    await bank.getByTestId('pending-answer-text').fill('Agência 1234-5, conferida com o extrato');
    await bank.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect.poll(() => stateOf(bank)).toBe('respondida');
    await expect.poll(() => storedStatus(integrator)).toBe('corrigida_usuario');

    // The admin's open dialog and board follow; the history says why it moved.
    await expect.poll(() => stateOf(item(admin, 'Envie o holerite de março'))).toBe('respondida');
    await cardIn(admin, 'corrigida_usuario', id).waitFor();
    await screenshot(admin, 'pendencias-admin-review');

    // Returned with a note: open again, the proposal back in 'Pendente Correção'.
    const adminIncome = item(admin, 'Envie o holerite de março');
    await adminIncome.getByRole('button', { name: 'Devolver' }).click();
    await adminIncome.getByTestId('pending-return-note').fill('O holerite está cortado');
    await adminIncome.getByRole('button', { name: 'Devolver ao integrador' }).click();
    await expectToast(admin, 'Pendência devolvida ao integrador.');
    await cardIn(admin, 'pendente_correcao', id).getByText('1 pendência').waitFor();
    await income.getByTestId('pending-return').getByText('O holerite está cortado').waitFor();
    expect(await stateOf(income)).toBe('aberta');
    await income.locator('input[type="file"]').setInputFiles({ name: 'holerite-completo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await income.getByRole('button', { name: 'Enviar resposta' }).click();
    await expect.poll(() => storedStatus(integrator)).toBe('corrigida_usuario');
    await screenshot(integrator, 'pendencias-integrator-answered');

    // Accepting both changes no status.
    for (const text of ['Envie o holerite de março', 'Confirme a agência da conta']) {
      await item(admin, text).getByRole('button', { name: 'Aceitar' }).click();
      await expect.poll(() => stateOf(item(admin, text))).toBe('aceita');
    }
    expect(await storedStatus(admin)).toBe('corrigida_usuario');
    await cardIn(admin, 'corrigida_usuario', id).waitFor();
    expect(await cardIn(admin, 'corrigida_usuario', id).getByTestId('card-pending').count()).toBe(0);

    // Every step is in the history: 2 added (the first with the move), 3 answers, 2 automatic moves, 1 return (with the move), 2 accepts.
    await memoryReady(admin);
    const history = await admin.evaluate((key) => Object.values(window.__solarcredMemory?.snapshot.docs[`propostas/${key}/historico`] ?? {}), id);
    const steps = history.map((entry) => (entry['pendencia'] as { acao?: string } | undefined)?.acao ?? String(entry['motivo'])).sort();
    expect(steps).toEqual(['aceita', 'aceita', 'criada', 'criada', 'devolvida', 'respondida', 'respondida', 'respondida', 'todas as pendências respondidas', 'todas as pendências respondidas']);
    // The integrator's dashboard lists this proposal no more: only the seed's, still waiting for a correction.
    await integrator.goto('/integrator/dashboard');
    const stillOpen = await integrator.evaluate(() =>
      Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {})
        .filter((proposal) => ((proposal as { pendencias_abertas?: number }).pendencias_abertas ?? 0) > 0)
        .map((proposal) => String((proposal as { cliente_nome?: string }).cliente_nome)),
    );
    const pendingList = integrator.getByTestId('dashboard-pending');
    for (const name of stillOpen) await pendingList.getByText(name).first().waitFor();
    expect(await pendingList.getByText(client).count()).toBe(0);
  });

  it('a retry after a lost answer adds the item once; a changed text is a new item', async () => {
    const admin = await pages.open();
    const retryId = 'PendenciasRetry00001';
    await openBoard(admin, 'Administrador');
    await addProposals(admin, [demoProposal(retryId, 'Ícaro Retentativa', Date.now(), 'em_analise')]);
    await cardIn(admin, 'em_analise', retryId).getByRole('button', { name: 'Ver Detalhes: Ícaro Retentativa' }).click();
    await openPendencias(admin);
    const form = dialog(admin).getByRole('form', { name: 'Nova pendência' });
    await form.getByTestId('pending-type').selectOption({ label: 'Outro' });
    await form.getByTestId('pending-text').fill('Assinatura do contrato');
    // The server adds the item, but its answer never arrives: the admin is told it failed.
    await admin.evaluate(() => window.__solarcredMemory?.loseNextAnswer('addPendingItem'));
    await form.getByRole('button', { name: 'Adicionar pendência' }).click();
    await expectToast(admin, 'Erro ao adicionar pendência');
    expect(await form.getByTestId('pending-text').inputValue()).toBe('Assinatura do contrato');
    // Sending again is the same item: one row, one open item on the proposal.
    await form.getByRole('button', { name: 'Adicionar pendência' }).click();
    await expectToast(admin, 'Pendência adicionada!');
    await expect.poll(() => form.getByTestId('pending-text').inputValue()).toBe('');
    expect(await items(admin).count()).toBe(1);
    const open = () => admin.evaluate((key) => window.__solarcredMemory?.snapshot.docs['propostas']?.[key]?.['pendencias_abertas'], retryId);
    expect(await open()).toBe(1);
    // The next item, with its own text, is a new one.
    await form.getByTestId('pending-type').selectOption({ label: 'Outro' });
    await form.getByTestId('pending-text').fill('Assinatura do avalista');
    await form.getByRole('button', { name: 'Adicionar pendência' }).click();
    await item(admin, 'Assinatura do avalista').waitFor();
    expect(await items(admin).count()).toBe(2);
    expect(await open()).toBe(2);
  });
});
