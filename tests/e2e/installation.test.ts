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
import { releaseDayOf } from '../../domain/src/credit/calendar';
import { toSavedSimulation } from '../../domain/src/credit/saved-simulation';
import { simulate, type SimulationInput } from '../../domain/src/credit/simulate';
import { defaultTargetDays, installationDeadlinePatch, installationSchedule, type TargetDays } from '../../domain/src/installation/due-dates';
import { storedCreditLines } from '../../domain/src/test-fixtures';
import { milestoneLabel } from '../../domain/src/installation/milestones';

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

  it('one first installment on both tabs (the saved simulation’s); a back-dated mark shows both days and is late (issue 45)', async () => {
    const page = await pages.open();
    // Sent 208 days ago with 2 months' grace, approved 8 days later: the saved first due date is not approval + 3 months.
    const sentAt = Date.now() - 208 * dayMs;
    const approvedLongAgo = Date.now() - 200 * dayMs;
    const line = storedCreditLines()[0]!;
    const request: SimulationInput = { valorSistemaCents: 32_500_00, entradaCents: 0, prazo: 60, carenciaMeses: 2, borrower: 'pf', liberacao: releaseDayOf(sentAt) };
    const simulacao = toSavedSimulation({ kind: 'chosen', simulation: simulate(line, request), line, escolha: 'linha' }, request, sentAt);
    const backId = 'InstalacaoRetroativa1';
    const proposal = { ...demoProposal(backId, 'Vera Retroativa', sentAt, 'aprovada'), status_desde: approvedLongAgo, simulacao };
    await signInAsDemo(page, 'Integrador aprovado', '/integrator/kanban');
    await memoryReady(page);
    await addProposals(page, [proposal]);
    await page.goto(`/integrator/kanban?proposta=${backId}`);
    const first = simulacao.primeiro_vencimento.split('-').reverse().join('/');
    const savedFirst = dialog(page).getByTestId('saved-simulation').getByText('Primeiro vencimento').locator('xpath=..');
    await savedFirst.waitFor();
    expect(await savedFirst.innerText()).toContain(first);
    await dialog(page).getByRole('tab', { name: 'Instalação' }).click();
    expect(await dialog(page).getByTestId('installation-schedule').innerText()).toBe(`Aprovada em ${brDay(approvedLongAgo)} · 1ª parcela do cliente em ${first}`);

    // Declared the day after approval (on time by that day), marked today: late, both days shown.
    await form(page).getByLabel('Data de conclusão').fill(brDay(approvedLongAgo + dayMs));
    await form(page).locator('input[type="file"]').setInputFiles(pdf('contrato.pdf'));
    await form(page).getByRole('button', { name: 'Marcar como concluído' }).click();
    await expect.poll(() => milestone(page, 'contrato_assinado').getAttribute('data-standing')).toBe('concluido_com_atraso');
    expect(await milestone(page, 'contrato_assinado').getByTestId('milestone-marked').innerText())
      .toBe(`Concluído em ${brDay(approvedLongAgo + dayMs)} · marcado em ${brDay(Date.now())} por você`);
    await screenshot(page, 'installation-back-dated');
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

  it('the admin’s targets: each refused with its message, saved, and pinned on the next approval only', async () => {
    const admin = await pages.open();
    const before = demoProposal('InstalacaoPrazoAntes', 'Bruno Antes', Date.now() - 2 * dayMs, 'aprovada');
    const next = demoProposal('InstalacaoPrazoDepois', 'Carla Depois', Date.now() - dayMs, 'em_analise');
    await signInAsDemo(admin, 'Administrador', '/admin/settings');
    await memoryReady(admin);
    // Approved before the change: its trigger pinned the defaults.
    await addProposals(admin, [{ ...before, ...installationDeadlinePatch(before) }, next]);
    const targets = admin.getByRole('region', { name: 'Prazos da instalação' });
    const field = (id: keyof TargetDays) => targets.getByLabel(milestoneLabel(id), { exact: true });
    const save = () => targets.getByRole('button', { name: 'Salvar prazos da instalação' }).click();
    expect(await field('contrato_assinado').inputValue()).toBe(String(defaultTargetDays.contrato_assinado));

    await field('contrato_assinado').fill('0');
    await save();
    await targets.getByText('Informe um número inteiro de 1 a 150 dias úteis.').waitFor();
    await field('contrato_assinado').fill('16');
    await field('homologacao').fill(String(defaultTargetDays.instalacao_concluida + 1));
    await save();
    await targets.getByText(`Este marco não pode vencer antes do marco "${milestoneLabel('instalacao_concluida')}": use no máximo os mesmos dias úteis.`).waitFor();
    await field('homologacao').fill(String(defaultTargetDays.homologacao));
    await save();
    await expectToast(admin, 'Prazos da instalação salvos');
    await screenshot(admin, 'installation-targets');
    const saved: TargetDays = { ...defaultTargetDays, contrato_assinado: 16 };

    // The next approval pins the saved targets; the one approved before keeps its own.
    await openBoard(admin, 'Administrador');
    // By keyboard (the card may be below the column's fold): three columns to the right.
    await cardIn(admin, 'em_analise', next.id).getByTestId('drag-handle').focus();
    await admin.keyboard.press('Space');
    // Picked up: 'pegada na coluna Em Análise', at once followed by 'sobre a coluna Em Análise'.
    await admin.getByText(/Proposta de Carla Depois (pegada na|sobre a) coluna Em Análise/).waitFor({ state: 'attached' });
    for (const over of ['Pendente Correção', 'Corrigida', 'Aprovada']) {
      await admin.keyboard.press('ArrowRight');
      await admin.getByText(new RegExp(`sobre a coluna ${over}`)).waitFor({ state: 'attached' });
    }
    await admin.keyboard.press('Space');
    await cardIn(admin, 'aprovada', next.id).waitFor();
    const pinned = (proposalId: string) => admin.evaluate((key: string) => window.__solarcredMemory?.snapshot.docs['propostas']?.[key]?.['instalacao_dias'], proposalId);
    await expect.poll(() => pinned(next.id)).toEqual(saved);
    expect(await pinned(before.id)).toEqual(defaultTargetDays);

    // The details show the contract's target under the saved days, not the defaults.
    const approvedNow = await admin.evaluate((key: string) => Number(window.__solarcredMemory?.snapshot.docs['propostas']?.[key]?.['status_desde']), next.id);
    const scheduleWith = (days: TargetDays) => installationSchedule({ ...next, status: 'aprovada', status_desde: approvedNow }, days)?.metas.contrato_assinado ?? '';
    expect(scheduleWith(saved)).not.toBe(scheduleWith(defaultTargetDays));
    await cardIn(admin, 'aprovada', next.id).getByRole('button', { name: 'Ver Detalhes: Carla Depois' }).click();
    await dialog(admin).getByRole('tab', { name: 'Instalação' }).click();
    const brDate = (iso: string) => iso.split('-').reverse().join('/');
    await milestone(admin, 'contrato_assinado').getByText(`Meta: ${brDate(scheduleWith(saved))}`).waitFor();
  });
});
