/**
 * Installation milestones on the Firebase adapter (emulators): an approved proposal with its first
 * three milestones already marked (no Storage emulator here, so the file milestones are written
 * as the callable stores them); the integrator marks the distributor's protocol and the first
 * reading through the real markMilestone callable, the trigger keeps instalacao_meta in step, and
 * the admin's board, in another browser context, receives the card in 'Finalizada' live. The
 * proposal is a copy made for this test and deleted after it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { releaseDayOf } from '@solarcred/domain/credit/calendar';
import type { StoredCreditLine } from '@solarcred/domain/credit/lines';
import { toSavedSimulation } from '@solarcred/domain/credit/saved-simulation';
import { simulate, type SimulationInput } from '@solarcred/domain/credit/simulate';
import { dayOf, defaultTargetDays, installationSchedule, type TargetDays } from '@solarcred/domain/installation/due-dates';
import { milestoneLabel } from '@solarcred/domain/installation/milestones';
import { installationText } from '@solarcred/domain/installation/installation-text';
import type { Proposal } from '@solarcred/domain/model';
import { expectToast } from '../e2e/support/app';
import { screenshot } from '../e2e/support/browser';
import { cardIn } from '../e2e/support/kanban';
import { db } from '../functions/firestore-admin';
import { waitFor } from '../functions/auth-emulator';
import { hasAuth, hasFirestore } from '../emulator-env';
import { recordLatency } from './support/latency';
import { peoplePerTest, watchFor } from './support/people';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';
import { budgets } from '../budgets';

const id = 'InstalacaoFirebase01';
const client = 'Otávio Instalação';
const dayMs = 86_400_000;

describe.skipIf(!hasAuth || !hasFirestore)('installation milestones on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it('the last milestone the integrator marks finalises the proposal, and the admin’s board follows live', async () => {
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    const counters = db().doc('stats_integradores/int-aprovado');
    const totalBefore = (await counters.get()).data()?.['total'];
    const approvedAt = Date.now() - 3 * dayMs;
    const day = new Date(approvedAt + dayMs - 3 * 3_600_000).toISOString().slice(0, 10);
    const marked = (marco: string, arquivos: number) => ({
      estado: 'marcado', data: day, marcado_por: 'int-aprovado', marcado_por_tipo: 'integrador', marcado_em: Timestamp.fromMillis(approvedAt + dayMs),
      arquivos: Array.from({ length: arquivos }, (_, n) => ({ path: `propostas-anexos/int-aprovado/${id}/marco-${marco}-${n + 1}_1773150000000.pdf`, nome: `${marco}.pdf`, tamanho: 2048, tipo: 'application/pdf', enviado_em: Timestamp.fromMillis(approvedAt + dayMs) })),
      protocolo: null, leitura_kwh: null, motivo: null,
    });
    const instalacao = { aprovada_em: Timestamp.fromMillis(approvedAt), marcos: { contrato_assinado: marked('contrato_assinado', 1), equipamento_comprado: marked('equipamento_comprado', 1), instalacao_concluida: marked('instalacao_concluida', 2) } };
    await db().doc(`propostas/${id}`).set({ ...seeded, cliente_nome: client, status: 'aprovada', status_desde: Timestamp.fromMillis(approvedAt), simulacao: null, search_tokens: [], comentarios_count: 0, instalacao });
    try {
      // The trigger writes the next open milestone's day: the protocol's target.
      const schedule = installationSchedule({ id, status: 'aprovada', status_desde: approvedAt, created_at: approvedAt, simulacao: null } as Proposal, defaultTargetDays);
      const meta = await waitFor('instalacao_meta written', async () => ((await db().doc(`propostas/${id}`).get()).data()?.['instalacao_meta'] ?? undefined));
      expect(meta).toBe(schedule?.metas.homologacao);

      const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
      const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await admin.goto('/admin/proposals');
      await cardIn(admin, 'aprovada', id).waitFor();

      await integrator.goto(`/integrator/kanban?proposta=${id}`);
      const dialog = integrator.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Instalação' }).click();
      const form = dialog.getByTestId('milestone-form');
      await form.getByLabel(/Número do protocolo/).fill('2026/0001234');
      await form.getByRole('button', { name: 'Marcar como concluído' }).click();
      await expectToast(integrator, 'Marco concluído!');
      await form.getByLabel(/Primeira leitura/).fill('152');

      const arrived = await watchFor(admin, `[data-testid="column-finalizada"] [data-id="${id}"]`, client);
      const clickedAt = Date.now();
      await form.getByRole('button', { name: 'Marcar como concluído' }).click();
      await expectToast(integrator, 'Todos os marcos concluídos: a proposta foi finalizada.');
      const arrivedAt = await arrived();
      recordLatency('last milestone marked → card in the admin’s Finalizada column', arrivedAt - clickedAt);

      // The next milestone's due day is cleared by a trigger after the finalising commit (deadline.ts): a function's run later.
      const storedNow = async () => (await db().doc(`propostas/${id}`).get()).data() ?? {};
      await expect.poll(async () => (await storedNow())['instalacao_meta'], { timeout: budgets.callableMs }).toBeNull();
      const stored = await storedNow();
      expect(stored).toMatchObject({ status: 'finalizada', instalacao_meta: null });
      expect(stored['instalacao']['marcos']['sistema_conectado']).toMatchObject({ estado: 'marcado', leitura_kwh: 152, marcado_por: 'int-aprovado' });
      const history = await db().collection(`propostas/${id}/historico`).get();
      expect(history.docs.map((entry) => entry.data()['motivo']).filter(Boolean)).toEqual([installationText.autoFinalized]);
      await screenshot(integrator, 'firebase-installation-finalised');
    } finally {
      await db().recursiveDelete(db().doc(`propostas/${id}`));
      await waitFor('counters restored', async () => ((await counters.get()).data()?.['total'] === totalBefore ? true : undefined));
    }
  });

  it('both tabs show the saved simulation’s first installment; a back-dated mark shows both days and is late (issue 45)', async () => {
    const copyId = 'InstalacaoFirebase03';
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    const counters = db().doc('stats_integradores/int-aprovado');
    const totalBefore = (await counters.get()).data()?.['total'];
    const lineId = 'financiamento_solar_tradicional';
    const line = { ...(await db().doc(`linhas_credito/${lineId}`).get()).data(), id: lineId } as StoredCreditLine;
    // Sent 208 days ago with 2 months' grace, approved 8 days later; the contract declared the day after approval, marked now.
    const sentAt = Date.now() - 208 * dayMs;
    const approvedAt = Date.now() - 200 * dayMs;
    const markedAt = Date.now();
    const request: SimulationInput = { valorSistemaCents: 32_500_00, entradaCents: 0, prazo: 60, carenciaMeses: 2, borrower: 'pf', liberacao: releaseDayOf(sentAt) };
    const simulacao = toSavedSimulation({ kind: 'chosen', simulation: simulate(line, request), line, escolha: 'linha' }, request, sentAt);
    const declared = dayOf(approvedAt + dayMs);
    const contract = {
      estado: 'marcado', data: declared, marcado_por: 'int-aprovado', marcado_por_tipo: 'integrador', marcado_em: Timestamp.fromMillis(markedAt),
      arquivos: [{ path: `propostas-anexos/int-aprovado/${copyId}/marco-contrato_assinado-1_1773150000000.pdf`, nome: 'contrato.pdf', tamanho: 2048, tipo: 'application/pdf', enviado_em: Timestamp.fromMillis(markedAt) }],
      protocolo: null, leitura_kwh: null, motivo: null,
    };
    await db().doc(`propostas/${copyId}`).set({
      ...seeded, cliente_nome: 'Vera Retroativa', status: 'aprovada', status_desde: Timestamp.fromMillis(approvedAt), simulacao: { ...simulacao, calculada_em: Timestamp.fromMillis(sentAt) },
      search_tokens: [], comentarios_count: 0, instalacao: { aprovada_em: Timestamp.fromMillis(approvedAt), marcos: { contrato_assinado: contract } },
    });
    const br = (iso: string) => iso.split('-').reverse().join('/');
    try {
      const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await integrator.goto(`/integrator/kanban?proposta=${copyId}`);
      const dialog = integrator.getByRole('dialog');
      const savedFirst = dialog.getByTestId('saved-simulation').getByText('Primeiro vencimento').locator('xpath=..');
      await savedFirst.waitFor();
      expect(await savedFirst.innerText()).toContain(br(simulacao.primeiro_vencimento));
      await dialog.getByRole('tab', { name: 'Instalação' }).click();
      const schedule = dialog.getByTestId('installation-schedule');
      await schedule.waitFor();
      expect(await schedule.innerText()).toBe(`Aprovada em ${br(dayOf(approvedAt))} · 1ª parcela do cliente em ${br(simulacao.primeiro_vencimento)}`);
      const marked = dialog.locator('[data-testid="milestone"][data-milestone="contrato_assinado"]');
      expect(await marked.getAttribute('data-standing')).toBe('concluido_com_atraso');
      expect(await marked.getByTestId('milestone-marked').innerText()).toBe(`Concluído em ${br(declared)} · marcado em ${br(dayOf(markedAt))} por você`);
      await screenshot(integrator, 'firebase-installation-back-dated');
    } finally {
      await db().recursiveDelete(db().doc(`propostas/${copyId}`));
      await waitFor('counters restored', async () => ((await counters.get()).data()?.['total'] === totalBefore ? true : undefined));
    }
  });

  it('the admin’s targets go through the rules to config/instalacao, and the next approval shows them', async () => {
    const copyId = 'InstalacaoFirebase02';
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    const counters = db().doc('stats_integradores/int-aprovado');
    const totalBefore = (await counters.get()).data()?.['total'];
    const settings = db().doc('config/instalacao');
    try {
      const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
      await admin.goto('/admin/settings');
      const targets = admin.getByRole('region', { name: 'Prazos da instalação' });
      await targets.getByLabel(milestoneLabel('contrato_assinado'), { exact: true }).fill('16');
      await targets.getByRole('button', { name: 'Salvar prazos da instalação' }).click();
      await expectToast(admin, 'Prazos da instalação salvos');
      const saved: TargetDays = { ...defaultTargetDays, contrato_assinado: 16 };
      expect((await settings.get()).data()?.['dias_uteis']).toEqual(saved);

      // Approved after the change: the deadline trigger pins the saved targets.
      const approvedAt = Date.now();
      await db().doc(`propostas/${copyId}`).set({ ...seeded, cliente_nome: 'Carla Prazos', status: 'aprovada', status_desde: Timestamp.fromMillis(approvedAt), simulacao: null, search_tokens: [], comentarios_count: 0 });
      const pinned = await waitFor('targets pinned', async () => (await db().doc(`propostas/${copyId}`).get()).data()?.['instalacao_dias'] as TargetDays | undefined);
      expect(pinned).toEqual(saved);

      const target = installationSchedule({ id: copyId, status: 'aprovada', status_desde: approvedAt, created_at: approvedAt, simulacao: null } as Proposal, saved)?.metas.contrato_assinado ?? '';
      await admin.goto(`/admin/proposals?proposta=${copyId}`);
      const dialog = admin.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Instalação' }).click();
      await dialog.locator('[data-testid="milestone"][data-milestone="contrato_assinado"]').getByText(`Meta: ${target.split('-').reverse().join('/')}`).waitFor();
    } finally {
      await settings.delete();
      await db().recursiveDelete(db().doc(`propostas/${copyId}`));
      await waitFor('counters restored', async () => ((await counters.get()).data()?.['total'] === totalBefore ? true : undefined));
    }
  });
});
