/**
 * Cashback (issue 27) on the memory backend, two people over the same demo data (two tabs): the
 * integrator's 'Cashback' screen follows the admin live while the admin releases the credit of an
 * approved proposal and pays it (a malformed PIX id first refused, naming the proposal, nothing
 * written); the integrator then exports the month's statement, and the XLSX opens with the rows
 * (parsed back here), the CSV in pt-BR.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { statementHeader } from '../../domain/src/cashback/statement';
import { formatBRL } from '../../domain/src/format';
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

    // The payout: a malformed PIX id is refused with the proposal named; then paid.
    const due = admin.getByRole('region', { name: 'A pagar' });
    const dueRow = due.locator(`[data-testid="cashback-cycle"][data-id="${proposalId}"]`);
    await dueRow.getByRole('checkbox').check({ force: true });
    await due.getByRole('button', { name: 'Marcar como pagos (1)' }).click();
    const pay = admin.getByRole('dialog');
    await pay.getByLabel(/^Referência/).fill('E123');
    await pay.getByRole('button', { name: 'Registrar pagamentos' }).click();
    await admin.getByText(new RegExp(`Proposta #${shortId(proposalId)}: Identificador PIX inválido`)).waitFor();
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

    // The month's statement: the XLSX holds the release and the payout.
    const [xlsx] = await Promise.all([integrator.waitForEvent('download'), integrator.getByRole('button', { name: 'Exportar XLSX' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^cashback-\d{4}-\d{2}\.xlsx$/);
    const sheet = await readSheet(readFileSync(await xlsx.path()));
    expect(sheet[0]).toEqual([...statementHeader]);
    const mine = sheet.filter((cells) => cells[1] === `#${shortId(proposalId)}`);
    expect(mine.map((cells) => [cells[2], cells[3]])).toEqual([['A pagar', amount / 100], ['Pago', amount / 100]]);
    expect(mine[1]?.[6]).toBe(pixId);
    const [csv] = await Promise.all([integrator.waitForEvent('download'), integrator.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe(`\uFEFF${statementHeader.join(';')}`);
    expect(text).toContain(`;#${shortId(proposalId)};Pago;${(amount / 100).toFixed(2).replace('.', ',')};`);
  });
});
