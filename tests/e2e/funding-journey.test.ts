/**
 * Funding by milestone (issue 48) on the memory backend, two people over the same demo data (two
 * tabs): the integrator marks the signed contract of an approved proposal with its PDF; the
 * tranche it releases reaches the admin's 'Repasses' queue live; the admin opens the check,
 * accepts the evidence and records the payout; the integrator's 'Financeiro', open all along,
 * shows the tranche 'Paga' and the paid total grown by its amount, live.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { savePayoutDestination } from '../../domain/src/cashback/payout-destination';
import { defaultFundingPlan, splitTranches } from '../../domain/src/funding/plan';
import { trancheIdOf } from '../../domain/src/data/funding';
import { formatBRL } from '../../domain/src/format';
import { expectToast, memoryReady } from './support/app';
import { screenshot, usePages } from './support/browser';
import { addProposals, cardIn, demoProposal, openBoard } from './support/kanban';
import { twoPeople } from './support/two-people';

const pages = usePages();
const id = 'RepasseDemo000000001';
const client = 'Renata Repasse';
const dayMs = 86_400_000;
const approvedAt = Date.now() - 2 * dayMs;
/** dd/mm/aaaa of an instant in São Paulo (UTC−3, no daylight saving since 2019). */
const brDay = (ms: number) => new Date(ms - 3 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
const pixId = 'E00000000202611271030ABCDEFGHIJK';

const financeRow = (page: Page) => page.locator(`[data-testid="funding-row"][data-id="${id}"]`);
const financeTranche = (page: Page, parcela: number) => financeRow(page).locator(`[data-testid="funding-tranche"][data-parcela="${parcela}"]`);
const queueRow = (page: Page) => page.locator(`[data-testid="funding-tranche"][data-id="${trancheIdOf(id, 1)}"]`);
const paidTotal = (page: Page) => page.getByTestId('funding-total-pago').getByTestId('funding-total-value');

/** The demo company's payout destination, as the callable would store it (its own journey is the cashback's). */
const destination = savePayoutDestination({
  input: { pix: { tipo: 'email', chave: 'financeiro@solnascente.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' } },
  actor: { uid: 'int-aprovado', role: 'integrador' },
  company: { status: 'aprovado' },
  authTimeSeconds: Date.now() / 1000,
  now: Date.now(),
  cashbackDue: false,
});

describe('funding by milestone', () => {
  it('two people: a marked milestone reaches the admin’s queue live; accepted and paid, the integrator’s Financeiro shows it paid live', async () => {
    const { admin, integrator } = await twoPeople(pages, ['admin', 'integrator'], { mode: 'tabs' });
    await openBoard(admin, 'Administrador');
    await addProposals(admin, [{ ...demoProposal(id, client, approvedAt, 'aprovada'), status_desde: approvedAt }]);
    await admin.evaluate((stored) => window.__solarcredMemory?.update((state) => {
      (state.docs['dados_pagamento'] ??= {})['int-aprovado'] = stored as unknown as (typeof state.docs)[string][string];
    }), destination);
    const amount = splitTranches(defaultFundingPlan('financiamento_solar_tradicional').parcelas, 2_000_000)[0]?.valor_centavos ?? 0;
    expect(amount).toBe(600_000);

    // The admin waits on the queue's 'Liberadas' tab.
    await admin.getByRole('navigation').getByRole('link', { name: 'Repasses' }).first().click();
    await admin.getByRole('heading', { name: 'Repasses', level: 1 }).waitFor();
    await memoryReady(admin);
    expect(await queueRow(admin).count()).toBe(0);

    // The integrator marks the signed contract with its PDF on the details' 'Instalação' tab.
    await openBoard(integrator, 'Integrador aprovado');
    await cardIn(integrator, 'aprovada', id).getByRole('button', { name: `Ver Detalhes: ${client}` }).click();
    const details = integrator.getByRole('dialog');
    await details.getByRole('tab', { name: 'Instalação' }).click();
    const form = details.getByTestId('milestone-form');
    await form.getByLabel('Data de conclusão').fill(brDay(Date.now()));
    await form.locator('input[type="file"]').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 contrato') });
    await form.getByRole('button', { name: 'Marcar como concluído' }).click();
    await expectToast(integrator, 'Marco concluído!');

    // Released: the admin's queue shows it without a reload.
    await queueRow(admin).waitFor();
    expect(await queueRow(admin).getAttribute('data-situacao')).toBe('liberada');

    // The integrator follows it on 'Financeiro'.
    await integrator.keyboard.press('Escape');
    await integrator.getByRole('navigation').getByRole('link', { name: 'Financeiro' }).first().click();
    await integrator.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
    await financeRow(integrator).getByRole('button', { name: 'Ver parcelas' }).click();
    await expect.poll(() => financeTranche(integrator, 1).getAttribute('data-situacao')).toBe('liberada');
    await expect.poll(() => paidTotal(integrator).innerText()).toMatch(/^R\$/);
    const paidBefore = await paidTotal(integrator).innerText();

    // The admin checks the evidence and accepts it.
    await queueRow(admin).getByRole('button', { name: /^Verificar:/ }).click();
    const check = admin.getByRole('dialog');
    await check.getByTestId('tranche-evidence').getByRole('button', { name: 'Abrir contrato.pdf' }).waitFor();
    await check.getByRole('button', { name: 'Aceitar' }).click();
    await expectToast(admin, 'Evidência aceita: parcela aprovada para pagamento');
    await expect.poll(() => financeTranche(integrator, 1).getAttribute('data-situacao')).toBe('aprovada');

    // …and pays it from the 'Aprovadas' tab.
    await admin.getByTestId('funding-tab-aprovada').click();
    await queueRow(admin).getByRole('checkbox').check({ force: true });
    await admin.getByRole('button', { name: 'Registrar pagamento (1)' }).click();
    const payout = admin.getByRole('dialog').locator(`[data-testid="payout-row"][data-id="${trancheIdOf(id, 1)}"]`);
    await payout.getByTestId('payout-destination').waitFor();
    await payout.getByLabel('Data do pagamento').fill(brDay(Date.now()));
    await payout.getByLabel('Forma').selectOption('pix');
    await payout.getByLabel('Referência').fill(pixId);
    await admin.getByRole('dialog').getByRole('button', { name: 'Registrar pagamentos' }).click();
    await expectToast(admin, 'Pagamentos registrados');

    // The integrator's open page follows: 'Paga', and the paid total grown by the tranche.
    await expect.poll(() => financeTranche(integrator, 1).getAttribute('data-situacao')).toBe('paga');
    const parse = (brl: string) => Math.round(Number(brl.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    await expect.poll(async () => parse(await paidTotal(integrator).innerText())).toBe(parse(paidBefore) + amount);
    expect(formatBRL(amount)).toBe('R$ 6.000,00');
    await screenshot(integrator, 'funding-journey-finance-paid');
    await screenshot(admin, 'funding-journey-admin-paid');
  });
});
