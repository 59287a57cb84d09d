/**
 * Cashback clawed back and recovered (issue 45) on the memory backend, on the admin's
 * 'Pagamentos': a cashback released and paid, then its proposal rejected (the trigger claws it
 * back): 'Pago' keeps it and 'A recuperar' holds it, the cycle listed there; the admin records the
 * money's return (a reference required at its field first) and it moves to 'Recuperado'.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cashbackText } from '../../domain/src/cashback/cashback-text';
import { formatBRL } from '../../domain/src/format';
import type { Proposal } from '../../domain/src/model';
import { expectToast, memoryReady, signInAsDemo } from './support/app';
import { screenshot, usePages } from './support/browser';

const pages = usePages();
const total = (page: Page, key: string) => page.getByTestId(`cashback-total-${key}`).getByTestId('cashback-total-value');

describe('cashback recovery', () => {
  it('a payout clawed back stays paid, is listed to recover, and its return makes it recovered', async () => {
    const admin = await pages.open();
    await signInAsDemo(admin, 'Administrador', '/admin/payments');
    await memoryReady(admin);
    const row = admin.getByRole('region', { name: 'Aguardando liberação do crédito' }).getByTestId('cashback-cycle').first();
    const id = (await row.getAttribute('data-id')) ?? '';
    const amount = await admin.evaluate((id) => Number(window.__solarcredMemory?.snapshot.docs['cashback_ciclos']?.[id]?.['valor_centavos']), id);
    expect(amount).toBeGreaterThan(0);
    await row.getByRole('button', { name: /^Liberar crédito/ }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirmar liberação' }).click();
    await expectToast(admin, 'Crédito liberado');
    const dueRow = admin.getByRole('region', { name: 'A pagar' }).locator(`[data-testid="cashback-cycle"][data-id="${id}"]`);
    await dueRow.getByRole('checkbox').check({ force: true });
    await admin.getByRole('button', { name: 'Marcar como pagos (1)' }).click();
    await admin.getByRole('dialog').getByLabel(/^Referência/).fill('E00000000202611261030ABCDEFGHIJK');
    await admin.getByRole('dialog').getByRole('button', { name: 'Registrar pagamentos' }).click();
    await expectToast(admin, 'Pagamentos registrados');
    await expect.poll(() => total(admin, 'pago').innerText()).toBe(formatBRL(amount));

    // Rejected after the payout: the proposal trigger claws it back.
    await admin.evaluate((id) => {
      const stored = window.__solarcredMemory?.snapshot.docs['propostas']?.[id] as unknown as Proposal;
      window.__solarcredProposals?.write({ ...stored, status: 'reprovada', status_desde: Date.now(), updated_at: Date.now(), status_motivo: 'Contrato cancelado' });
    }, id);
    const toRecover = admin.getByRole('region', { name: 'A recuperar' }).locator(`[data-testid="cashback-cycle"][data-id="${id}"]`);
    await toRecover.waitFor();
    await expect.poll(() => total(admin, 'a_recuperar').innerText()).toBe(formatBRL(amount));
    expect(await total(admin, 'pago').innerText()).toBe(formatBRL(amount));
    expect(await total(admin, 'recuperado').innerText()).toBe(formatBRL(0));

    // The return: a reference is required; then 'Recuperado'.
    await toRecover.getByRole('button', { name: /^Registrar recuperação/ }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Confirmar recuperação' }).click();
    await dialog.getByText(cashbackText.referenceRequired).waitFor();
    await dialog.getByLabel(/^Referência do recebimento/).fill('TED 4567');
    await screenshot(admin, 'cashback-recovery-dialog');
    await dialog.getByRole('button', { name: 'Confirmar recuperação' }).click();
    await expectToast(admin, 'Recuperação registrada');
    await toRecover.waitFor({ state: 'detached' });
    await expect.poll(() => total(admin, 'recuperado').innerText()).toBe(formatBRL(amount));
    expect(await total(admin, 'a_recuperar').innerText()).toBe(formatBRL(0));
    expect(await total(admin, 'pago').innerText()).toBe(formatBRL(amount));
    await screenshot(admin, 'cashback-recovered');
  });
});
