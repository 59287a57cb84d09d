/**
 * Installation milestones (issue 30) on the memory backend, two people over the same demo data
 * (two tabs): the integrator marks the five milestones of an approved proposal on the details'
 * 'Instalação' tab, each refused first where the evidence is wrong; the last one finalises it and
 * the admin's board moves the card live; the admin undoes the last one with a reason and the
 * card goes back to 'Aprovada' while the integrator's open tab offers the milestone again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, memoryReady, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { addProposals, cardIn, demoProposal, openBoard } from './support/kanban';
import { twoPeople } from './support/two-people';
import { installationDeadlinePatch } from '../../domain/src/installation/due-dates';

const pages = usePages();
const id = 'InstalacaoDemo000001';
const client = 'Otávio Instalação';
const dayMs = 86_400_000;
const approvedAt = Date.now() - 3 * dayMs;
/** dd/mm/aaaa of an instant in São Paulo (UTC−3, no daylight saving since 2019). */
const brDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');

const dialog = (page: Page) => page.getByRole('dialog');
const milestone = (page: Page, marco: string) => dialog(page).locator(`[data-testid="milestone"][data-milestone="${marco}"]`);
const form = (page: Page) => dialog(page).getByTestId('milestone-form');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') });
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from('png') });

async function openInstallation(page: Page, status: string): Promise<void> {
  await cardIn(page, status, id).getByRole('button', { name: `Ver Detalhes: ${client}` }).click();
  await dialog(page).getByRole('tab', { name: 'Instalação' }).click();
  await dialog(page).getByTestId('installation-schedule').waitFor();
}

async function submitAndExpect(page: Page, message: string): Promise<void> {
  await form(page).getByRole('button', { name: 'Marcar como concluído' }).click();
  await form(page).getByText(message).waitFor();
}

async function markDone(page: Page, marco: string): Promise<void> {
  await form(page).getByRole('button', { name: 'Marcar como concluído' }).click();
  await expect.poll(() => milestone(page, marco).getAttribute('data-standing')).toBe('concluido');
}

describe('installation milestones', () => {
  it('two people: the integrator marks the five with their evidence, the last finalises; the admin undoes it', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await openBoard(admin, 'Administrador');
    await addProposals(admin, [demoProposal(id, client, approvedAt, 'aprovada')]);
    await openBoard(integrator, 'Integrador aprovado');
    await openInstallation(integrator, 'aprovada');

    // The customer's calendar: approval + 30 days without a saved simulation.
    expect(await dialog(integrator).getByTestId('installation-schedule').innerText()).toBe(`Aprovada em ${brDay(approvedAt)} · 1ª parcela do cliente em ${brDay(approvedAt + 30 * dayMs)}`);
    expect(await dialog(integrator).getByTestId('milestone').count()).toBe(5);
    await screenshot(integrator, 'installation-start');

    // 1. The signed contract: a file is required, and the date cannot be in the future.
    await submitAndExpect(integrator, 'Anexe o comprovante deste marco.');
    await form(integrator).getByLabel('Data de conclusão').fill(brDay(Date.now() + 5 * dayMs));
    await form(integrator).locator('input[type="file"]').setInputFiles(pdf('contrato.pdf'));
    await submitAndExpect(integrator, 'Data não pode ser futura');
    await form(integrator).getByLabel('Data de conclusão').fill('31/02/2026');
    await submitAndExpect(integrator, 'Data inválida');
    await form(integrator).getByLabel('Data de conclusão').fill(brDay(approvedAt + dayMs));
    // A failed upload says so and keeps the form as typed; the retry goes through.
    await memoryReady(integrator);
    await integrator.evaluate(() => window.__solarcredMemory?.failNext('upload:contrato.pdf'));
    await form(integrator).getByRole('button', { name: 'Marcar como concluído' }).click();
    await expectToast(integrator, 'Falha ao enviar o arquivo. Tente novamente.');
    expect(await form(integrator).getByLabel('Data de conclusão').inputValue()).toBe(brDay(approvedAt + dayMs));
    await markDone(integrator, 'contrato_assinado');
    await expectToast(integrator, 'Marco concluído!');
    await milestone(integrator, 'contrato_assinado').getByRole('button', { name: 'Abrir contrato.pdf' }).waitFor();

    // 2. The invoice.
    await form(integrator).locator('input[type="file"]').setInputFiles(pdf('nota-fiscal.pdf'));
    await markDone(integrator, 'equipamento_comprado');

    // 3. Photos only, two of them.
    await form(integrator).locator('input[type="file"]').setInputFiles(pdf('fotos.pdf'));
    await submitAndExpect(integrator, 'Tipo de foto não permitido. Formatos aceitos: JPG, PNG');
    await form(integrator).getByRole('button', { name: /Remover fotos.pdf/ }).click();
    await form(integrator).locator('input[type="file"]').setInputFiles([png('modulos.png'), png('inversor.png')]);
    await markDone(integrator, 'instalacao_concluida');

    // 4. The distributor's protocol.
    await form(integrator).getByLabel(/Número do protocolo/).fill('ab');
    await submitAndExpect(integrator, 'Protocolo inválido: use de 4 a 40 letras e números (ponto, barra e hífen são aceitos).');
    await form(integrator).getByLabel(/Número do protocolo/).fill('2026/0001234');
    await markDone(integrator, 'homologacao');

    // 5. The first reading finalises the proposal, and the admin's board follows live.
    await form(integrator).getByLabel(/Primeira leitura/).fill('152');
    await markDone(integrator, 'sistema_conectado');
    await expectToast(integrator, 'Todos os marcos concluídos: a proposta foi finalizada.');
    await dialog(integrator).getByTestId('details-status').getByText('Finalizada').waitFor();
    expect(await form(integrator).count()).toBe(0);
    await cardIn(admin, 'finalizada', id).waitFor();
    await screenshot(integrator, 'installation-done');

    // The admin undoes the last milestone with a reason: back to 'Aprovada' on both sides.
    await openInstallation(admin, 'finalizada');
    await milestone(admin, 'sistema_conectado').getByRole('button', { name: 'Desfazer' }).click();
    const confirm = admin.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Desfazer marco' }).click();
    await confirm.getByText('Informe o motivo.').waitFor();
    await confirm.getByLabel(/Motivo/).fill('Leitura digitada errada');
    await confirm.getByRole('button', { name: 'Desfazer marco' }).click();
    await expectToast(admin, 'Marco desfeito');
    await cardIn(admin, 'aprovada', id).waitFor();
    await milestone(integrator, 'sistema_conectado').getByText(/Desfeito por um administrador · Motivo: Leitura digitada errada/).waitFor();
    await form(integrator).getByLabel(/Primeira leitura/).waitFor();
    await screenshot(admin, 'installation-undone');
  });

  it('both dashboards count and list the late installations live; the board marks the card', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await signInAsDemo(admin, 'Administrador', '/admin/dashboard');
    const adminCard = admin.getByRole('region', { name: 'Instalações atrasadas' });
    await adminCard.waitFor();
    await memoryReady(admin);
    // What the store holds: approved proposals whose next milestone's day has passed.
    const lateIn = (page: Page, integratorId: string | null) =>
      page.evaluate(([owner, today]) => Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {})
        .filter((p) => p['status'] === 'aprovada' && typeof p['instalacao_meta'] === 'string' && String(p['instalacao_meta']) < String(today) && (owner === null || p['integrador_id'] === owner)).length,
        [integratorId, brDay(Date.now()).split('/').reverse().join('-')] as const);
    const before = await lateIn(admin, null);
    const countText = (n: number) => (n === 1 ? '1 instalação atrasada' : `${n} instalações atrasadas`);
    await adminCard.getByTestId('late-installations-count').getByText(countText(before)).waitFor();

    // Approved five years ago with nothing marked: the longest overdue, first on the admin's card, live.
    const lateId = 'InstalacaoAtrasada01';
    // With the next milestone's day its trigger writes (installationDeadlinePatch), as demoProposal adds the search tokens.
    const late = demoProposal(lateId, 'Rita Atrasada', Date.now() - 5 * 365 * dayMs, 'aprovada');
    await addProposals(admin, [{ ...late, ...installationDeadlinePatch(late) }]);
    await expect.poll(() => adminCard.getByRole('listitem').first().getByRole('link').innerText()).toBe('Rita Atrasada');
    await adminCard.getByTestId('late-installations-count').getByText(countText(before + 1)).waitFor();
    await screenshot(admin, 'installation-admin-dashboard');

    // The integrator's dashboard counts its own; its board marks the card.
    await signInAsDemo(integrator, 'Integrador aprovado', '/integrator/dashboard');
    await memoryReady(integrator);
    const own = await lateIn(integrator, 'int-aprovado');
    await integrator.getByRole('region', { name: 'Instalações atrasadas' }).getByTestId('late-installations-count').getByText(countText(own)).waitFor();
    await integrator.goto('/integrator/kanban');
    await cardIn(integrator, 'aprovada', lateId).getByTestId('card-installation-late').getByText('Instalação atrasada').waitFor();
  });
});

