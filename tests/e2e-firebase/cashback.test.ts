/**
 * Cashback on the Firebase adapter (emulators): a copy of a seeded proposal is approved, the
 * ledger trigger forecasts its cashback; the admin releases the credit on 'Pagamentos' (the real
 * callable) and the integrator's 'Cashback', in another browser context, shows it 'a receber'
 * live; the admin pays it and the integrator's 'Pago' follows; rejected afterwards, the trigger
 * claws it back and 'Pago' stays while 'A recuperar' grows by it, until the admin records its
 * return on 'Pagamentos' and it is 'Recuperado' (issue 45). The copy, its ledger and the counters
 * are put back afterwards, so the seed stays as the other tests expect it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readCashbackCounters } from '@solarcred/domain/cashback/totals';
import { formatBRL, saoPauloDayKey } from '@solarcred/domain/format';
import { isoToDateBr } from '@solarcred/domain/masks';
import { shortId } from '@solarcred/domain/proposal-status';
import { expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { db } from '../functions/firestore-admin';
import { waitFor } from '../functions/auth-emulator';
import { hasAuth, hasFirestore } from '../emulator-env';
import { recordLatency } from './support/latency';
import { peoplePerTest, watchFor } from './support/people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';

const id = 'CashbackFirebase0001';

describe.skipIf(!hasAuth || !hasFirestore)('cashback on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('the admin releases and pays; the integrator’s screen follows live', async () => {
    const counters = ['stats/cashback', 'stats_cashback/int-aprovado'].map((path) => db().doc(path));
    const countersBefore = await Promise.all(counters.map(async (doc) => (await doc.get()).data() ?? null));
    const proposalCounters = db().doc('stats_integradores/int-aprovado');
    const totalBefore = (await proposalCounters.get()).data()?.['total'];
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    await db().doc(`propostas/${id}`).set({ ...seeded, cliente_nome: 'Cecília Cashback', status: 'aprovada', status_desde: Timestamp.now(), search_tokens: [], comentarios_count: 0 });
    try {
      const forecast = await waitFor('the forecast', async () => (await db().doc(`cashback_lancamentos/${id}:1:prevista`).get()).data());
      const amount = Number(forecast['valor_centavos']);
      expect(amount).toBeGreaterThan(0);

      const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
      const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await integrator.goto('/integrator/cashback');
      const toReceive = integrator.getByTestId('cashback-total-a_receber').getByTestId('cashback-total-value');
      const before = await toReceive.innerText();

      await admin.goto('/admin/payments');
      const row = admin.locator(`[data-testid="cashback-cycle"][data-id="${id}"]`);
      await row.getByRole('button', { name: /^Liberar crédito/ }).click();
      const release = admin.getByRole('alertdialog');
      await release.getByLabel(/Data da liberação/).fill(isoToDateBr(saoPauloDayKey(Date.now())) ?? '');
      const shown = await watchFor(integrator, `[data-testid="cashback-entries"]`, 'A pagar');
      const clickedAt = Date.now();
      await release.getByRole('button', { name: 'Confirmar liberação' }).click();
      recordLatency('credit released → a pagar on the integrator’s Cashback', (await shown()) - clickedAt);
      await expectToast(admin, 'Crédito liberado: o cashback vence em 7 dias úteis');
      await expect.poll(() => toReceive.innerText()).not.toBe(before);

      const due = admin.locator(`[data-testid="cashback-cycle"][data-id="${id}"]`);
      await due.getByRole('checkbox').check({ force: true });
      await admin.getByRole('button', { name: 'Marcar como pagos (1)' }).click();
      await admin.getByRole('dialog').getByLabel(/^Referência/).fill('E00000000202611261030ABCDEFGHIJK');
      // A refusal only the server makes (a future day) reads as its Portuguese, never with the SDK's ' [400]' (issue 45).
      const payDate = admin.getByRole('dialog').getByLabel(/^Data do pagamento/);
      const today = await payDate.inputValue();
      await payDate.fill('31/12/2099');
      await admin.getByRole('dialog').getByRole('button', { name: 'Registrar pagamentos' }).click();
      const refusal = admin.locator('[data-testid="toast"]', { hasText: 'Nenhum pagamento foi registrado' }).first();
      await refusal.waitFor();
      expect(await refusal.innerText()).toContain(`Proposta #${shortId(id)}: A data do pagamento não pode ser futura.`);
      expect(await refusal.innerText()).not.toMatch(/\[\d{3}\]/);
      await payDate.fill(today);
      await admin.getByRole('dialog').getByRole('button', { name: 'Registrar pagamentos' }).click();
      await expectToast(admin, 'Pagamentos registrados');
      await integrator.locator('[data-testid="cashback-entry"][data-tipo="paga"]').getByText(formatBRL(amount)).first().waitFor();
      expect((await db().doc(`cashback_ciclos/${id}`).get()).data()).toMatchObject({ situacao: 'paga', valor_centavos: amount });
      const own = readCashbackCounters(countersBefore[1]);
      const card = (key: string) => integrator.getByTestId(`cashback-total-${key}`).getByTestId('cashback-total-value');
      await expect.poll(() => card('pago').innerText()).toBe(formatBRL(own.pago_centavos + amount));

      // Rejected after the payout: clawed back by the trigger; what was paid stays paid.
      await db().doc(`propostas/${id}`).update({ status: 'reprovada', status_desde: Timestamp.now(), status_motivo: 'Contrato cancelado' });
      await integrator.locator('[data-testid="cashback-entry"][data-tipo="clawback"]').first().waitFor();
      await expect.poll(() => card('a_recuperar').innerText()).toBe(formatBRL(own.a_recuperar_centavos + amount));
      expect(await card('pago').innerText()).toBe(formatBRL(own.pago_centavos + amount));

      // The admin records the money's return on 'Pagamentos' (recordCashbackRecovery): 'Recuperado'.
      const toRecover = admin.getByRole('region', { name: 'A recuperar' }).locator(`[data-testid="cashback-cycle"][data-id="${id}"]`);
      await toRecover.getByRole('button', { name: /^Registrar recuperação/ }).click();
      await admin.getByRole('alertdialog').getByLabel(/^Referência do recebimento/).fill('TED 4567');
      await admin.getByRole('alertdialog').getByRole('button', { name: 'Confirmar recuperação' }).click();
      await expectToast(admin, 'Recuperação registrada');
      await expect.poll(() => card('recuperado').innerText()).toBe(formatBRL(own.recuperado_centavos + amount));
      expect(await card('a_recuperar').innerText()).toBe(formatBRL(own.a_recuperar_centavos));
      expect(await card('pago').innerText()).toBe(formatBRL(own.pago_centavos + amount));
      await screenshot(integrator, 'firebase-cashback');
    } finally {
      const ledger = await db().collection('cashback_lancamentos').where('proposta_id', '==', id).get();
      await Promise.all([...ledger.docs.map((doc) => doc.ref.delete()), db().doc(`cashback_ciclos/${id}`).delete()]);
      await db().recursiveDelete(db().doc(`propostas/${id}`));
      await Promise.all(counters.map((doc, index) => (countersBefore[index] ? doc.set(countersBefore[index]) : doc.delete())));
      await waitFor('counters restored', async () => ((await proposalCounters.get()).data()?.['total'] === totalBefore ? true : undefined));
    }
  });
});
