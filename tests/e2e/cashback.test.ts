/**
 * Cashback (issue 27) on the memory backend, two people over the same demo data (two tabs): the
 * integrator's 'Cashback' screen follows the admin live while the admin approves a proposal on
 * the board (its forecast appears), then releases the credit of an
 * approved proposal and pays it (a malformed PIX id first refused, naming the proposal, nothing
 * written); the proposal is then rejected, which claws the payout back: 'Pago' stays, the amount
 * is 'A recuperar' (issue 45). The integrator exports the month's statement: the XLSX (parsed back
 * here) names the company and the client, one row per proposal with date cells, the ledger as a
 * second sheet in the screen's order, every amount column adding up to its total line; the CSV in
 * pt-BR. Meanwhile the integrator changes its PIX key (password asked again) and the admin's row
 * of that cashback is flagged.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { cashbackText } from '../../domain/src/cashback/cashback-text';
import { cashbackLabels } from '../../domain/src/cashback/cashback-text';
import type { CashbackEntryType } from '../../domain/src/cashback/ledger';
import { payoutBatchHeader, statementEntryHeader, statementProposalHeader } from '../../domain/src/cashback/statement';
import { formatBRL } from '../../domain/src/format';
import type { Proposal } from '../../domain/src/model';
import { shortId } from '../../domain/src/proposal-status';
import { expectToast, memoryReady, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';
import { twoPeople } from './support/two-people';

const pages = usePages();
const pixId = 'E00000000202611261030ABCDEFGHIJK';
const total = (page: Page, key: string) => page.getByTestId(`cashback-total-${key}`).getByTestId('cashback-total-value');

describe('cashback', () => {
  it('two people: the admin releases and pays, the integrator’s screen follows live and its statement exports', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await signInAsDemo(integrator, 'Integrador aprovado', '/integrator/dashboard');
    await integrator.getByRole('navigation').getByRole('link', { name: 'Cashback' }).first().click();
    await integrator.getByRole('heading', { name: 'Cashback', level: 1 }).waitFor();
    await memoryReady(integrator);
    const forecastOf = await integrator.evaluate(() =>
      Object.values(window.__solarcredMemory?.snapshot.docs['cashback_lancamentos'] ?? {})
        .filter((entry) => entry['integrador_id'] === 'int-aprovado' && entry['tipo'] === 'prevista')
        .map((entry) => ({ id: String(entry['proposta_id']), valor: Number(entry['valor_centavos']) })));
    const previsto = forecastOf.reduce((sum, entry) => sum + entry.valor, 0);
    await expect.poll(() => total(integrator, 'previsto').innerText()).toBe(formatBRL(previsto));
    expect(await total(integrator, 'a_receber').innerText()).toBe(formatBRL(0));

    // The admin approves a proposal on the board: its forecast reaches the integrator's screen live.
    const analysis = await integrator.evaluate(() =>
      Object.values(window.__solarcredMemory?.snapshot.docs['propostas'] ?? {})
        .filter((p) => p['integrador_id'] === 'int-aprovado' && p['status'] === 'em_analise')
        .map((p) => ({ id: String(p['id']), cliente: String(p['cliente_nome']) }))
        .sort((a, b) => a.id.localeCompare(b.id))[0]);
    if (!analysis) throw new Error('the seed has no proposal under analysis');
    await signInAsDemo(admin, 'Administrador', '/admin/proposals');
    await admin.locator(`[data-testid="column-em_analise"] [data-testid="board-card"][data-id="${analysis.id}"]`).getByTestId('drag-handle').focus();
    await admin.keyboard.press('Space');
    await admin.getByText(new RegExp(`Proposta de ${analysis.cliente} (pegada na|sobre a) coluna Em Análise`)).waitFor({ state: 'attached' });
    for (const over of ['Pendente Correção', 'Corrigida', 'Aprovada']) {
      await admin.keyboard.press('ArrowRight');
      await admin.getByText(new RegExp(`sobre a coluna ${over}`)).waitFor({ state: 'attached' });
    }
    await admin.keyboard.press('Space');
    await expectToast(admin, 'Status da proposta atualizado!');
    await integrator.locator('[data-testid="cashback-entry"][data-tipo="prevista"]').getByText(`Proposta #${shortId(analysis.id)}`).waitFor();
    await expect.poll(() => total(integrator, 'previsto').innerText()).not.toBe(formatBRL(previsto));

    // The admin releases the credit of the integrator's oldest approval.
    await signInAsDemo(admin, 'Administrador', '/admin/payments');
    const awaiting = admin.getByRole('region', { name: 'Aguardando liberação do crédito' });
    const row = awaiting.getByTestId('cashback-cycle').filter({ hasText: 'Sol Nascente' }).first();
    const proposalId = (await row.getAttribute('data-id')) ?? '';
    const amount = forecastOf.find((entry) => entry.id === proposalId)?.valor ?? 0;
    expect(amount).toBeGreaterThan(0);
    await row.getByRole('button', { name: /^Liberar crédito/ }).click();
    const release = admin.getByRole('alertdialog');
    await release.getByLabel(/Data da liberação/).fill('31/12/2099');
    await release.getByRole('button', { name: 'Confirmar liberação' }).click();
    await expectToast(admin, 'Não foi possível registrar a liberação');
    await admin.getByText('A data de liberação não pode ser futura.').waitFor();
    await release.getByLabel(/Data da liberação/).fill(new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/'));
    await release.getByRole('button', { name: 'Confirmar liberação' }).click();
    await expectToast(admin, 'Crédito liberado: o cashback vence em 7 dias úteis');
    await expect.poll(() => total(integrator, 'a_receber').innerText()).toBe(formatBRL(amount));
    await integrator.locator(`[data-testid="cashback-entry"][data-tipo="a_pagar"]`).getByText(`Proposta #${shortId(proposalId)}`).waitFor();

    // While it is due the integrator changes its PIX key: a malformed key is refused at its field,
    // the password is asked again (a wrong one refused), and the admin's row is flagged live.
    const due = admin.getByRole('region', { name: 'A pagar' });
    const dueRow = due.locator(`[data-testid="cashback-cycle"][data-id="${proposalId}"]`);
    await dueRow.waitFor();
    await integrator.getByRole('navigation').getByRole('link', { name: 'Meu Perfil' }).first().click();
    const payout = integrator.getByRole('region', { name: 'Dados para pagamento do cashback' });
    await payout.getByLabel(/Tipo de chave PIX/).selectOption('cpf');
    await payout.getByLabel(/^Chave PIX/).fill('123.456.789-00');
    await payout.getByLabel(/^Banco/).focus();
    await payout.getByText('CPF inválido').waitFor();
    await payout.getByLabel(/^Banco/).fill('341');
    await payout.getByLabel(/^Agência/).fill('0001');
    await payout.getByLabel(/^Conta/).fill('12345');
    await payout.getByLabel(/^Dígito/).fill('6');
    await payout.getByLabel(/Tipo de conta/).selectOption({ index: 1 });
    await payout.getByRole('button', { name: 'Salvar dados de pagamento' }).click();
    await payout.getByText('CPF inválido').waitFor();
    await payout.getByLabel(/^Chave PIX/).fill('529.982.247-25');
    await payout.getByRole('button', { name: 'Salvar dados de pagamento' }).click();
    const confirm = integrator.getByRole('alertdialog');
    await confirm.getByLabel(/^Senha/).fill('errada');
    await confirm.getByRole('button', { name: 'Confirmar e salvar' }).click();
    await confirm.getByText('Senha atual incorreta.').waitFor();
    await confirm.getByLabel(/^Senha/).fill('demo123');
    await confirm.getByRole('button', { name: 'Confirmar e salvar' }).click();
    await expectToast(integrator, 'Dados de pagamento salvos');
    await dueRow.getByTestId('cycle-destination-changed').waitFor();
    await screenshot(integrator, 'cashback-payout-destination');
    await integrator.getByRole('navigation').getByRole('link', { name: 'Cashback' }).first().click();

    // The payout: a malformed PIX id is refused at its field by the domain's rule, before any call; then paid.
    await dueRow.getByRole('checkbox').check({ force: true });
    // The batch to pay, with where to pay it: the key just saved and the day it changed.
    const [batch] = await Promise.all([admin.waitForEvent('download'), due.getByRole('button', { name: 'Exportar lote (CSV)' }).click()]);
    const batchLines = readFileSync(await batch.path(), 'utf8').split('\r\n');
    expect(batchLines[0]).toBe(`\uFEFF${payoutBatchHeader.join(';')}`);
    expect(batchLines[1]).toContain(`;#${shortId(proposalId)};${(amount / 100).toFixed(2).replace('.', ',')};`);
    expect(batchLines[1]).toContain(';cpf;52998224725;341;0001;12345-6;');
    await due.getByRole('button', { name: 'Marcar como pagos (1)' }).click();
    const pay = admin.getByRole('dialog');
    await pay.getByLabel(/^Referência/).fill('E123');
    await pay.getByRole('button', { name: 'Registrar pagamentos' }).click();
    await pay.getByText(cashbackText.endToEndInvalid, { exact: true }).waitFor();
    expect(await pay.getByLabel(/^Referência/).getAttribute('aria-invalid')).toBe('true');
    expect(await total(integrator, 'pago').innerText()).toBe(formatBRL(0));
    await screenshot(admin, 'cashback-pay-dialog');
    await pay.getByLabel(/^Referência/).fill(pixId);
    await pay.getByRole('button', { name: 'Registrar pagamentos' }).click();
    await expectToast(admin, 'Pagamentos registrados');
    await dueRow.waitFor({ state: 'detached' });
    await expect.poll(() => total(integrator, 'pago').innerText()).toBe(formatBRL(amount));
    expect(await total(integrator, 'a_receber').innerText()).toBe(formatBRL(0));
    await screenshot(integrator, 'cashback-integrator');
    await screenshot(admin, 'cashback-payments');

    // Rejected after the payout (issue 45): the clawback leaves 'Pago' as it was and puts the amount in 'A recuperar'.
    const { client, company } = await integrator.evaluate((id) => {
      const stored = window.__solarcredMemory?.snapshot.docs['propostas']?.[id] as unknown as Proposal;
      window.__solarcredProposals?.write({ ...stored, status: 'reprovada', status_desde: Date.now(), updated_at: Date.now(), status_motivo: 'Contrato cancelado' });
      return { client: stored.cliente_nome, company: stored.integrador.nome_empresa };
    }, proposalId);
    expect(company).toMatch(/^Sol Nascente/);
    const clawback = integrator.locator('[data-testid="cashback-entry"][data-tipo="clawback"]').filter({ hasText: `Proposta #${shortId(proposalId)}` });
    await clawback.waitFor();
    expect(await clawback.getByTestId('cashback-entry-names').innerText()).toBe(`${client} · ${company}`);
    await expect.poll(() => total(integrator, 'a_recuperar').innerText()).toBe(formatBRL(amount));
    expect(await total(integrator, 'pago').innerText()).toBe(formatBRL(amount));
    expect(await total(integrator, 'recuperado').innerText()).toBe(formatBRL(0));
    // Each row of the screen's window: its situation and the proposal its link names.
    const shown = await integrator.getByTestId('cashback-entry').evaluateAll((rows) =>
      rows.map((row) => ({ tipo: (row as HTMLElement).dataset['tipo'] ?? '', proposta: (row.querySelector('a')?.textContent ?? '').replace(/^Proposta /, '') })));

    // The month's statement, XLSX: one row per proposal naming company and client, its dates as date
    // cells; the ledger entry by entry as the second sheet, in the screen's order; totals that add up.
    const [xlsx] = await Promise.all([integrator.waitForEvent('download'), integrator.getByRole('button', { name: 'Exportar XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^cashback-\d{4}-\d{2}\.xlsx$/);
    const file = readFileSync(await xlsx.path());
    const proposalsSheet = await readSheet(file, 'Propostas');
    expect(proposalsSheet[0]).toEqual([...statementProposalHeader]);
    const column = (title: string) => statementProposalHeader.indexOf(title as (typeof statementProposalHeader)[number]);
    const mine = proposalsSheet.filter((cells) => cells[column('Proposta')] === `#${shortId(proposalId)}`);
    expect(mine).toHaveLength(1);
    const [line = []] = mine;
    expect([line[column('Empresa')], line[column('Cliente')], line[column('Situação')], line[column('Pago (R$)')], line[column('A recuperar (R$)')]]).toEqual([company, client, 'A recuperar', amount / 100, amount / 100]);
    expect(line[column('Liberada em')]).toBeInstanceOf(Date);
    expect(line[column('Paga em')]).toBeInstanceOf(Date);
    expect(line[column('Referência do pagamento')]).toBe(pixId);
    const sum = (rows: unknown[][], index: number) => Math.round(rows.reduce((total, cells) => total + Number(cells[index] ?? 0), 0) * 100);
    const last = proposalsSheet.at(-1) ?? [];
    expect(last[0]).toBe('Total');
    for (const title of ['Previsto (R$)', 'A pagar (R$)', 'Pago (R$)', 'A recuperar (R$)', 'Recuperado (R$)']) {
      expect(Math.round(Number(last[column(title)]) * 100), title).toBe(sum(proposalsSheet.slice(1, -1), column(title)));
    }
    const ledger = await readSheet(file, 'Lançamentos');
    expect(ledger[0]).toEqual([...statementEntryHeader]);
    const entryColumn = (title: string) => statementEntryHeader.indexOf(title as (typeof statementEntryHeader)[number]);
    const entries = ledger.slice(1, -1);
    // The screen's order (its first window): each row there names its proposal and its situation, as the sheet does.
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(entries.slice(0, shown.length).map((cells) => `${cells[entryColumn('Lançamento')]} ${cells[entryColumn('Proposta')]}`)).toEqual(
      shown.map(({ tipo, proposta }) => `${cashbackLabels.situacao[tipo as CashbackEntryType]} ${proposta}`),
    );
    expect(entries[0]?.[entryColumn('Data')]).toBeInstanceOf(Date);
    // This proposal's month: released (−previsto, +a pagar), paid (−a pagar, +pago), clawed back (+a recuperar).
    const moves = entries.filter((cells) => cells[entryColumn('Proposta')] === `#${shortId(proposalId)}`);
    expect(moves.map((cells) => ['Lançamento', 'Previsto (R$)', 'A pagar (R$)', 'Pago (R$)', 'A recuperar (R$)'].map((title) => cells[entryColumn(title)]))).toEqual([
      ['A recuperar', 0, 0, 0, amount / 100],
      ['Pago', 0, -amount / 100, amount / 100, 0],
      ['A pagar', -amount / 100, amount / 100, 0, 0],
    ]);
    expect((ledger.at(-1) ?? [])[0]).toBe('Total');

    const [csv] = await Promise.all([integrator.waitForEvent('download'), integrator.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${statementProposalHeader.join(';')}`);
    const reais = (amount / 100).toFixed(2).replace('.', ',');
    expect(text).toContain(`${company};${client};#${shortId(proposalId)};A recuperar;0,00;0,00;${reais};${reais};0,00;`);
  });
});
