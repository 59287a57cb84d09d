/**
 * Funding by milestone (issue 48) on the Firebase adapter (emulators), two people in two browser
 * contexts: a copy of a seeded proposal, approved with its first four milestones marked (written
 * as the milestone callable stores them: no Storage emulator runs here), gets its plan and its
 * first two tranches released by the trigger; the integrator marks the last milestone (the first
 * reading, no file) through the real callable, and the third tranche reaches the admin's
 * 'Repasses' live; the admin checks, accepts and pays it through the callables, and the
 * integrator's open 'Financeiro' shows it 'Paga' live. Runs among the journeys that change the
 * seed's counts (tests/vitest.firebase.config.ts): the funding counters keep its tranches.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { savePayoutDestination } from '@solarcred/domain/cashback/payout-destination';
import { trancheIdOf } from '@solarcred/domain/data/funding';
import { dayOf } from '@solarcred/domain/installation/due-dates';
import { expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { db } from '../functions/firestore-admin';
import { waitFor } from '../functions/auth-emulator';
import { hasAuth, hasFirestore } from '../emulator-env';
import { recordLatency } from './support/latency';
import { peoplePerTest, watchFor } from './support/people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';
import { budgets } from '../budgets';

const id = 'RepasseFirebase00001';
const client = 'Rita Repasse';
const dayMs = 86_400_000;
const pixId = 'E00000000202611271045ABCDEFGHIJK';
const brDay = (iso: string) => iso.split('-').reverse().join('/');

describe.skipIf(!hasAuth || !hasFirestore)('funding by milestone on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('the last milestone releases its tranche into the admin’s queue live; accepted and paid, Financeiro shows it paid live', async () => {
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    const approvedAt = Date.now() - 4 * dayMs;
    const markedAt = Date.now() - dayMs;
    const marked = (marco: string, files: number, extra: Record<string, unknown> = {}) => ({
      estado: 'marcado', data: dayOf(markedAt), marcado_por: 'int-aprovado', marcado_por_tipo: 'integrador', marcado_em: Timestamp.fromMillis(markedAt),
      arquivos: Array.from({ length: files }, (_, n) => ({ path: `propostas-anexos/int-aprovado/${id}/marco-${marco}-${n + 1}_1773150000000.pdf`, nome: `${marco}.pdf`, tamanho: 2048, tipo: 'application/pdf', enviado_em: Timestamp.fromMillis(markedAt) })),
      protocolo: null, leitura_kwh: null, motivo: null, ...extra,
    });
    const instalacao = {
      aprovada_em: Timestamp.fromMillis(approvedAt),
      marcos: {
        contrato_assinado: marked('contrato_assinado', 1), equipamento_comprado: marked('equipamento_comprado', 1),
        instalacao_concluida: marked('instalacao_concluida', 2), homologacao: marked('homologacao', 0, { protocolo: '2026/0004321' }),
      },
    };
    const destination = db().doc('dados_pagamento/int-aprovado');
    const hadDestination = (await destination.get()).exists;
    if (!hadDestination) {
      const stored = savePayoutDestination({
        input: { pix: { tipo: 'email', chave: 'financeiro@solnascente.com.br' }, conta_bancaria: { banco: '341', agencia: '0001', conta: '12345', digito: '6', tipo: 'corrente' } },
        actor: { uid: 'int-aprovado', role: 'integrador' }, company: { status: 'aprovado' }, authTimeSeconds: Date.now() / 1000, now: Date.now(), cashbackDue: false,
      });
      await destination.set({ ...stored, atualizado_em: Timestamp.fromMillis(stored.atualizado_em) });
    }
    await db().doc(`propostas/${id}`).set({
      ...seeded, cliente_nome: client, status: 'aprovada', status_desde: Timestamp.fromMillis(approvedAt), simulacao: null,
      search_tokens: [], comentarios_count: 0, instalacao,
    });
    try {
      // The trigger pins the plan and releases the two tranches whose milestones are marked.
      const funding = await waitFor('the plan and two released tranches', async () => {
        const data = (await db().doc(`repasses/${id}`).get()).data();
        const parcelas = (data?.['parcelas'] ?? []) as { situacao: string; valor_centavos: number }[];
        return parcelas.filter((tranche) => tranche.situacao === 'liberada').length === 2 ? parcelas : undefined;
      });
      expect(funding.map((tranche) => tranche.situacao)).toEqual(['liberada', 'liberada', 'bloqueada']);
      const amount = funding[2]?.valor_centavos ?? 0;
      expect(amount).toBeGreaterThan(0);

      const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
      const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await admin.goto('/admin/repasses');
      await admin.getByRole('heading', { name: 'Repasses', level: 1 }).waitFor();
      await admin.getByTestId('funding-tab-liberada').waitFor();

      // The integrator marks the first reading on the details' 'Instalação' tab (the real callable).
      await integrator.goto(`/integrator/kanban?proposta=${id}`);
      const details = integrator.getByRole('dialog');
      await details.getByRole('tab', { name: 'Instalação' }).click();
      const form = details.getByTestId('milestone-form');
      await form.getByLabel(/Primeira leitura/).fill('152');
      const queued = `[data-testid="funding-tranche"][data-id="${trancheIdOf(id, 3)}"]`;
      const arrived = await watchFor(admin, queued, client);
      const clickedAt = Date.now();
      await form.getByRole('button', { name: 'Marcar como concluído' }).click();
      await expectToast(integrator, 'Todos os marcos concluídos: a proposta foi finalizada.');
      recordLatency('last milestone marked → its tranche in the admin’s Repasses queue', (await arrived()) - clickedAt);

      // The integrator follows it on 'Financeiro'.
      await integrator.goto('/integrator/financeiro');
      const row = integrator.locator(`[data-testid="funding-row"][data-id="${id}"]`);
      await row.getByRole('button', { name: 'Ver parcelas' }).click();
      const third = row.locator('[data-testid="funding-tranche"][data-parcela="3"]');
      await expect.poll(() => third.getAttribute('data-situacao'), { timeout: budgets.liveMs }).toBe('liberada');

      // The admin checks it and accepts; the integrator's page follows.
      await admin.locator(queued).getByRole('button', { name: /^Verificar:/ }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Aceitar' }).click();
      await expectToast(admin, 'Evidência aceita: parcela aprovada para pagamento');
      await expect.poll(() => third.getAttribute('data-situacao'), { timeout: budgets.liveMs }).toBe('aprovada');

      // …and pays it from 'Aprovadas'.
      await admin.getByTestId('funding-tab-aprovada').click();
      await admin.locator(queued).getByRole('checkbox').check({ force: true });
      await admin.getByRole('button', { name: 'Registrar pagamento (1)' }).click();
      const payout = admin.getByRole('dialog').locator(`[data-testid="payout-row"][data-id="${trancheIdOf(id, 3)}"]`);
      await payout.getByTestId('payout-destination').waitFor();
      await payout.getByLabel('Data do pagamento').fill(brDay(dayOf(Date.now())));
      await payout.getByLabel('Forma').selectOption('pix');
      await payout.getByLabel('Referência').fill(pixId);
      const paidAt = Date.now();
      await admin.getByRole('dialog').getByRole('button', { name: 'Registrar pagamentos' }).click();
      await expectToast(admin, 'Pagamentos registrados');
      await expect.poll(() => third.getAttribute('data-situacao'), { timeout: budgets.liveMs }).toBe('paga');
      recordLatency('payout recorded → Paga on the integrator’s Financeiro', Date.now() - paidAt);

      const stored = (await db().doc(`repasse_parcelas/${trancheIdOf(id, 3)}`).get()).data() ?? {};
      expect(stored).toMatchObject({ situacao: 'paga', forma: 'pix', referencia: pixId, valor_centavos: amount });
      const summary = (await db().doc(`propostas/${id}`).get()).data()?.['repasse'] as { parcelas: { situacao: string }[] } | undefined;
      expect(summary?.parcelas.map((tranche) => tranche.situacao)).toEqual(['liberada', 'liberada', 'paga']);
      await screenshot(integrator, 'firebase-funding-finance-paid');
    } finally {
      await db().recursiveDelete(db().doc(`propostas/${id}`));
      if (!hadDestination) await destination.delete();
    }
  });
});
