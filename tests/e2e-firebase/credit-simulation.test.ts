/**
 * The credit simulation on the Firebase adapter (issue 32): step 3 computes with the rates
 * Firestore holds and follows a change live; a proposal's saved simulation shows in the details of
 * both roles, and the admin's open details say the rates changed since. The proposal is a copy of
 * a seeded one carrying the simulation the callable would store (tier 5 tests the callable; the
 * uploads a real submission needs cannot run here without a Storage emulator); the line and the
 * proposal are put back as they were after the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditText } from '@solarcred/domain/credit/credit-text';
import type { StoredCreditLine } from '@solarcred/domain/credit/lines';
import { toSavedSimulation } from '@solarcred/domain/credit/saved-simulation';
import { simulate, type SimulationInput } from '@solarcred/domain/credit/simulate';
import { formatCentavosInput } from '@solarcred/domain/masks';
import { createTestFiles, type TestFiles } from '../e2e/fixtures/files';
import { fillClient, fillProject, nextTo, openProposalWizard } from '../e2e/fixtures/proposal-wizard';
import { db } from '../functions/firestore-admin';
import { hasAuth, hasFirestore } from '../emulator-env';
import { seedProposalId } from '../../web/src/backend/memory/seed-proposals';
import { LIVE_UPDATE_TIMEOUT_MS, peoplePerTest } from './support/people';

const id = 'SimulacaoFirebase001';
const lineId = 'financiamento_solar_tradicional';
let files: TestFiles;
beforeAll(() => {
  files = createTestFiles();
});
afterAll(() => files.remove());

describe.skipIf(!hasAuth || !hasFirestore)('credit simulation on the Firebase adapter (emulators)', () => {
  const people = peoplePerTest();

  it("step 3 follows Firestore's rates live; the saved simulation shows in both roles' details, and the admin sees the rates changed since", async () => {
    const lineRef = db().doc(`linhas_credito/${lineId}`);
    const storedLine = (await lineRef.get()).data() ?? {};
    const line = { ...storedLine, id: lineId } as StoredCreditLine;
    const request: SimulationInput = {
      valorSistemaCents: 32_500_00, entradaCents: 5_000_00, prazo: 60, carenciaMeses: 0, borrower: 'pf', liberacao: new Date().toISOString().slice(0, 10),
    };
    const sent = simulate(line, request);
    const simulacao = toSavedSimulation({ kind: 'chosen', simulation: sent, line, escolha: 'linha' }, request, Date.now());
    const seeded = (await db().doc(`propostas/${seedProposalId('int-aprovado', 1)}`).get()).data() ?? {};
    await db().doc(`propostas/${id}`).set({ ...seeded, cliente_nome: 'Otávio Simulação', simulacao, search_tokens: [], comentarios_count: 0 });
    try {
      const admin = await people.signedIn('admin@solarcred.demo', '/admin/dashboard');
      await admin.goto(`/admin/proposals?proposta=${id}`);
      const adminSaved = admin.getByTestId('saved-simulation');
      await adminSaved.waitFor();
      expect(await adminSaved.innerText()).toContain(creditText.installment(60, sent.parcelaCents));
      expect(await admin.getByTestId('rates-changed').count()).toBe(0);

      const integrator = await people.signedIn('integrador@solarcred.demo', '/integrator/dashboard');
      await openProposalWizard(integrator);
      await fillClient(integrator, files);
      await nextTo(integrator, 'Dados do Projeto');
      await fillProject(integrator, files);
      await nextTo(integrator, 'Dados do Crédito');
      await integrator.getByLabel(/^Linha de Crédito/).selectOption(lineId);
      await integrator.getByLabel(/^Quantidade de Parcelas/).selectOption('60');
      await integrator.getByLabel(/^Entrada/).fill('5000');
      const installment = integrator.getByLabel(/^Parcela/);
      await expect.poll(() => installment.inputValue()).toBe(formatCentavosInput(sent.parcelaCents));

      const dearer = simulate({ ...line, taxas: { ...line.taxas, '60': 1.99 } }, request);
      await lineRef.update({ 'taxas.60': 1.99, versao: line.versao + 1 });
      await expect.poll(() => installment.inputValue(), { timeout: LIVE_UPDATE_TIMEOUT_MS }).toBe(formatCentavosInput(dearer.parcelaCents));
      await admin.getByTestId('rates-changed').filter({ hasText: `versão ${line.versao} → ${line.versao + 1}` }).waitFor({ timeout: LIVE_UPDATE_TIMEOUT_MS });

      await integrator.goto(`/integrator/kanban?proposta=${id}`);
      const integratorSaved = integrator.getByTestId('saved-simulation');
      await integratorSaved.waitFor();
      expect(await integratorSaved.innerText()).toContain(creditText.installment(60, sent.parcelaCents));
      expect(await integrator.getByTestId('rates-changed').count()).toBe(0);
    } finally {
      await lineRef.set(storedLine);
      await db().doc(`propostas/${id}`).delete();
    }
  });
});
